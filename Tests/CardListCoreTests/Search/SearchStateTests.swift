import Testing
@testable import CardListCore
@testable import Search

/// The filter line with searches off the UI thread, narrowing and the cache of recent queries.
@Suite struct SearchStateTests {
    static let names = ["Apple", "Banana", "Café au lait", "cherry", "Åland", "avocado", "Blueberry"]

    /// A context whose searches run in the background, with ``backgroundThreshold`` items
    /// (the names first, then filler that matches nothing the tests type).
    func backgroundContext() -> TestList {
        let names = Self.names + Array(repeating: "zzz", count: ListState.backgroundThreshold - Self.names.count)
        var context = makeContext(names: names, rowHeight: 1, indexed: false)
        context.search.runsInBackground = true
        return context
    }

    /// Runs the pending search as the app would, on the context's items.
    func finishSearch(_ state: inout ListState, in context: TestList) {
        guard let request = state.pendingSearch else { return }
        state.applySearch(request, results: context.rankedMatches(of: request.matcher, in: request.scope), in: context)
    }

    @Test func aBackgroundSearchKeepsTheListUntilItsResultsArrive() {
        let context = backgroundContext()
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("bl", in: context)
        #expect(state.isSearching)
        #expect(state.filteredItems == nil)  // still every item
        finishSearch(&state, in: context)
        #expect(!state.isSearching)
        #expect(state.filteredItems == [6])
        #expect(state.selection == 6)
    }

    @Test func theStatusSaysWhileASearchRuns() {
        let context = backgroundContext()
        var state = smallState(width: 30)
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("a", in: context)
        #expect(StatusLine(state: state, itemCount: context.count, charset: .unicode).parts.contains("searching…"))
        finishSearch(&state, in: context)
        #expect(StatusLine(state: state, itemCount: context.count, charset: .unicode).parts == ["5/50000"])
    }

    @Test func typingWhileASelectiveSearchRunsNarrowsItsResultsWhenTheyArrive() {
        let context = backgroundContext()
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("blu", in: context)
        let running = state.pendingSearch!
        state.type("e", in: context)
        #expect(state.pendingSearch?.id == running.id)  // not restarted over every item
        finishSearch(&state, in: context)
        #expect(!state.isSearching)
        #expect(state.filterQuery == "blue")
        #expect(state.filteredItems == [6])
    }

    @Test func typingWhileAOneLetterSearchRunsStartsTheLongerQueryAfresh() {
        let context = backgroundContext()
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("b", in: context)
        let running = state.pendingSearch!
        state.type("l", in: context)
        #expect(state.pendingSearch?.id != running.id)
        finishSearch(&state, in: context)
        #expect(state.filteredItems == [6])
    }

    @Test func aNewerQueryMakesAnOlderSearchStale() {
        let context = backgroundContext()
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("b", in: context)
        let older = state.pendingSearch!
        state.run([.key(.backspace)], in: context)
        state.type("l", in: context)
        let shown = state.applySearch(older, results: [RankedMatch(item: 1, score: 1, length: 6)], in: context)
        #expect(!shown)
        #expect(state.filteredItems == nil)
        finishSearch(&state, in: context)
        // The l that starts a word first, then the shorter names.
        #expect(state.filteredItems == [2, 0, 4, 6])
    }

    @Test func typingOneMoreCharacterSearchesOnlyThePreviousMatchesAtOnce() {
        let context = backgroundContext()
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("b", in: context)
        finishSearch(&state, in: context)
        let tested = SearchLog()
        var counting = context
        counting.searches = tested
        state.type("l", in: counting)
        #expect(!state.isSearching)  // two candidates: no need for a background search
        #expect(tested.candidates == [1, 6])
        #expect(state.filteredItems == [6])
    }

    @Test func anOperatorThatWidensTheQuerySearchesEverything() {
        #expect(ListState.narrows("ab", to: "abc"))
        #expect(!ListState.narrows("ab", to: "ab | c"))
        #expect(!ListState.narrows("!a", to: "!ab"))
        #expect(!ListState.narrows("a\\", to: "a\\ b"))
        #expect(!ListState.narrows("", to: "a"))
    }

    @Test func backspaceFindsTheEarlierResultsWithoutASearch() {
        let context = backgroundContext()
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("b", in: context)
        finishSearch(&state, in: context)
        state.type("l", in: context)
        finishSearch(&state, in: context)
        state.run([.key(.backspace)], in: context)
        #expect(!state.isSearching)
        #expect(state.filteredItems == [1, 6])
    }
}
