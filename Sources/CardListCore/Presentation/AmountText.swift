import Rows

/// An item's amount as a card shows it on the trailing edge: as its account balance
/// formats it for the locale of the environment it is drawn in, green or red.
struct AmountText: ComposedRowPart {
    var balance: AccountBalance
    @Environment(\.locale) private var locale

    var body: Text {
        Text(balance.formattedAmount(locale: locale), style: Style(foreground: balance.amountColor))
    }
}
