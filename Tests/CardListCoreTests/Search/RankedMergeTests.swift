import Testing
@testable import CardListCore
@testable import Search

/// The ranked matches of many chunks, merged as they are printed.
@Suite struct RankedMergeTests {
    /// `count` ranked arrays of pseudo-random matches, items numbered across them.
    private func parts(_ count: Int, seed: UInt64) -> [[RankedMatch]] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var item = 0
        return (0..<count).map { _ in
            var part = (0..<next(40)).map { _ -> RankedMatch in
                defer { item += 1 }
                return RankedMatch(item: item, score: Int32(next(5)), length: Int32(next(4)))
            }
            part.rank()
            return part
        }
    }

    @Test(arguments: [0, 1, 2, 7, 33] as [Int])
    func forEachRankedGivesTheMergedRankingsOrder(count: Int) {
        let parts = parts(count, seed: UInt64(count) + 1)
        var visited: [RankedMatch] = []
        parts.forEachRanked { visited.append($0) }
        #expect(visited == parts.mergedRanking())
        #expect(visited.count == parts.reduce(0) { $0 + $1.count })
    }

    @Test func emptyArraysAmongOthersAreSkipped() {
        let one = RankedMatch(item: 3, score: 9, length: 1), two = RankedMatch(item: 1, score: 2, length: 1)
        var visited: [RankedMatch] = []
        [[], [one], [], [two], []].forEachRanked { visited.append($0) }
        #expect(visited == [one, two])
    }
}
