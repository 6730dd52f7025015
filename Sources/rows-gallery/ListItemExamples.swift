import Rows

/// The first article's examples: list items with label, title, subtitle and detail, the
/// same with slots, a title styled at the call site, and account balances with slots.
enum ListItemExamples {
    static var parts: [AnyRowPart] {
        [
            AnyRowPart(ListItem("Title")),
            AnyRowPart(ListItem("Title", label: "Label", subtitle: "Subtitle", detail: "Detail")),
            AnyRowPart(ListItem("Title", label: "Label", subtitle: "Subtitle", detail: "Detail")
                .leading { RoundedRectangle().frame(width: 6) }
                .trailing { RoundedRectangle().frame(width: 6) }),
            AnyRowPart(ListItem(Text("Title").foreground(.red), label: "Label", subtitle: "Subtitle", detail: "Detail")),
            AnyRowPart(AccountBalance("Checking", balance: 1234.5, currencyCode: "USD")),
            AnyRowPart(AccountBalance("Savings", balance: -42.5, currencyCode: "EUR")
                .leading(alignment: .center) { Label("", icon: .bank) }),
        ]
    }
}
