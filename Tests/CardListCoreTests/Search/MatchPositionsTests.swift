import Testing
@testable import CardListCore
@testable import Search

/// Where a match list finds each match's place: an array over the items' range for many
/// matches, a dictionary for a few spread over a large range.
@Suite struct MatchPositionsTests {
    @Test func fewMatchesOverALargeRangeAreKeptInADictionary() {
        var positions = MatchPositions(matchCount: 3, upperBound: 1_000_000)
        #expect(!positions.isArray)
        positions[999_999] = 2
        positions[40] = -1
        #expect(positions[999_999] == 2)
        #expect(positions[40] == -1)
        #expect(positions[41] == 0)
    }

    @Test func manyMatchesForTheirRangeAreKeptInAnArray() {
        var positions = MatchPositions(matchCount: 100, upperBound: 1000)
        #expect(positions.isArray)
        positions[999] = 7
        #expect(positions[999] == 7)
        #expect(positions[998] == 0)
    }

    @Test func itemsOutsideTheRangeAreNeverMatches() {
        for matchCount in [1, 1000] {
            var positions = MatchPositions(matchCount: matchCount, upperBound: 1000)
            positions[1000] = 5
            positions[-1] = 5
            #expect(positions[1000] == 0)
            #expect(positions[-1] == 0)
        }
    }

    @Test func aListOfFewMatchesAmongManyItemsFindsEachOnesPlaceInTheFullSort() {
        // 60 matches spread over a million items, only the best 10 ranked at first.
        let spread = TopRankingTests.randomMatches(60, seed: 21).map {
            RankedMatch(item: $0.item * 16_661, score: $0.score, ties: $0.ties)
        }
        let expected = TopRankingTests.fullSort(spread)
        var best = BestMatches(limit: 10)
        for match in spread { best.add(match) }
        let list = MatchList(best.results())
        #expect(list.position(of: expected[3].item) == 3)
        #expect(list.position(of: expected[45].item) == 45)
        #expect(list.position(of: expected[45].item + 1) == nil)
        #expect((0..<60).map { list[$0] } == expected.map(\.item))
    }
}
