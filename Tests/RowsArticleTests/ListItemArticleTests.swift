import Testing
import Rows
import RowsFoundation

// The first article's list items, written with its initialisers and slot names.
@Suite struct ListItemArticleTests {
    @Test func listItemTakesEveryTextLabelledInTheArticlesOrder() {
        expectPicture(ListItem(label: "Label", title: "Title", subtitle: "Subtitle", detail: "Detail"), width: 20, """
            |LABEL               |
            |Title         Detail|
            |Subtitle            |
            """)
    }

    @Test func labelledTitleKeepsItsCallsiteColour() {
        let canvas = ListItem(title: Text("Title").foregroundStyle(.red)).rendered(width: 8)
        #expect(canvas[0, 0].style.foreground == .red)
        #expect(canvas[0, 0].style.attributes.contains(.bold))
    }

    @Test func accountBalanceTakesALabelledTitle() {
        let balance = AccountBalance(title: "Checking", balance: 1234.5, currencyCode: "USD")
            .environment(\.locale, Locale(identifier: "en_US"))
        expectPicture(balance, width: 24, """
            |Checking       $1,234.50|
            """)
    }

    @Test func articleSlotNamesPutAPartOnEachEdge() {
        let item = ListItem(label: "Label", title: "Title", subtitle: "Subtitle", detail: "Detail")
            .listItemLeadingSlot { RoundedRectangle(cornerRadius: 8).stroke().frame(width: 4) }
            .listItemTrailingSlot(alignment: .top) { Text("⋯") }
        expectPicture(item, width: 30, """
            |╭──╮ LABEL                   ⋯|
            |│  │ Title            Detail  |
            |╰──╯ Subtitle                 |
            """)
    }

    @Test func articleSlotNamesWorkOnAnAccountBalance() {
        let balance = AccountBalance(title: "Savings", balance: -42.5, currencyCode: "EUR")
            .listItemLeadingSlot { Label("", icon: .bank) }
            .environment(\.locale, Locale(identifier: "en_US"))
        expectPicture(balance, width: 24, """
            |🏦 Savings       -€42.50|
            """)
    }

    @Test func zeroCornerRadiusDrawsSquareCorners() {
        expectPicture(RoundedRectangle(cornerRadius: 0).stroke(), width: 5, """
            |┌───┐|
            |│   │|
            |└───┘|
            """)
    }
}

@Suite struct ListItemSlotSharingTests {
    @Test func twoSlotsWiderThanTheRoomShareIt() {
        let item = ListItem(title: "Title")
            .listItemLeadingSlot { RoundedRectangle().frame(width: 44) }
            .listItemTrailingSlot { RoundedRectangle().frame(width: 44) }
        expectPicture(item, width: 30, """
            |╭───────╮            ╭───────╮|
            |│       │ Title      │       │|
            |╰───────╯            ╰───────╯|
            """)
    }

    @Test func aNarrowSlotKeepsItsWidthBesideAWideOne() {
        let item = ListItem(title: "Title")
            .listItemLeadingSlot { RoundedRectangle().frame(width: 44) }
            .listItemTrailingSlot { Text("⋯") }
        expectPicture(item, width: 30, """
            |╭───────────────╮             |
            |│               │ Title      ⋯|
            |╰───────────────╯             |
            """)
    }
}
