import GridTesting
import RowsTerminal
import Testing

/// Typing the start of a name jumps to the item.
struct ListRunnerJumpTests {
    private func runner(height: Int = 4) -> ListRunner<Drink> {
        ListRunner(drinkList(), size: Size(width: 16, height: height))
    }

    private func type(_ text: String, into runner: inout ListRunner<Drink>, at start: Duration = .zero) {
        for (index, character) in text.enumerated() {
            runner.update(.key(.character(character)), at: start + .milliseconds(100 * index))
        }
    }

    @Test func typingTheStartOfANameSelectsTheItemAndShowsIt() {
        var runner = runner()
        type("mo", into: &runner)
        #expect(runner.selection == "Mocha")
        expectGrid(runner.rendered(), """
            |  Cortado       |
            |  Latte         |
            |  Flat White    |
            |▶ Mocha         |
            """)
    }

    @Test func caseIsIgnored() {
        var runner = runner()
        type("LA", into: &runner)
        #expect(runner.selection == "Latte")
    }

    @Test func charactersTypedQuicklyAddUpToOnePrefix() {
        var runner = runner()
        type("co", into: &runner)
        #expect(runner.selection == "Cortado")
    }

    @Test func theSameLetterAfterAPauseMovesToTheNextItemStartingWithIt() {
        var runner = runner()
        runner.update(.key(.character("c")), at: .seconds(1))
        #expect(runner.selection == "Cappuccino")
        runner.update(.key(.character("c")), at: .seconds(3))
        #expect(runner.selection == "Cortado")
    }

    @Test func theSearchGoesRoundPastTheEnd() {
        var runner = runner()
        runner.update(.key(.end))
        type("e", into: &runner)
        #expect(runner.selection == "Espresso")
    }

    @Test func aPrefixNoNameHasLeavesTheSelection() {
        var runner = runner()
        runner.update(.key(.down))
        type("zz", into: &runner)
        #expect(runner.selection == "Cappuccino")
    }

    @Test func aSpaceWhileTypingIsPartOfTheName() {
        var runner = ListRunner(drinkList(), size: Size(width: 16, height: 4), allowsMarks: true)
        type("flat w", into: &runner)
        #expect(runner.selection == "Flat White")
        #expect(runner.marked.isEmpty)
    }

    @Test func aListWithoutNamesIgnoresTyping() {
        let list = TerminalList(Drink.menu) { drink in ListItem(drink.name) }
        var runner = ListRunner(list, size: Size(width: 16, height: 4))
        type("la", into: &runner)
        #expect(runner.selection == "Espresso")
    }
}
