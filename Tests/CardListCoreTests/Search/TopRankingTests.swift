import Testing
@testable import CardListCore
@testable import Items
@testable import Search

/// Ranking only the best matches (a screenful's worth) and the rest when the list needs
/// them: whatever is read must be in the full sort's order.
@Suite struct TopRankingTests {
    /// A deterministic generator, so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    /// `count` matches with few distinct scores and lengths, so ties are common, in a
    /// shuffled item order.
    static func randomMatches(_ count: Int, seed: UInt64) -> [RankedMatch] {
        var generator = Generator(state: seed)
        var matches = (0..<count).map { item in
            RankedMatch(item: item, score: Int32.random(in: 0..<8, using: &generator), length: Int32.random(in: 1..<5, using: &generator))
        }
        matches.shuffle(using: &generator)
        return matches
    }

    /// A list of `matches` with only the best `limit` ranked, as a background search leaves it.
    static func list(of matches: [RankedMatch], keepingBest limit: Int) -> MatchList {
        var best = BestMatches(limit: limit)
        for match in matches { best.add(match) }
        return MatchList(best.results())
    }

    static func fullSort(_ matches: [RankedMatch]) -> [RankedMatch] {
        var sorted = matches
        sorted.rank()
        return sorted
    }

    @Test func keepingTheBestThenRankingTheRestOnDemandGivesTheFullSortsOrder() {
        for (seed, limit) in [(1, 1), (2, 7), (3, 64), (4, 300), (5, 2000)] as [(UInt64, Int)] {
            let matches = Self.randomMatches(1500, seed: seed)
            let expected = Self.fullSort(matches)
            var best = BestMatches(limit: limit)
            for match in matches { best.add(match) }
            var results = best.results()
            #expect(results.rankedCount == min(limit, matches.count))
            #expect(Array(results.matches[..<results.rankedCount]) == Array(expected[..<results.rankedCount]), "limit \(limit)")
            // Ask for rows further and further down, as paging does.
            var generator = Generator(state: seed)
            var position = 0
            while position < matches.count {
                results.rank(through: position)
                #expect(results.rankedCount > position)
                #expect(Array(results.matches[..<results.rankedCount]) == Array(expected[..<results.rankedCount]), "limit \(limit) at \(position)")
                position += Int.random(in: 1..<400, using: &generator)
            }
            results.rankAll()
            #expect(results.matches == expected, "limit \(limit)")
        }
    }

    @Test func searchTasksKeepingTheirBestMergeIntoTheBestOfAll() {
        let matches = Self.randomMatches(5000, seed: 9)
        let expected = Self.fullSort(matches)
        let parts = stride(from: 0, to: matches.count, by: 700).map { start in
            var best = BestMatches(limit: 50)
            for match in matches[start..<min(matches.count, start + 700)] { best.add(match) }
            return best.parts()
        }
        var results = RankedResults.combining(parts, limit: 50)
        #expect(results.rankedCount == 50)
        #expect(Array(results.matches[..<50]) == Array(expected[..<50]))
        #expect(Set(results.matches.map(\.item)) == Set(expected.map(\.item)))
        results.rankAll()
        #expect(results.matches == expected)
    }

    @Test func aStoreSearchKeepingTheBestRanksLikeAFullSort() {
        // Names with shared parts, so many match with equal scores; several search tasks.
        let words = ["alpha", "beta", "gamma", "delta", "alp", "bet", "ga", "ma", "al be"]
        var generator = Generator(state: 5)
        let names = (0..<20_000).map { _ in
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
        }
        let store = ItemStore(items: names.map { Item(name: $0) })
        for query in ["a", "al", "bta", "g a", "ma$"] {
            let matcher = Matcher(query: query)
            let full = store.search(matcher, in: store.indices, ranking: .all)
            var top = store.search(matcher, in: store.indices, ranking: .best(40))
            #expect(top.count == full.count, "\(query)")
            #expect(Array(top.matches[..<top.rankedCount]) == Array(full.matches[..<top.rankedCount]), "\(query)")
            top.rankAll()
            #expect(top.matches == full.matches, "\(query)")
            let candidates = full.matches.map(\.item).sorted()
            var among = store.search(matcher, among: candidates, ranking: .best(40))
            among.rankAll()
            #expect(among.matches == full.matches, "\(query)")
        }
    }

    @Test func aRowPastTheRankedOnesIsTheFullSortsRow() {
        let matches = Self.randomMatches(3000, seed: 11)
        let expected = Self.fullSort(matches)
        let list = Self.list(of: matches, keepingBest: 10)
        #expect(list[2999] == expected[2999].item)
        #expect(list[10] == expected[10].item)
        #expect(list[0] == expected[0].item)
    }

    @Test func thePositionOfAnUnrankedMatchIsItsPlaceInTheFullSort() {
        let matches = Self.randomMatches(3000, seed: 12)
        let expected = Self.fullSort(matches)
        let list = Self.list(of: matches, keepingBest: 10)
        let last = expected[2500].item
        #expect(list.position(of: last) == 2500)
        #expect(list.position(of: expected[3].item) == 3)
        #expect(list.position(of: 3000) == nil)
    }

    @Test func askingWhereANonMatchIsRanksNoMoreMatches() {
        let matches = Self.randomMatches(3000, seed: 13).filter { $0.item % 2 == 0 }
        let list = Self.list(of: matches, keepingBest: 10)
        #expect(list.position(of: 1) == nil)
        #expect(list.position(of: 2999) == nil)
        #expect(list.results.rankedCount == 10)
    }

    @Test func candidatesAcrossSegmentsAreEachScoredInTheirOwnSegment() {
        let names = (0..<9).map { ["alpha", "kiwi", "beta"][$0 % 3] + " \($0)" }
        var store = ItemStore()
        for start in stride(from: 0, to: 9, by: 3) {
            store.append(ItemSegment(items: names[start..<start + 3].map { Item(name: $0) }))
        }
        let matcher = Matcher(query: "a")
        let everyMatch = names.indices.filter { matcher.matches(names[$0]) }
        for candidates in [Array(0..<9), [8, 0, 4, 3, 7], [5, 2, 6, 1]] {
            let found = store.search(matcher, among: candidates, sorted: false).map(\.item)
            #expect(found == candidates.filter(everyMatch.contains), "\(candidates)")
        }
    }
}
