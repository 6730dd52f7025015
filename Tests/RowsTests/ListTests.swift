import Testing
import Rows

/// A coffee of the second article, with a one- or two-line row.
private struct Coffee: Identifiable {
    var id: String
    var note: String?
}

private let coffees = [
    Coffee(id: "Espresso"), Coffee(id: "Cappuccino", note: "foam"), Coffee(id: "Latte"),
    Coffee(id: "Flat White", note: "velvet"), Coffee(id: "Mocha"), Coffee(id: "Cortado", note: "half"),
    Coffee(id: "Americano"), Coffee(id: "Ristretto", note: "short"),
]

/// The list of coffees, `height` lines tall: a name, and a second line when there is a note.
private func coffeeList(selection: String? = nil, height: Int = 5) -> List<ArrayContent<Coffee>> {
    List(coffees, selection: selection, height: height) { coffee in
        ListItem(coffee.id, subtitle: coffee.note)
    }
}

/// The library's `List` and `ScrollViewReader`, through the public API only (what a
/// package that depends on `Rows` can write).
@Suite struct ListTests {
    @Test func listShowsItsFirstRowsAndTheSelection() {
        let list = coffeeList(selection: "Cappuccino")
        expectGrid(list.rendered(width: 16), """
            |  Espresso      |
            |▶ Cappuccino    |
            |  foam          |
            |  Latte         |
            |  Flat White    |
            """)
    }

    @Test func scrollToWithTopAnchorPutsTheRowAtTheTop() {
        var list = coffeeList()
        list.scrollTo("Latte", anchor: .top, width: 16)
        expectGrid(list.rendered(width: 16), """
            |  Latte         |
            |  Flat White    |
            |  velvet        |
            |  Mocha         |
            |  Cortado       |
            """)
    }

    @Test func scrollToWithBottomAnchorCanLeaveTheTopRowPartlyVisible() {
        var list = coffeeList()
        list.scrollTo("Mocha", anchor: .bottom, width: 16)
        #expect(list.viewport.offset == ViewportOffset(row: 1, line: 1))
        expectGrid(list.rendered(width: 16), """
            |  foam          |
            |  Latte         |
            |  Flat White    |
            |  velvet        |
            |  Mocha         |
            """)
    }

    @Test func scrollToWithCenterAnchorCentresTheRow() {
        var list = coffeeList()
        list.scrollTo("Flat White", anchor: .center, width: 16)
        expectGrid(list.rendered(width: 16), """
            |  Latte         |
            |  Flat White    |
            |  velvet        |
            |  Mocha         |
            |  Cortado       |
            """)
    }

    @Test func scrollToNearestScrollsOnlyAsFarAsNeeded() {
        var list = coffeeList()
        list.scrollTo("Mocha", width: 16)
        let once = list.viewport.offset
        list.scrollTo("Latte", width: 16)
        #expect(list.viewport.offset == once)  // Latte is already on screen
        list.scrollTo("Espresso", width: 16)
        #expect(list.viewport.offset == .top)
    }

    @Test func scrollToTheLastRowStopsAtTheListsEnd() {
        var list = coffeeList()
        list.scrollTo("Ristretto", anchor: .top, width: 16)
        expectGrid(list.rendered(width: 16), """
            |  Cortado       |
            |  half          |
            |  Americano     |
            |  Ristretto     |
            |  short         |
            """)
    }

    @Test func scrollToAnUnknownIdChangesNothing() {
        var list = coffeeList()
        list.scrollTo("Matcha", anchor: .bottom, width: 16)
        #expect(list.viewport.offset == .top)
    }

    @Test func scrollToFindsItemsAddedAfterTheListWasMade() {
        var list = coffeeList(height: 2)
        list.items.append(Coffee(id: "Affogato", note: "gelato"))
        list.scrollTo("Affogato", anchor: .top, width: 16)
        expectGrid(list.rendered(width: 16), """
            |  Affogato      |
            |  gelato        |
            """)
    }

    @Test func scrollViewReaderScrollsAtTheWidthItIsDrawn() {
        let reader = ScrollViewReader(coffeeList(selection: "Cortado", height: 4)) { proxy in
            proxy.scrollTo("Cortado", anchor: .center)
        }
        expectGrid(reader.rendered(width: 16), """
            |  Mocha         |
            |▶ Cortado       |
            |  half          |
            |  Americano     |
            """)
    }

    @Test func guideExampleScrollsMochaToTheBottom() {
        let reader = ScrollViewReader { proxy in
            List(Array(coffees.prefix(6)), selection: "Mocha", height: 4) { coffee in
                ListItem(coffee.id, subtitle: coffee.note)
            }
            .onAppear { proxy.scrollTo("Mocha", anchor: .bottom) }
        }
        expectGrid(reader.rendered(width: 16), """
            |  Latte         |
            |  Flat White    |
            |  velvet        |
            |▶ Mocha         |
            """)
    }

    @Test func aRowTallerThanTheListIsMarkedWhereItIsCutAndCanBeReadThrough() {
        let note = String(repeating: "Velvety foam over a double ristretto. ", count: 4)
        let tall = [Coffee(id: "Flat White", note: note), Coffee(id: "Latte")]
        var list = List(tall, height: 4) { coffee in
            CardRow(coffee.id, summary: coffee.note ?? "")
        }
        list.scrollTo("Flat White", width: 24)
        list.scroll(byLines: 3, width: 24)
        expectGrid(list.rendered(width: 24), """
            |│ double ristretto.  ▲│░|
            |│ Velvety foam over a │░|
            |│ double ristretto.   │░|
            |│ Velvety foam over a▼│░|
            """)
    }

    @Test func selectRevealsTheSelectedRow() {
        var list = coffeeList(height: 3)
        list.select("Latte", width: 12)
        #expect(list.selection == "Latte")
        expectGrid(list.rendered(width: 12), """
            |  Cappuccino|
            |  foam      |
            |▶ Latte     |
            """)
    }

    @Test func onlyTheRowsOnScreenAreBuilt() {
        let counter = BuildCounter()
        let many = (0..<100_000).map { Coffee(id: "coffee \($0)") }
        var list = List(many, height: 4) { coffee in
            counter.count += 1
            return ListItem(coffee.id)
        }
        list.scrollTo("coffee 50000", anchor: .center, width: 20)
        _ = list.rendered(width: 20)
        #expect(counter.count < 20)
    }
}

/// Counts how many rows a list builds.
private final class BuildCounter: @unchecked Sendable {
    var count = 0
}
