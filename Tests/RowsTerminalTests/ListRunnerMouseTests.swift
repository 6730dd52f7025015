import GridTesting
import RowsTerminal
import Testing

/// The mouse selects, chooses and scrolls.
struct ListRunnerMouseTests {
    private func runner() -> ListRunner<Drink> {
        ListRunner(drinkList(), size: Size(width: 16, height: 4))
    }

    @Test func clickSelectsTheRowUnderIt() {
        var runner = runner()
        #expect(runner.update(.mouse(MouseEvent(.click, x: 5, y: 2))) == .redraw)
        #expect(runner.selection == "Cortado")
        #expect(runner.outcome == nil)
    }

    @Test func clickBelowTheScreenChangesNothing() {
        var runner = runner()
        #expect(runner.update(.mouse(MouseEvent(.click, x: 5, y: 4))) == .none)
        #expect(runner.selection == "Espresso")
    }

    @Test func doubleClickChoosesTheRowUnderIt() {
        var runner = runner()
        #expect(runner.update(.mouse(MouseEvent(.doubleClick, x: 0, y: 3))) == .finish)
        #expect(runner.outcome == .chosen(["Latte"]))
    }

    @Test func wheelScrollsThreeLinesAndLeavesTheSelection() {
        var runner = runner()
        runner.update(.mouse(MouseEvent(.wheelDown, x: 0, y: 0)))
        #expect(runner.selection == "Espresso")
        expectGrid(runner.rendered(), """
            |  Latte         |
            |  Flat White    |
            |  Mocha         |
            |  Americano     |
            """)
        runner.update(.mouse(MouseEvent(.wheelUp, x: 0, y: 0)))
        expectGrid(runner.rendered(), """
            |▶ Espresso      |
            |  Cappuccino    |
            |  Cortado       |
            |  Latte         |
            """)
    }

    @Test func clickOnTheSearchFieldSelectsNoRow() {
        var runner = ListRunner(drinkList().searchable(text: \.notes), size: Size(width: 16, height: 4))
        #expect(runner.update(.mouse(MouseEvent(.click, x: 3, y: 0))) == .none)
        runner.update(.mouse(MouseEvent(.click, x: 3, y: 1)))
        #expect(runner.selection == "Espresso")
        runner.update(.mouse(MouseEvent(.click, x: 3, y: 2)))
        #expect(runner.selection == "Cappuccino")
    }
}
