/// Item names folded and sorted, for finding "the first item whose name starts with this
/// prefix at or after item *i*" without scanning every item.
///
/// Build it once from all names (O(*n* log *n*); the app may do that in the background and
/// put it into ``ListContext/nameIndex`` when ready). Until then the list falls back to a
/// linear scan.
public struct NameIndex: Sendable {
    /// One item: its folded name as UTF-8 bytes, and its index in input order.
    struct Entry: Sendable {
        var key: [UInt8]
        var item: Int
    }

    /// Sorted by key, then by item.
    let entries: [Entry]

    /// The number of names indexed (items `0..<count`).
    public var count: Int { entries.count }

    /// Indexes `names`, where `names[i]` is the name of item `i`.
    ///
    /// - Complexity: O(*n* log *n*) comparisons of folded names.
    public init(names: some Sequence<String>) {
        var entries: [Entry] = []
        for (item, name) in names.enumerated() {
            entries.append(Entry(key: NameFolding.foldedBytes(name), item: item))
        }
        entries.sort { lhs, rhs in
            if lhs.key == rhs.key { return lhs.item < rhs.item }
            return lhs.key.lexicographicallyPrecedes(rhs.key)
        }
        self.entries = entries
    }

    /// The first item at or after `start` (wrapping round to 0) whose folded name starts
    /// with the folded `prefix`, or `nil` when none does.
    ///
    ///     index.firstItem(withPrefix: "caf", atOrAfter: 10)
    ///
    /// - Complexity: O(log *n* + *m*), where *m* is the number of names with the prefix:
    ///   two binary searches bound the prefix's range, then only that range is read.
    public func firstItem(withPrefix prefix: String, atOrAfter start: Int) -> Int? {
        firstItem(withPrefix: prefix, in: max(0, start)..<max(count, start))
            ?? firstItem(withPrefix: prefix, in: 0..<max(0, min(start, count)))
    }

    /// The lowest item in `items` whose folded name starts with the folded `prefix`.
    ///
    /// - Complexity: O(log *n* + *m*), *m* the number of names with the prefix.
    public func firstItem(withPrefix prefix: String, in items: Range<Int>) -> Int? {
        let key = NameFolding.foldedBytes(prefix)
        var best: Int?
        for entry in entries[range(ofPrefix: key)] where items.contains(entry.item) {
            if entry.item < (best ?? .max) { best = entry.item }
        }
        return best
    }

    /// The entries whose key starts with `prefix`.
    func range(ofPrefix prefix: [UInt8]) -> Range<Int> {
        let lower = partitionPoint { !$0.key.lexicographicallyPrecedes(prefix) }
        let upper = partitionPoint { entry in
            // Past every key that is below the prefix or starts with it.
            !(entry.key.lexicographicallyPrecedes(prefix) || entry.key.starts(with: prefix))
        }
        return lower..<max(lower, upper)
    }

    /// The first entry index where `isPast` becomes true (it must be monotonic over entries).
    private func partitionPoint(_ isPast: (Entry) -> Bool) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if isPast(entries[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
