import Testing
@testable import CardListCore
@testable import Search
import Items

/// The list over a background search's results of which only the best few are ranked:
/// paging, End, narrowing, Backspace and loading show what a full sort would.
@Suite struct TopRankingStateTests {
    /// 50,000 names (enough for a background search) of which many match "a", with ties.
    static let names: [String] = (0..<ListState.backgroundThreshold).map { index in
        ["Apple", "Banana", "Avocado", "Plum", "Papaya", "Kiwi", "Grape", "Lime"][index % 8] + " \(index % 97)"
    }

    func backgroundContext(_ names: [String] = Self.names) -> TestList {
        var context = makeContext(names: names, rowHeight: 1, indexed: false)
        context.search.runsInBackground = true
        return context
    }

    /// Answers the pending search with only the best `kept` matches ranked (the rest
    /// shuffled after them, as worker tasks leave them); returns the full sort's items.
    @discardableResult
    func finishSearch(_ state: inout ListState, keeping kept: Int, in context: TestList) -> [Int] {
        guard let request = state.pendingSearch else { return [] }
        let full = context.rankedMatches(of: request.matcher, in: request.scope)
        var generator = TopRankingTests.Generator(state: 3)
        var best = BestMatches(limit: kept)
        for match in full.shuffled(using: &generator) { best.add(match) }
        state.applySearch(request, results: best.results(), in: context)
        return full.map(\.item)
    }

    @Test func aBackgroundSearchAsksForOnlyTheBestFewScreenfulsRanked() {
        let context = backgroundContext()
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("a", in: context)
        #expect(state.pendingSearch?.ranking == .best(ListState.rankedAhead))
    }

    @Test func pagingPastTheRankedMatchesShowsTheFullSortsOrder() {
        let context = backgroundContext()
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("a", in: context)
        let expected = finishSearch(&state, keeping: 5, in: context)
        #expect(state.selection == expected[0])
        for _ in 0..<4 { state.run([.key(.pageDown)], in: context) }
        let position = state.selectedPosition(in: context)!
        #expect(position > 5)
        #expect(state.selection == expected[position])
        #expect(Array(state.filteredItems!.prefix(40)) == Array(expected.prefix(40)))
    }

    @Test func endSelectsTheLastMatchOfTheFullSort() {
        let context = backgroundContext()
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("a", in: context)
        let expected = finishSearch(&state, keeping: 5, in: context)
        state.selectLast(in: context)  // (End is the query line's own key while it is open)
        #expect(state.selection == expected.last)
        #expect(state.filteredItems.map(Array.init) == expected)
    }

    @Test func narrowingPartlyRankedResultsSearchesAllOfThem() {
        let context = backgroundContext()
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("a", in: context)
        finishSearch(&state, keeping: 5, in: context)
        let tested = SearchLog()
        var counting = context
        counting.searches = tested
        state.type("p", in: counting)
        finishSearch(&state, keeping: 5, in: counting)
        let first = Matcher(query: "a")
        #expect(tested.candidates == Self.names.indices.filter { first.matches(Self.names[$0]) })
        let expected = context.rankedMatches(of: Matcher(query: "ap"), in: .items(Self.names.indices)).map(\.item)
        #expect(state.filteredItems.map(Array.init) == expected)
    }

    @Test func backspaceShowsTheEarlierPartlyRankedResultsInOrder() {
        let context = backgroundContext()
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("a", in: context)
        let expected = finishSearch(&state, keeping: 5, in: context)
        state.type("v", in: context)
        finishSearch(&state, keeping: 5, in: context)
        state.run([.key(.backspace)], in: context)
        #expect(!state.isSearching)
        #expect(state.filteredItems.map(Array.init) == expected)
    }

    @Test func itemsReadAfterAPartlyRankedSearchTakeTheirPlaceInTheFullSort() {
        let all = Self.names + ["a", "Apple", "zzz", "Avocado 1"]
        var context = backgroundContext(Array(all.prefix(Self.names.count)))
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("a", in: context)
        finishSearch(&state, keeping: 5, in: context)
        context = backgroundContext(all)
        state.itemsDidChange(in: context)
        let matcher = Matcher(query: "a")
        let expected = context.rankedMatches(of: matcher, in: .items(0..<all.count)).map(\.item)
        #expect(state.filteredItems.map(Array.init) == expected)
        #expect(state.selection == expected[0])
    }

    @Test func narrowingTenThousandCandidatesRunsInTheBackground() {
        let context = backgroundContext()
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("pl", in: context)  // Apple and Plum: 12,500 matches
        finishSearch(&state, keeping: 5, in: context)
        #expect(state.matchCount == 12_500)
        state.type("u", in: context)
        guard case let .previousMatches(previous)? = state.pendingSearch?.scope else {
            Issue.record("narrowing 12,500 candidates ran on the UI thread")
            return
        }
        #expect(previous.count == 12_500)
        #expect(previous.items() == previous.matches.map(\.item).sorted())
        finishSearch(&state, keeping: 5, in: context)
        #expect(state.matchCount == 6_250)
    }
}
