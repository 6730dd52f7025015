import Testing
import Rows
@testable import CardListCore
@testable import Search

/// Result lists the list lets go of are freed when the app says so (in a pause), not
/// between a key and its frame.
@Suite struct RetiredResultsTests {
    let context = makeContext(names: FilterTests.names, rowHeight: 1)

    @Test func closingTheFilterKeepsItsResultsUntilTheyAreReleased() throws {
        var state = typedFilterState("an", in: context)
        weak var shown = state.matches
        #expect(shown != nil)
        state.closeFilter(in: context)
        #expect(state.matches == nil)
        #expect(shown != nil && state.hasRetiredResults)
        state.releaseRetiredResults()
        #expect(shown == nil && !state.hasRetiredResults)
    }

    @Test func narrowingRetiresNothingTheBackspaceCacheStillHolds() {
        var state = typedFilterState("a", in: context)
        weak var first = state.matches
        state.type("n", in: context)
        state.releaseRetiredResults()
        #expect(first != nil)  // kept for Backspace
    }

    @Test func aQueryTheCacheDropsIsFreedOnRelease() {
        var state = typedFilterState("a", in: context)
        weak var first = state.matches
        // As many other queries as the cache keeps: the first falls out of it.
        for letter in "bcelnruy" {
            state.run([.key(.backspace)], in: context)
            state.type(String(letter), in: context)
        }
        #expect(first != nil)
        state.releaseRetiredResults()
        #expect(first == nil)
    }

    @Test func withoutReleaseOnlyTheNewestRetiredListsAreHeld() {
        var state = typedFilterState("a", in: context)
        for letter in "bcelnruyoptfgh" + "bcelnruyoptfgh" {
            state.run([.key(.backspace)], in: context)
            state.type(String(letter), in: context)
        }
        #expect(state.retiredResults.count <= ListState.retiredLimit)
        #expect(state.hasRetiredResults)
    }

    @Test func theCacheReturnsWhatItStopsKeeping() {
        var cache = FilterCache()
        let lists = (0...FilterCache.capacity).map { MatchList(RankedResults(ordered: [RankedMatch(item: $0, score: 1, length: 1)])) }
        var dropped: [MatchList] = []
        for (index, list) in lists.enumerated() { dropped += cache.store(list, for: "q\(index)", itemCount: 10) }
        #expect(dropped.count == 1 && dropped[0] === lists[0])
        let replaced = cache.store(lists[1], for: "q5", itemCount: 10)
        #expect(replaced.count == 1 && replaced[0] === lists[5])
        #expect(cache.removeAll().count == FilterCache.capacity)
        #expect(cache.results(for: "q1", itemCount: 10) == nil)
    }

    @Test func retiredListsHoldAMillionMatchesAtMostBesidesTheNewest() {
        func list(_ count: Int) -> MatchList {
            MatchList(RankedResults(ordered: (0..<count).map { RankedMatch(item: $0, score: 1, length: 1) }))
        }
        var state = smallState()
        let small = list(10), first = list(400_000), second = list(700_000)
        state.retire([small, first])
        #expect(state.retiredResults.count == 2)
        state.retire([second])
        #expect(state.retiredResults.count == 1 && state.retiredResults[0] === second)
    }
}
