import Rows

/// A line-style row whose item has an amount: the amount, formatted as a card shows it
/// (for the locale and character set of the environment it is drawn in, green or red),
/// ends the row's detail, so the line style shows the same parts as the other styles.
///
///     AmountLine(row: OneLineRow("Savings", detail: "DE44 5001…"), balance: balance)
///     // ▶ Savings  Emergency fund…  DE44 5001…  €12,500.00
struct AmountLine: ComposedRowPart {
    var row: OneLineRow
    var balance: AccountBalance
    @Environment(\.localeIdentifier) private var locale
    @Environment(\.charset) private var charset

    var body: OneLineRow {
        var row = row
        let amount = Text(balance.formattedAmount(localeIdentifier: locale, charset: charset), style: Style(foreground: balance.amountColor))
        row.detail = row.detail.isEmpty ? amount : row.detail + Text("  ") + amount
        return row
    }
}
