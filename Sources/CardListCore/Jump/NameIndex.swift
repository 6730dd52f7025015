/// Item names folded and sorted, for finding "the first item whose name starts with this
/// prefix at or after item *i*" without scanning every item.
///
/// Build it once from the stored items (the app does that in the background and puts it
/// into ``ListContext/nameIndex`` when ready; until then the list falls back to a scan).
/// It keeps only the item indices in name order (4 bytes per item) and reads the names
/// from the store it shares. Building sorts by the first eight folded bytes of each name
/// as one integer (an in-place radix sort), then compares in full only the names that
/// share those bytes.
public struct NameIndex: Sendable {
    /// Item indices sorted by folded name, then by index.
    let items: [UInt32]
    /// Where the names are read from.
    let store: ItemStore

    /// The number of names indexed (items `0..<count`).
    public var count: Int { items.count }

    /// Indexes `names`, where `names[i]` is the name of item `i`.
    public init(names: some Sequence<String>) {
        self.init(store: ItemStore(items: names.map { Item(name: $0) }))
    }

    /// Indexes the names of every item in `store`.
    ///
    /// - Complexity: O(*n*) radix passes over eight-byte keys, plus full comparisons of
    ///   the names that share their first eight folded bytes; 12 bytes per item while
    ///   building, 4 after.
    public init(store: ItemStore) {
        self.store = store
        var keys: [UInt64] = []
        var items: [UInt32] = []
        keys.reserveCapacity(store.count)
        items.reserveCapacity(store.count)
        for (segmentIndex, segment) in store.segments.enumerated() {
            let base = store.firstIndex(ofSegment: segmentIndex)
            for index in 0..<segment.count {
                keys.append(segment.withFoldedName(of: index) { $0.prefixKey })
                items.append(UInt32(truncatingIfNeeded: base + index))
            }
        }
        KeySort.sort(keys: &keys, items: &items)
        Self.refineTies(keys: keys, items: &items, store: store)
        self.items = items
    }

    /// Sorts each run of items with the same eight-byte key by the rest of their names,
    /// then by index.
    private static func refineTies(keys: [UInt64], items: inout [UInt32], store: ItemStore) {
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count, keys[end] == keys[start] { end += 1 }
            if end - start > 1 {
                // A name shorter than eight bytes ends inside the key: nothing left to compare.
                let comparesNames = keys[start] & 0xFF != 0
                items[start..<end].sort { lhs, rhs in
                    if comparesNames {
                        let order = store.withFoldedName(of: Int(lhs)) { left in
                            store.withFoldedName(of: Int(rhs)) { right in left.compare(with: right, from: 8) }
                        }
                        if order != 0 { return order < 0 }
                    }
                    return lhs < rhs
                }
            }
            start = end
        }
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
        for item in self.items[range(ofPrefix: key)] where items.contains(Int(item)) {
            if Int(item) < (best ?? .max) { best = Int(item) }
        }
        return best
    }

    /// The positions in ``items`` of the names that start with `prefix` (folded bytes).
    func range(ofPrefix prefix: [UInt8]) -> Range<Int> {
        let lower = partitionPoint(in: 0..<items.count) { name in name.compare(with: prefix) >= 0 }
        let upper = partitionPoint(in: lower..<items.count) { name in !name.hasPrefix(prefix) }
        return lower..<upper
    }

    /// The first position in `range` where `isPast` becomes true for the item's folded
    /// name (it must be monotonic in name order).
    private func partitionPoint(in range: Range<Int>, _ isPast: (FoldedName) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let mid = (low + high) / 2
            if store.withFoldedName(of: Int(items[mid]), isPast) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
