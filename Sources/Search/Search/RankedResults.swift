/// A query's matches ranked only as far as they are needed: the first ``rankedCount`` are
/// in their final order (best first), and every match after them ranks after all of them,
/// in no particular order until ``rank(through:)`` asks for more.
///
/// Showing a screenful of a million matches so needs only the best few hundred picked out
/// (``BestMatches``), not a sort of them all; the order seen is always the full sort's.
///
///     var results = store.search(matcher, in: store.indices, keepingBest: 512)
///     results.rank(through: 600)          // ranks more of the rest
///     results.matches[600]                // as a full sort would have it
public struct RankedResults: Sendable {
    /// The matches: the ranked ones first, then the rest.
    public private(set) var matches: [RankedMatch]
    /// How many of ``matches`` are in their final order.
    public private(set) var rankedCount: Int

    /// Matches of which the first `rankedCount` are ranked and rank before all the others.
    public init(_ matches: [RankedMatch], rankedCount: Int) {
        self.matches = matches
        self.rankedCount = max(0, min(rankedCount, matches.count))
    }

    /// Matches that are all in their final order (ranked, or in input order with `--no-sort`).
    public init(ordered matches: [RankedMatch]) {
        self.init(matches, rankedCount: matches.count)
    }

    /// How many matches there are.
    public var count: Int { matches.count }

    /// Whether every match is in its final order.
    public var isFullyRanked: Bool { rankedCount == matches.count }

    /// Ranks the matches up to `position` (inclusive), when they are not yet: the best of
    /// the rest are picked out, at least as many again as are ranked, or the rest is sorted
    /// when that would be most of it.
    ///
    /// - Complexity: O(*r* log *k*) for *r* unranked matches and *k* picked out, or
    ///   O(*r* log *r*) when the rest is sorted.
    public mutating func rank(through position: Int) {
        guard position >= rankedCount, !isFullyRanked else { return }
        let remaining = matches.count - rankedCount
        let wanted = max(position + 1 - rankedCount, rankedCount, 256)
        if wanted * 4 >= remaining {
            matches[rankedCount...].sort { $0.ranks(before: $1) }
            rankedCount = matches.count
            return
        }
        var best = BestMatches(limit: wanted)
        for match in matches[rankedCount...] { best.add(match) }
        let (picked, rest) = best.parts()
        matches.replaceSubrange(rankedCount..., with: picked + rest)
        rankedCount += picked.count
    }

    /// Ranks every match.
    public mutating func rankAll() {
        rank(through: matches.count - 1)
        if !isFullyRanked {
            matches[rankedCount...].sort { $0.ranks(before: $1) }
            rankedCount = matches.count
        }
    }

    /// The matches, every one ranked.
    public var allRanked: [RankedMatch] {
        var copy = self
        copy.rankAll()
        return copy.matches
    }

    /// The search tasks' results (each its best ranked, and its rest) as one result with the
    /// best `limit` of them ranked. A part with a rest must have at least `limit` best
    /// (each task keeps its best `limit`), or the rest could hold better ones.
    ///
    /// - Complexity: O(*n*) to gather the *n* matches, plus O(*limit* log *t*) for *t* parts.
    package static func combining(_ parts: [(best: [RankedMatch], rest: [RankedMatch])], limit: Int) -> RankedResults {
        var all: [RankedMatch] = []
        all.reserveCapacity(parts.reduce(0) { $0 + $1.best.count + $1.rest.count })
        // A heap of the parts' next best, by rank: the first `limit` pops are the best overall.
        var taken = Array(repeating: 0, count: parts.count)
        var heads = parts.indices.filter { !parts[$0].best.isEmpty }
        func head(_ part: Int) -> RankedMatch { parts[part].best[taken[part]] }
        func siftDown(_ start: Int) {
            var parent = start
            while true {
                let left = 2 * parent + 1
                guard left < heads.count else { return }
                var best = left
                if left + 1 < heads.count, head(heads[left + 1]).ranks(before: head(heads[left])) { best = left + 1 }
                guard head(heads[best]).ranks(before: head(heads[parent])) else { return }
                heads.swapAt(best, parent)
                parent = best
            }
        }
        for index in stride(from: heads.count / 2, through: 0, by: -1) { siftDown(index) }
        while all.count < limit, let top = heads.first {
            all.append(head(top))
            taken[top] += 1
            if taken[top] == parts[top].best.count {
                heads[0] = heads[heads.count - 1]
                heads.removeLast()
            }
            siftDown(0)
        }
        let rankedCount = all.count
        for (index, part) in parts.enumerated() {
            all += part.best[taken[index]...]
            all += part.rest
        }
        return RankedResults(all, rankedCount: rankedCount)
    }
}
