/// Collects matches one at a time and keeps the best `limit` of them apart from the rest,
/// so that a screenful can be shown without sorting every match.
///
///     var best = BestMatches(limit: 2)
///     for match in found { best.add(match) }
///     let results = best.results()   // the best two ranked, the others after them unsorted
///
/// The kept ones sit in a heap whose root is the one that ranks last among them: a match
/// that does not beat it goes straight to the rest, so most matches cost one comparison.
public struct BestMatches: Sendable {
    /// How many matches are kept ranked.
    public let limit: Int
    /// The best matches so far, a heap with the one ranking last at the root.
    private(set) var kept: [RankedMatch] = []
    /// Every other match, in the order it was added or pushed out.
    private(set) var rest: [RankedMatch] = []

    public init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// How many matches were added.
    public var count: Int { kept.count + rest.count }

    /// Adds `match`, keeping it when it is among the best `limit` so far.
    ///
    /// - Complexity: O(1) when it does not beat the worst kept one, else O(log *limit*).
    @inline(__always)
    public mutating func add(_ match: RankedMatch) {
        if kept.count < limit {
            kept.append(match)
            siftUp(kept.count - 1)
        } else if limit > 0, match.ranks(before: kept[0]) {
            rest.append(kept[0])
            kept[0] = match
            siftDown(0)
        } else {
            rest.append(match)
        }
    }

    /// The kept matches ranked, the rest after them in no particular order.
    public func results() -> RankedResults {
        var ranked = kept
        ranked.rank()
        let rankedCount = ranked.count
        ranked += rest
        return RankedResults(ranked, rankedCount: rankedCount)
    }

    /// The kept matches ranked, and the rest.
    public func parts() -> (best: [RankedMatch], rest: [RankedMatch]) {
        var ranked = kept
        ranked.rank()
        return (ranked, rest)
    }

    /// Whether heap entry `a` ranks after `b` (the heap's root is the one ranking last).
    @inline(__always)
    private func isWorse(_ a: Int, than b: Int) -> Bool {
        kept[b].ranks(before: kept[a])
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard isWorse(child, than: parent) else { return }
            kept.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < kept.count else { return }
            var worst = left
            if left + 1 < kept.count, isWorse(left + 1, than: left) { worst = left + 1 }
            guard isWorse(worst, than: parent) else { return }
            kept.swapAt(worst, parent)
            parent = worst
        }
    }
}
