import GridTesting
import RowsTerminal
import Testing

/// Marking several items, and the order they are returned in.
struct ListRunnerMarkTests {
    private func runner(_ list: TerminalList<Drink> = drinkList()) -> ListRunner<Drink> {
        ListRunner(list, size: Size(width: 16, height: 4), allowsMarks: true)
    }

    @Test func tabMarksAndMovesDownAndMarkedRowsShowTheMark() {
        var runner = runner()
        runner.update(.key(.tab))
        runner.update(.key(.down))
        runner.update(.key(.tab))
        #expect(runner.marked == ["Espresso", "Cortado"])
        #expect(runner.selection == "Latte")
        expectGrid(runner.rendered(), """
            | ✓ Espresso     |
            |   Cappuccino   |
            | ✓ Cortado      |
            |▶  Latte        |
            """)
    }

    @Test func enterReturnsTheMarkedItemsInTheItemsOrder() {
        var runner = runner()
        runner.update(.key(.end))
        runner.update(.key(.character(" ")), at: .seconds(5))
        runner.update(.key(.home))
        runner.update(.key(.character(" ")), at: .seconds(10))
        runner.update(.key(.enter))
        #expect(runner.outcome == .chosen(["Espresso", "Macchiato"]))
    }

    @Test func shiftTabUnmarksAndMovesUp() {
        var runner = runner()
        runner.update(.key(.tab))
        runner.update(.key(.up))
        runner.update(.key(.backTab))
        #expect(runner.marked.isEmpty)
        #expect(runner.selection == "Espresso")
    }

    @Test func withNothingMarkedEnterReturnsTheSelectedItem() {
        var runner = runner()
        runner.update(.key(.down))
        runner.update(.key(.enter))
        #expect(runner.outcome == .chosen(["Cappuccino"]))
    }

    @Test func marksStayWhileTheSearchHidesTheirItems() {
        var runner = runner(drinkList().searchable(text: \.notes))
        runner.update(.key(.tab))
        for character in "milk" { runner.update(.key(.character(character))) }
        runner.update(.key(.tab))
        #expect(runner.marked == ["Espresso", "Cortado"])
        runner.update(.key(.enter))
        #expect(runner.outcome == .chosen(["Espresso", "Cortado"]))
    }

    @Test func aListThatDoesNotAllowMarksIgnoresTabAndSpace() {
        var runner = ListRunner(drinkList(), size: Size(width: 16, height: 4))
        runner.update(.key(.tab))
        runner.update(.key(.character(" ")))
        #expect(runner.marked.isEmpty)
        expectGrid(runner.rendered(), """
            |▶ Espresso      |
            |  Cappuccino    |
            |  Cortado       |
            |  Latte         |
            """)
    }
}
