import Testing
import Rows

/// An account with a balance too long to sit beside its name in a narrow list.
private struct Account: Identifiable {
    var id: String
    var balance: String
}

private let accounts = [
    Account(id: "Checking", balance: "87.00 EUR"),
    Account(id: "Savings", balance: "1,234.50 EUR"),
    Account(id: "Holiday", balance: "2,000.00 EUR"),
]

/// A list's rows are measured in the environment the list is drawn in, so a style set
/// around the list draws each row as tall as the list made room for.
@Suite struct ListEnvironmentTests {
    @Test func aStyleSetAroundTheListDrawsRowsAsTallAsTheyAreMeasured() {
        let list = List(accounts, height: 6) { account in
            LabeledContent(account.id, value: account.balance)
        }
        // Beside its value, "Checking  87.00 EUR" fills the 18 columns after the gutter in
        // one line; inline, "Checking: 87.00 EUR" needs 19 and wraps. Measured in a fresh
        // environment (the automatic style) the row got one line, and its second was cut.
        let styled = list.labeledContentStyle(.inline)
        var environment = RowEnvironment()
        environment.usesColor = false
        expectGrid(styled.rendered(width: 20, environment: environment), """
            |  Checking: 87.00   |
            |  EUR               |
            |  Savings: 1,234.50 |
            |  EUR               |
            |  Holiday: 2,000.00 |
            |  EUR               |
            """)
    }

    @Test func scrollToInTheDrawingEnvironmentLandsWhereTheDrawingPutsTheRow() {
        var list = List(accounts, height: 2) { account in
            LabeledContent(account.id, value: account.balance)
        }
        let inline = RowEnvironment().with(\.labeledContentStyle, .inline).with(\.usesColor, false)
        list.scrollTo("Holiday", anchor: .top, width: 20, environment: inline)
        expectGrid(list.rendered(width: 20, environment: inline), """
            |  Holiday: 2,000.00 |
            |  EUR               |
            """)
    }
}
