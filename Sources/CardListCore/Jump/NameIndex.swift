/// Item names folded and sorted, for finding "the first item whose name starts with this
/// prefix at or after item *i*" without scanning every item.
///
/// Build it once from the stored items (the app does that in the background and puts it
/// into ``ListContext/nameIndex`` when ready; until then the list falls back to a scan).
/// Each entry is the item and the first eight bytes of its folded name as one integer, so
/// sorting and most comparisons never touch the names; only names that share those eight
/// bytes are compared in full, read from the store. The index keeps 16 bytes per item
/// besides the store it shares.
public struct NameIndex: Sendable {
    /// One item: the first eight folded bytes of its name (big-endian) and its index.
    struct Entry: Sendable {
        var key: UInt64
        var item: UInt32
    }

    /// Sorted by folded name, then by item.
    let entries: [Entry]
    /// Where the names are read from.
    let store: ItemStore

    /// The number of names indexed (items `0..<count`).
    public var count: Int { entries.count }

    /// Indexes `names`, where `names[i]` is the name of item `i`.
    public init(names: some Sequence<String>) {
        self.init(store: ItemStore(items: names.map { Item(name: $0) }))
    }

    /// Indexes the names of every item in `store`.
    ///
    /// - Complexity: O(*n* log *n*) integer comparisons, plus full comparisons of the
    ///   names that share their first eight folded bytes.
    public init(store: ItemStore) {
        self.store = store
        var entries: [Entry] = []
        entries.reserveCapacity(store.count)
        for (segmentIndex, segment) in store.segments.enumerated() {
            let base = store.firstIndex(ofSegment: segmentIndex)
            for index in 0..<segment.count {
                let key = segment.withFoldedName(of: index) { $0.prefixKey }
                entries.append(Entry(key: key, item: UInt32(truncatingIfNeeded: base + index)))
            }
        }
        entries.sort { $0.key != $1.key ? $0.key < $1.key : $0.item < $1.item }
        Self.refineTies(in: &entries, store: store)
        self.entries = entries
    }

    /// Sorts each run of entries with the same eight-byte key by the rest of their names.
    private static func refineTies(in entries: inout [Entry], store: ItemStore) {
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, entries[end].key == entries[start].key { end += 1 }
            // Names shorter than eight bytes end inside the key: nothing left to compare.
            if end - start > 1, entries[start].key & 0xFF != 0 {
                entries[start..<end].sort { lhs, rhs in
                    let order = store.withFoldedName(of: Int(lhs.item)) { left in
                        store.withFoldedName(of: Int(rhs.item)) { right in left.compare(with: right, from: 8) }
                    }
                    return order != 0 ? order < 0 : lhs.item < rhs.item
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
        for entry in entries[range(ofPrefix: key)] where items.contains(Int(entry.item)) {
            if Int(entry.item) < (best ?? .max) { best = Int(entry.item) }
        }
        return best
    }

    /// The entries whose folded name starts with `prefix`.
    func range(ofPrefix prefix: [UInt8]) -> Range<Int> {
        var head: UInt64 = 0
        for offset in 0..<8 { head = head << 8 | UInt64(offset < prefix.count ? prefix[offset] : 0) }
        let tailBits = 8 * max(0, 8 - prefix.count)
        let headEnd = tailBits >= 64 ? UInt64.max : head | ((1 << UInt64(tailBits)) - 1)
        // Every name starting with the prefix has its key in head...headEnd.
        let lower = partitionPoint(in: 0..<entries.count) { $0.key >= head }
        let upper = partitionPoint(in: lower..<entries.count) { $0.key > headEnd }
        guard prefix.count > 8 else { return lower..<upper }
        let first = partitionPoint(in: lower..<upper) { entry in
            store.withFoldedName(of: Int(entry.item)) { $0.compare(with: prefix) >= 0 }
        }
        let last = partitionPoint(in: first..<upper) { entry in
            store.withFoldedName(of: Int(entry.item)) { !$0.hasPrefix(prefix) }
        }
        return first..<last
    }

    /// The first entry index in `range` where `isPast` becomes true (it must be monotonic).
    private func partitionPoint(in range: Range<Int>, _ isPast: (Entry) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let mid = (low + high) / 2
            if isPast(entries[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
