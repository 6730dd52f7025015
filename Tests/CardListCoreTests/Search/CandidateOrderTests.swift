import Testing
@testable import CardListCore
import Search

/// A narrowed query tests the old matches in input order, whatever order they were ranked in.
@Suite struct CandidateOrderTests {
    /// Matches of `items`, scored so that their ranked order is `items`' order.
    func ranked(_ items: [Int]) -> [RankedMatch] {
        items.enumerated().map { offset, item in RankedMatch(item: item, score: Int32(1000 - offset), ties: 0) }
    }

    @Test func manyMatchesComeBackInIncreasingOrderThroughTheBitSet() {
        var generator = SystemRandomNumberGenerator()
        let items = Array(Set((0..<5000).map { _ in Int.random(in: 0..<6000, using: &generator) }))
        let ordered = ListState.inInputOrder(ranked(items.shuffled()), below: 6000)
        #expect(ordered == items.sorted())
        #expect(ListState.inInputOrder(items.shuffled(), below: 6000) == items.sorted())
    }

    @Test func fewMatchesAmongManyItemsAreSorted() {
        let items = [900_000, 3, 77, 512_000]
        #expect(ListState.inInputOrder(ranked(items), below: 1_000_000) == [3, 77, 512_000, 900_000])
    }

    @Test func itemsPastTheEndAreLeftOut() {
        let items = Array((0..<100).reversed()) + [150]
        #expect(ListState.inInputOrder(ranked(items), below: 100) == Array(0..<100))
    }
}
