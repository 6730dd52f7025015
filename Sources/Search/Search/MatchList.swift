import Synchronization

/// The filter's matches in the order the list shows them, ranking more of them only when a
/// row past the ranked ones is asked for (see ``RankedResults``).
///
/// What it answers is always what the fully sorted list would answer: the laziness is
/// hidden inside. That is why a copy of the list state may share it (a class, so that
/// reading a row can rank further without a mutating call), and why it locks: ranking
/// further changes only the internal arrangement, never an answer.
package final class MatchList: Sendable {
    private struct Storage {
        var results: RankedResults
        /// Each item's position plus one for the ranked matches, -1 for the matches not
        /// ranked yet, 0 for the other items; nil when the matches are in input order (then
        /// positions are found by binary search) or until a position past the first rows
        /// is asked for (see ``position(of:)``).
        var positions: MatchPositions?
        /// How many of the ranked matches ``positions`` covers.
        var indexedCount: Int
        let inInputOrder: Bool
    }

    private let storage: Mutex<Storage>
    /// How many matches there are.
    package let count: Int

    /// The list of `results`.
    ///
    /// - Complexity: O(*m*) in the matches when they are all ranked (to tell whether they
    ///   are in input order), else O(1): their positions are indexed when first needed.
    package init(_ results: RankedResults) {
        count = results.count
        var inInputOrder = results.isFullyRanked
        let matches = results.matches
        if inInputOrder {
            for index in matches.indices.dropFirst() where matches[index - 1].item >= matches[index].item {
                inInputOrder = false
                break
            }
        }
        storage = Mutex(Storage(results: results, positions: nil, indexedCount: 0, inInputOrder: inInputOrder))
    }

    /// How many of the first ranked matches ``position(of:)`` looks through before it
    /// indexes them all: the current item is most often on the first screens, and a
    /// typed query's results are mostly replaced by the next key's before anything
    /// further down is asked for. (Indexing 700,000 matches among a million items took
    /// about 5 ms of the key that showed them, most of it faulting in a 4 MB array.)
    static let headLength = 1024

    /// The item at `position` (0 ≤ `position` < ``count``).
    package subscript(position: Int) -> Int {
        storage.withLock { storage in
            if position >= storage.results.rankedCount {
                storage.results.rank(through: position)
                Self.index(&storage)
            }
            return storage.results.matches[position].item
        }
    }

    /// The position of `item` among the matches, or nil when it is not one.
    ///
    /// - Complexity: O(``headLength``) at most until a lookup past the first rows indexes
    ///   every match (O(*m*), once); O(1) after that; O(log *m*) in input order. A match
    ///   not ranked yet has the rest ranked first.
    package func position(of item: Int) -> Int? {
        storage.withLock { storage in
            if storage.inInputOrder {
                let matches = storage.results.matches
                var low = 0, high = matches.count
                while low < high {
                    let mid = (low + high) / 2
                    if matches[mid].item < item { low = mid + 1 } else { high = mid }
                }
                return low < matches.count && matches[low].item == item ? low : nil
            }
            if storage.positions == nil {
                let head = min(storage.results.rankedCount, Self.headLength)
                if let found = storage.results.matches[..<head].firstIndex(where: { $0.item == item }) { return found }
                Self.indexAll(&storage)
            }
            guard let recorded = storage.positions?[item] else { return nil }
            if recorded < 0 {
                // A match not ranked yet: rank them all to know where it goes.
                storage.results.rankAll()
                Self.index(&storage)
            }
            let position = Int(storage.positions?[item] ?? 0)
            return position > 0 ? position - 1 : nil
        }
    }

    /// The matches with their ranks, every one ranked.
    var allRanked: [RankedMatch] {
        storage.withLock { storage in
            storage.results.rankAll()
            Self.index(&storage)
            return storage.results.matches
        }
    }

    /// The matching items, every one in its place.
    var items: [Int] { allRanked.map(\.item) }

    /// The matches in whatever order they are now (for a new search among them, or for
    /// merging): the ranked ones first.
    package var results: RankedResults {
        storage.withLock { $0.results }
    }

    /// Builds the index of every match's position: the ranked ones', and the others as
    /// not ranked yet.
    private static func indexAll(_ storage: inout Storage) {
        let matches = storage.results.matches
        let largest = matches.reduce(-1) { max($0, $1.item) }
        var positions = MatchPositions(matchCount: matches.count, upperBound: largest + 1)
        for match in matches[storage.results.rankedCount...] { positions[match.item] = -1 }
        storage.positions = consume positions
        storage.indexedCount = 0
        index(&storage)
    }

    /// Records the positions of the newly ranked matches (once the index is built).
    private static func index(_ storage: inout Storage) {
        guard !storage.inInputOrder, var positions = storage.positions else { return }
        storage.positions = nil  // so the index is changed in place, not copied
        let matches = storage.results.matches
        for position in storage.indexedCount..<storage.results.rankedCount {
            positions[matches[position].item] = Int32(position + 1)
        }
        storage.positions = positions
        storage.indexedCount = storage.results.rankedCount
    }
}
