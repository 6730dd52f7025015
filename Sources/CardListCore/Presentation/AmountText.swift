import Rows

/// An item's amount as a card shows it on the trailing edge: as its account balance
/// formats it for the locale and the character set of the environment it is drawn in
/// (`-1,234.50 EUR` in plain ASCII), green or red.
struct AmountText: ComposedRowPart {
    var balance: AccountBalance
    @Environment(\.localeIdentifier) private var locale
    @Environment(\.charset) private var charset

    var body: Text {
        Text(balance.formattedAmount(localeIdentifier: locale, charset: charset), style: Style(foreground: balance.amountColor))
    }
}
