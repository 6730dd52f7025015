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

/// A list made without a height, and rows found by `.id(_:)`: SwiftUI's habits.
@Suite struct ListHeightAndIdentityTests {
    @Test func aListWithoutAHeightIsAsTallAsItsRows() {
        let list = List(accounts) { account in
            ListItem(account.id, subtitle: account.balance)
        }
        expectGrid(list.rendered(width: 16), """
            |  Checking      |
            |  87.00 EUR     |
            |  Savings       |
            |  1,234.50 EUR  |
            |  Holiday       |
            |  2,000.00 EUR  |
            """)
    }

    @Test func scrollToFindsARowByTheIdItWasGiven() {
        let reader = ScrollViewReader { proxy in
            List(height: 2) {
                Text("Your location")
                Text("Walk 10 minutes")
                Text("Marnixplein").id("stop-2")
                Text("Elandsgracht")
            }
            .onAppear { proxy.scrollTo("stop-2", anchor: .top) }
        }
        expectGrid(reader.rendered(width: 16), """
            |  Marnixplein   |
            |  Elandsgracht  |
            """)
    }

    @Test func anIdDrawsNothingOfItsOwn() {
        #expect(Text("Tram").id(7).rendered(width: 6) == Text("Tram").rendered(width: 6))
    }
}
