import GridTesting
import RowsTerminal
import Testing

/// Where the list opens: the item asked for, at the anchor asked for.
struct ListRunnerScrollTests {
    @Test func theSelectionAskedForIsSelectedAndShownTheLeastScrolled() {
        let runner = ListRunner(drinkList(selection: "Mocha"), size: Size(width: 16, height: 4))
        #expect(runner.selection == "Mocha")
        expectGrid(runner.rendered(), """
            |  Cortado       |
            |  Latte         |
            |  Flat White    |
            |▶ Mocha         |
            """)
    }

    @Test func scrollPositionPutsTheItemAtTheAnchor() {
        let list = drinkList().scrollPosition(id: "Latte", anchor: .top)
        let runner = ListRunner(list, size: Size(width: 16, height: 3))
        #expect(runner.selection == "Latte")
        expectGrid(runner.rendered(), """
            |▶ Latte         |
            |  Flat White    |
            |  Mocha         |
            """)
        let centred = ListRunner(drinkList().scrollPosition(id: "Latte"), size: Size(width: 16, height: 3))
        expectGrid(centred.rendered(), """
            |  Cortado       |
            |▶ Latte         |
            |  Flat White    |
            """)
    }

    @Test func anIdNotAmongTheItemsSelectsTheFirst() {
        let runner = ListRunner(drinkList(selection: "Tea"), size: Size(width: 16, height: 3))
        #expect(runner.selection == "Espresso")
    }

    @Test func downRevealsTheNextCardTheLeastScrolled() {
        let list = TerminalList(Drink.menu, name: \.name) { drink in
            CardRow(drink.name, summary: drink.notes)
        }
        var runner = ListRunner(list, size: Size(width: 20, height: 8))
        runner.update(.key(.down))
        #expect(runner.selection == "Cappuccino")
        expectGrid(runner.rendered(), """
            |│ strong          │░|
            |╰─────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░|
            |┏━━━━━━━━━━━━━━━━━┓ |
            |┃▶Cappuccino      ┃░|
            |┃ foam on top     ┃░|
            |┗━━━━━━━━━━━━━━━━━┛░|
            | ░░░░░░░░░░░░░░░░░░░|
            """)
    }
}
