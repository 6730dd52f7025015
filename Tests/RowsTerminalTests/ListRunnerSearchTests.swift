import GridTesting
import RowsTerminal
import Testing

/// The search field filters the items by their text.
struct ListRunnerSearchTests {
    private func runner(_ matching: SearchMatching = .substring, query: String = "") -> ListRunner<Drink> {
        ListRunner(drinkList().searchable(text: \.notes, prompt: "Find", query: query, matching: matching),
                   size: Size(width: 20, height: 4))
    }

    private func type(_ text: String, into runner: inout ListRunner<Drink>) {
        for character in text { runner.update(.key(.character(character))) }
    }

    @Test func theEmptyFieldShowsThePromptAndTheCount() {
        let runner = runner()
        expectGrid(runner.rendered(), """
            |>  Find          8/8|
            |▶ Espresso          |
            |  Cappuccino        |
            |  Cortado           |
            """)
        #expect(runner.rendered()[2, 0].style == Style(.reverse))
    }

    @Test func escapeClearsAQueryFirstAndLeavesOnlyFromAnEmptyField() {
        var runner = runner()
        type("MILK", into: &runner)
        #expect(runner.update(.key(.escape)) == .redraw)
        #expect(runner.query == "")
        #expect(runner.outcome == nil)
        #expect(runner.shownItems.count == 8)
        #expect(runner.update(.key(.escape)) == .finish)
        #expect(runner.outcome == .cancelled)
    }

    @Test func controlCLeavesEvenWithAQuery() {
        var runner = runner()
        type("MILK", into: &runner)
        #expect(runner.update(.key(.control("c"))) == .finish)
        #expect(runner.outcome == .cancelled)
    }

    @Test func typingKeepsTheItemsWhoseTextContainsTheQueryIgnoringCase() {
        var runner = runner()
        type("MILK", into: &runner)
        #expect(runner.query == "MILK")
        #expect(runner.shownItems.map(\.name) == ["Cortado", "Latte", "Flat White"])
        #expect(runner.selection == "Cortado")
        expectGrid(runner.rendered(), """
            |> MILK           3/8|
            |▶ Cortado           |
            |  Latte             |
            |  Flat White        |
            """)
    }

    @Test func aSubsequenceMatchesLettersInOrder() {
        var runner = runner(.subsequence)
        type("fm", into: &runner)
        #expect(runner.shownItems.map(\.name) == ["Cappuccino", "Cortado", "Macchiato"])
        var substring = self.runner()
        type("fm", into: &substring)
        #expect(substring.shownItems.isEmpty)
    }

    @Test func backspaceWidensTheSearchAgain() {
        var runner = runner()
        type("foam", into: &runner)
        #expect(runner.shownItems.map(\.name) == ["Cappuccino", "Macchiato"])
        for _ in 0..<4 { runner.update(.key(.backspace)) }
        #expect(runner.query == "")
        #expect(runner.shownItems.count == 8)
    }

    @Test func noMatchSaysSoAndEnterChoosesNothing() {
        var runner = runner()
        type("tea", into: &runner)
        #expect(runner.update(.key(.enter)) == .none)
        #expect(runner.outcome == nil)
        expectGrid(runner.rendered(), """
            |> tea            0/8|
            |  No matches        |
            |                    |
            |                    |
            """)
    }

    @Test func theQueryTheListOpensWithIsApplied() {
        let runner = runner(query: "long")
        #expect(runner.shownItems.map(\.name) == ["Americano"])
    }

    @Test func enterChoosesAmongTheItemsShown() {
        var runner = runner()
        type("milk", into: &runner)
        runner.update(.key(.down))
        runner.update(.key(.enter))
        #expect(runner.outcome == .chosen(["Latte"]))
    }

    @Test func controlWDropsAWordAndControlUTheWholeQuery() {
        var runner = runner()
        type("a spot", into: &runner)
        runner.update(.key(.control("w")))
        #expect(runner.query == "a ")
        runner.update(.key(.control("u")))
        #expect(runner.query == "")
        #expect(runner.shownItems.count == 8)
    }

    @Test func pastedTextGoesIntoTheQueryWithLineBreaksAsSpaces() {
        var runner = runner()
        runner.update(.paste("velvet\nmilk"))
        #expect(runner.query == "velvet milk")
        #expect(runner.shownItems.map(\.name) == ["Flat White"])
    }

    @Test func typingGoesToTheFieldNotToTheJump() {
        var runner = runner()
        type("m", into: &runner)
        #expect(runner.query == "m")
        // The first item whose notes hold an "m", not Mocha, whose name starts with one.
        #expect(runner.selection == "Cappuccino")
    }
}
