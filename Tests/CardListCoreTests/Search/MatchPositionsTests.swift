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
        let list = TopRankingTests.list(of: spread, keepingBest: 10)
        #expect(list.position(of: expected[3].item) == 3)
        #expect(list.position(of: expected[45].item) == 45)
        #expect(list.position(of: expected[45].item + 1) == nil)
        #expect((0..<60).map { list[$0] } == expected.map(\.item))
    }

    @Test func positionsPastTheFirstRowsAreFoundOnceEveryMatchIsIndexed() {
        // 5,000 matches, the best 1,500 ranked: more than the rows looked through first.
        let matches = TopRankingTests.randomMatches(5000, seed: 7)
        let expected = TopRankingTests.fullSort(matches)
        let list = TopRankingTests.list(of: matches, keepingBest: 1500)
        #expect(MatchList.headLength < 1500)
        for position in [0, 7, MatchList.headLength - 1, MatchList.headLength, 1499, 1500, 4999] {
            #expect(list.position(of: expected[position].item) == position, "position \(position)")
        }
        #expect(list.position(of: -1) == nil)
        #expect(list.position(of: 1_000_000) == nil)
        #expect((0..<5000).map { list[$0] } == expected.map(\.item))
    }
}
