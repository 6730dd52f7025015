import Testing
import Search

/// A narrowed query tests the old matches in input order, whatever order they were ranked
/// in; the search that takes them puts them in that order (``PreviousMatches``).
@Suite struct CandidateOrderTests {
    /// Matches of `items`, scored so that their ranked order is `items`' order.
    func ranked(_ items: [Int]) -> [RankedMatch] {
        items.enumerated().map { offset, item in RankedMatch(item: item, score: Int32(1000 - offset), ties: 0) }
    }

    @Test func manyMatchesComeBackInIncreasingOrderThroughTheBitSet() {
        var generator = SystemRandomNumberGenerator()
        let items = Array(Set((0..<5000).map { _ in Int.random(in: 0..<6000, using: &generator) }))
        let previous = PreviousMatches(matches: ranked(items.shuffled()), itemCount: 6000)
        #expect(previous.items() == items.sorted())
        #expect(previous.count == items.count)
    }

    @Test func fewMatchesAmongManyItemsAreSorted() {
        let previous = PreviousMatches(matches: ranked([900_000, 3, 77, 512_000]), itemCount: 1_000_000)
        #expect(previous.items() == [3, 77, 512_000, 900_000])
    }

    @Test func itemsPastTheEndAreLeftOut() {
        let many = PreviousMatches(matches: ranked(Array((0..<100).reversed()) + [150]), itemCount: 100)
        #expect(many.items() == Array(0..<100))
        let few = PreviousMatches(matches: ranked([5, 2_000_000]), itemCount: 1_000_000)
        #expect(few.items() == [5])
    }

    @Test func withoutSortingTheMatchesKeepTheirOrder() {
        let previous = PreviousMatches(matches: ranked([9, 4, 7]), itemCount: 10, inInputOrder: false)
        #expect(previous.items() == [9, 4, 7])
    }

    @Test func aScopeCountsTheItemsItTests() {
        #expect(FilterScope.items(10..<25).count == 15)
        #expect(FilterScope.previousMatches(PreviousMatches(matches: ranked([4, 1]), itemCount: 5)).count == 2)
    }
}
