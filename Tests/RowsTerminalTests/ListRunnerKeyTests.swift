import GridTesting
import RowsTerminal
import Testing

/// Keys move the selection, choose and cancel, with no terminal.
struct ListRunnerKeyTests {
    private func runner(height: Int = 4, selection: String? = nil) -> ListRunner<Drink> {
        ListRunner(drinkList(selection: selection), size: Size(width: 16, height: height))
    }

    @Test func firstFrameShowsTheTopRowsWithTheFirstSelected() {
        let runner = runner()
        #expect(runner.selection == "Espresso")
        expectGrid(runner.rendered(), """
            |▶ Espresso      |
            |  Cappuccino    |
            |  Cortado       |
            |  Latte         |
            """)
    }

    @Test func downAndUpMoveTheSelectionOneRowAndScroll() {
        var runner = runner()
        for _ in 0..<4 { #expect(runner.update(.key(.down)) == .redraw) }
        #expect(runner.selection == "Flat White")
        expectGrid(runner.rendered(), """
            |  Cappuccino    |
            |  Cortado       |
            |  Latte         |
            |▶ Flat White    |
            """)
        runner.update(.key(.up))
        #expect(runner.selection == "Latte")
    }

    @Test func controlNAndControlPMoveAsDownAndUp() {
        var runner = runner()
        runner.update(.key(.control("n")))
        runner.update(.key(.control("n")))
        runner.update(.key(.control("p")))
        #expect(runner.selection == "Cappuccino")
    }

    @Test func movingStopsAtTheEnds() {
        var runner = runner()
        runner.update(.key(.up))
        #expect(runner.selection == "Espresso")
        runner.update(.key(.end))
        runner.update(.key(.down))
        #expect(runner.selection == "Macchiato")
    }

    @Test func homeAndEndSelectTheFirstAndTheLastItem() {
        var runner = runner()
        runner.update(.key(.end))
        #expect(runner.selection == "Macchiato")
        expectGrid(runner.rendered(), """
            |  Flat White    |
            |  Mocha         |
            |  Americano     |
            |▶ Macchiato     |
            """)
        runner.update(.key(.home))
        #expect(runner.selection == "Espresso")
    }

    @Test func pageDownSelectsTheLastRowOnScreenThenShowsTheNextPage() {
        var runner = runner()
        runner.update(.key(.pageDown))
        #expect(runner.selection == "Latte")
        runner.update(.key(.pageDown))
        #expect(runner.selection == "Macchiato")
        expectGrid(runner.rendered(), """
            |  Flat White    |
            |  Mocha         |
            |  Americano     |
            |▶ Macchiato     |
            """)
    }

    @Test func pageUpSelectsTheFirstRowOnScreenThenShowsThePreviousPage() {
        var runner = runner()
        runner.update(.key(.end))
        runner.update(.key(.pageUp))
        #expect(runner.selection == "Flat White")
        runner.update(.key(.pageUp))
        #expect(runner.selection == "Espresso")
        expectGrid(runner.rendered(), """
            |▶ Espresso      |
            |  Cappuccino    |
            |  Cortado       |
            |  Latte         |
            """)
    }

    @Test func enterChoosesTheSelectedItem() {
        var runner = runner()
        runner.update(.key(.down))
        #expect(runner.update(.key(.enter)) == .finish)
        #expect(runner.outcome == .chosen(["Cappuccino"]))
    }

    @Test(arguments: [Key.escape, .control("c")])
    func escapeAndControlCCancel(key: Key) {
        var runner = runner()
        #expect(runner.update(.key(key)) == .finish)
        #expect(runner.outcome == .cancelled)
    }

    @Test func eventsAfterTheEndChangeNothing() {
        var runner = runner()
        runner.update(.key(.enter))
        #expect(runner.update(.key(.down)) == .none)
        #expect(runner.selection == "Espresso")
        #expect(runner.outcome == .chosen(["Espresso"]))
    }

    @Test func controlZSuspendsAndControlLRepaints() {
        var runner = runner()
        #expect(runner.update(.key(.control("z"))) == .suspend)
        #expect(runner.update(.key(.control("l"))) == .fullRepaint)
        #expect(runner.outcome == nil)
    }

    @Test func resizeFillsTheNewSizeAndKeepsTheSelectionInView() {
        var runner = runner(height: 6)
        runner.update(.key(.end))
        #expect(runner.update(.resize(width: 12, height: 3)) == .redraw)
        expectGrid(runner.rendered(), """
            |  Mocha     |
            |  Americano |
            |▶ Macchiato |
            """)
    }

    @Test func anEmptyListSaysSoAndEnterChoosesNothing() {
        var runner = ListRunner(drinkList([]), size: Size(width: 12, height: 2))
        #expect(runner.update(.key(.enter)) == .none)
        #expect(runner.outcome == nil)
        expectGrid(runner.rendered(), """
            |  No items  |
            |            |
            """)
    }
}
