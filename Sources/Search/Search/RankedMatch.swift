/// An item that matched a query, with what ranks it: the score (higher first), then its
/// ``Tiebreak`` criteria (``ties``, lower first; by default the length of its name), then
/// its input order (reversed with `--tac`).
///
/// It takes 16 bytes, as an item index and two numbers did before the criteria could be
/// chosen: the item is kept in 32 bits (as ``MatchPositions`` keeps positions), complemented
/// when the input order is reversed, so that one comparison orders it either way.
public struct RankedMatch: Hashable, Sendable {
    public var score: Int32
    /// The item, or its complement (negative) when the input order is reversed.
    private var order: Int32
    /// The tiebreak criteria's values, the first in the highest 16 bits used (see
    /// ``TiebreakKey``): lower ranks first.
    public var ties: UInt64

    /// A match of `item`; `reversed` ranks later items first among equals (`--tac`).
    public init(item: Int, score: Int32, ties: UInt64, reversed: Bool = false) {
        let index = Int32(truncatingIfNeeded: item)
        self.score = score
        self.ties = ties
        order = reversed ? ~index : index
    }

    /// A match ranked by the default tiebreak: the length of the name (see ``Tiebreak/length``).
    public init(item: Int, score: Int32, length: Int32) {
        self.init(item: item, score: score, ties: TiebreakKey.clamped(Int(length)))
    }

    /// The item's index in input order.
    @inline(__always)
    public var item: Int { Int(order ^ (order >> 31)) }

    /// Whether `self` is shown before `other`.
    @inline(__always)
    public func ranks(before other: RankedMatch) -> Bool {
        if score != other.score { return score > other.score }
        if ties != other.ties { return ties < other.ties }
        return order < other.order
    }
}

extension Array where Element == RankedMatch {
    /// Sorts best first.
    public mutating func rank() {
        sort { $0.ranks(before: $1) }
    }

    /// `self` and `other`, both ranked, merged into one ranked array.
    public func merged(with other: [RankedMatch]) -> [RankedMatch] {
        var result: [RankedMatch] = []
        result.reserveCapacity(count + other.count)
        var left = 0, right = 0
        while left < count, right < other.count {
            if self[left].ranks(before: other[right]) {
                result.append(self[left]); left += 1
            } else {
                result.append(other[right]); right += 1
            }
        }
        result += self[left...]
        result += other[right...]
        return result
    }
}

extension Array where Element == [RankedMatch] {
    /// Ranked arrays merged into one ranked array, pairwise.
    ///
    /// - Complexity: O(*n* log *k*) for *n* matches in *k* arrays.
    public func mergedRanking() -> [RankedMatch] {
        var parts = self
        while parts.count > 1 {
            var merged: [[RankedMatch]] = []
            merged.reserveCapacity((parts.count + 1) / 2)
            var index = 0
            while index < parts.count {
                merged.append(index + 1 < parts.count ? parts[index].merged(with: parts[index + 1]) : parts[index])
                index += 2
            }
            parts = merged
        }
        return parts.first ?? []
    }
}

extension Array where Element == [RankedMatch] {
    /// Calls `body` with the matches of these ranked arrays, best first, as
    /// ``mergedRanking()`` orders them, but without making the merged array: a k-way merge
    /// keeps only the arrays themselves and a heap of one position per array.
    ///
    /// - Complexity: O(*n* log *k*) for *n* matches in *k* arrays, O(*k*) extra memory.
    public func forEachRanked(_ body: (RankedMatch) throws -> Void) rethrows {
        // A min-heap of (array, position), by the match at that position.
        var heap: [(part: Int, position: Int)] = indices.compactMap { self[$0].isEmpty ? nil : ($0, 0) }
        func before(_ a: (part: Int, position: Int), _ b: (part: Int, position: Int)) -> Bool {
            self[a.part][a.position].ranks(before: self[b.part][b.position])
        }
        func siftDown(_ start: Int) {
            var parent = start
            while true {
                let left = 2 * parent + 1, right = left + 1
                var best = parent
                if left < heap.count, before(heap[left], heap[best]) { best = left }
                if right < heap.count, before(heap[right], heap[best]) { best = right }
                if best == parent { return }
                heap.swapAt(parent, best)
                parent = best
            }
        }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
        while let top = heap.first {
            try body(self[top.part][top.position])
            if top.position + 1 < self[top.part].count {
                heap[0].position += 1
            } else {
                heap[0] = heap[heap.count - 1]
                heap.removeLast()
            }
            if !heap.isEmpty { siftDown(0) }
        }
    }
}
