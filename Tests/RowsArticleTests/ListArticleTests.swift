import Testing
import Rows

private struct Drink: Identifiable {
    var id: Int
    var name: String
    var note: String?
}

private let drinks = (0..<12).map { Drink(id: $0, name: "Drink \($0)", note: $0.isMultiple(of: 3) ? "note \($0)" : nil) }

/// The article's shape: a reader around a list, scrolling as the list appears.
private func readerScrolling(to id: Int, anchor: ScrollAnchor) -> some RowPart {
    ScrollViewReader { proxy in
        List(drinks, selection: id, height: 4) { drink in
            ListItem(drink.name, subtitle: drink.note)
        }
        .onAppear { proxy.scrollTo(id, anchor: anchor) }
    }
}

@Suite struct ListArticleTests {
    @Test func readerScrollsTheItemToTheTop() {
        expectPicture(readerScrolling(to: 6, anchor: .top), width: 12, """
            |▶ Drink 6   |
            |  note 6    |
            |  Drink 7   |
            |  Drink 8   |
            """)
    }

    @Test func readerScrollsTheItemToTheCenter() {
        expectPicture(readerScrolling(to: 6, anchor: .center), width: 12, """
            |  Drink 5   |
            |▶ Drink 6   |
            |  note 6    |
            |  Drink 7   |
            """)
    }

    @Test func readerScrollsTheItemToTheBottom() {
        expectPicture(readerScrolling(to: 6, anchor: .bottom), width: 12, """
            |  Drink 4   |
            |  Drink 5   |
            |▶ Drink 6   |
            |  note 6    |
            """)
    }

    @Test func readerScrollsTheLeastWithNearest() {
        expectPicture(readerScrolling(to: 8, anchor: .nearest), width: 12, """
            |  Drink 6   |
            |  note 6    |
            |  Drink 7   |
            |▶ Drink 8   |
            """)
    }

    @Test func aListInsideAStackIsScrolledByTheReaderAroundTheStack() {
        let part = ScrollViewReader { proxy in
            VStack(alignment: .leading) {
                Text("Drinks")
                List(drinks, height: 2) { drink in Text(drink.name) }
            }
            .onAppear { proxy.scrollTo(10, anchor: .top) }
        }
        expectPicture(part, width: 10, """
            |Drinks    |
            |  Drink 10|
            |  Drink 11|
            """)
    }

    @Test func anIdOfAnotherTypeLeavesTheListAlone() {
        let part = ScrollViewReader { proxy in
            List(drinks, height: 2) { drink in Text(drink.name) }
                .onAppear { proxy.scrollTo("Drink 10") }
        }
        expectPicture(part, width: 9, """
            |  Drink 0|
            |  Drink 1|
            """)
    }

    @Test func listRowClosureIsABuilder() {
        let list = List(Array(drinks.prefix(3)), height: 3) { drink in
            if let note = drink.note {
                ListItem(drink.name, detail: note)
            } else {
                Text(drink.name)
            }
        }
        expectPicture(list, width: 18, """
            |  Drink 0   note 0|
            |  Drink 1         |
            |  Drink 2         |
            """)
    }

    @Test func listOfWrittenRowsSelectsAndScrollsByPosition() {
        let part = ScrollViewReader { proxy in
            List(selection: 2, height: 2) {
                Label("Your location", icon: .walk)
                Label("Walk 10 minutes", icon: .walk)
                Label("Marnixplein", icon: .tram)
                Label("Elandsgracht", icon: .tram)
            }
            .onAppear { proxy.scrollTo(2, anchor: .top) }
        }
        expectPicture(part, width: 18, """
            |▶ 🚊 Marnixplein  |
            |  🚊 Elandsgracht |
            """)
    }

    @Test func aRowThatDoesNotShowSelectionGetsTheGutterInAList() {
        let list = List(Array(drinks.prefix(2)), selection: 1, height: 2) { drink in
            Label(drink.name, icon: .coffee)
        }
        expectPicture(list, width: 14, """
            |  ☕ Drink 0  |
            |▶ ☕ Drink 1  |
            """)
    }
}
