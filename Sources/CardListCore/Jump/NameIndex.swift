import Items

/// Item names folded and sorted, for finding "the first item whose name starts with this
/// prefix at or after item *i*" without scanning every item.
///
/// Build it once from the stored items (the app does that in the background and puts it
/// into ``ListItems/nameIndex`` when ready; until then the list falls back to a scan).
/// It keeps only the item indices in name order (4 bytes per item) and reads the names
/// from the store it shares. Building groups the names by their first two folded bytes,
/// then sorts one group after another by the first eight folded bytes as one integer (an
/// in-place radix sort) and the next eight, and so on eight bytes at a time where names
/// still tie (comparing the rest of the names once only a few tie); so it needs about 9
/// bytes per item while it runs.
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
    /// - Complexity: O(*n*) for the radix sort of eight-byte keys, plus a pass per eight
    ///   bytes that names share beyond the first sixteen.
    public init(store: ItemStore) {
        self.init(store: store, namesPerGroup: max(1 << 16, store.count / 8))
    }

    /// Indexes the names in `store`, sorting about `namesPerGroup` names at a time (a
    /// group holds every name with the same first two folded bytes, so it may be larger).
    init(store: ItemStore, namesPerGroup budget: Int) {
        self.store = store
        // The first two folded bytes of every name, and how many names start with each pair.
        var heads: [UInt16] = []
        heads.reserveCapacity(store.count)
        var headCounts = [Int](repeating: 0, count: 1 << 16)
        Self.forEachFoldedName(in: store) { _, name in
            let head = UInt16(truncatingIfNeeded: name.key(atLevel: 0) >> 16)
            heads.append(head)
            headCounts[Int(head)] += 1
        }
        var sorted = [UInt32](repeating: 0, count: store.count)
        var written = 0
        var firstHead = 0
        while firstHead < headCounts.count {
            var lastHead = firstHead
            var size = headCounts[firstHead]
            while lastHead + 1 < headCounts.count, size + headCounts[lastHead + 1] <= budget {
                lastHead += 1
                size += headCounts[lastHead]
            }
            if size > 0 {
                let group = UInt16(firstHead)...UInt16(lastHead)
                // Folded bytes 0..<8 and 8..<16 of each name in the group, read in item order.
                var keys: [UInt64] = [], nextKeys: [UInt64] = [], members: [UInt32] = []
                keys.reserveCapacity(size)
                nextKeys.reserveCapacity(size)
                members.reserveCapacity(size)
                Self.forEachFoldedName(in: store, where: { group.contains(heads[$0]) }) { item, name in
                    keys.append(UInt64(name.key(atLevel: 0)) << 32 | UInt64(name.key(atLevel: 1)))
                    nextKeys.append(UInt64(name.key(atLevel: 2)) << 32 | UInt64(name.key(atLevel: 3)))
                    members.append(UInt32(truncatingIfNeeded: item))
                }
                var order = (0..<UInt32(size)).map { $0 }
                KeySort.sort(keys: &keys, items: &order)
                Self.breakTies(keys: keys, nextKeys: nextKeys, order: &order, members: members, store: store)
                sorted.replaceSubrange(written..<written + size, with: order.lazy.map { members[Int($0)] })
                written += size
            }
            firstHead = lastHead + 1
        }
        self.items = sorted
    }

    /// Calls `body` with each item (that `isIncluded`) and its folded name, in item order.
    private static func forEachFoldedName(
        in store: ItemStore,
        where isIncluded: (Int) -> Bool = { _ in true },
        _ body: (Int, FoldedName) -> Void
    ) {
        var item = 0
        for segment in store.segments {
            for index in 0..<segment.count {
                if isIncluded(item) { segment.withFoldedName(of: index) { body(item, $0) } }
                item += 1
            }
        }
    }

    /// Orders each run of equal eight-byte keys in `order` (indices into `members`, which
    /// are in item order; `nextKeys` their folded bytes 8..<16) by what follows, then by item.
    private static func breakTies(keys: [UInt64], nextKeys: [UInt64], order: inout [UInt32], members: [UInt32], store: ItemStore) {
        sortRuns(keys: keys, order: &order, level: 0, members: members, store: store, nextKeys: nextKeys)
    }

    /// Orders each run of equal keys in `order`, where `keys` (sorted) are folded bytes
    /// `8 × level ..< 8 × level + 8` of the names: a run of a few names by comparing what
    /// follows, a longer one (or any, when `nextKeys` holds the next eight bytes already)
    /// by sorting the next eight bytes as one integer: a radix sort again, so names that
    /// share long prefixes, like a log's timestamps, cost a pass per eight shared bytes
    /// rather than a comparison of them per pair.
    private static func sortRuns(keys: [UInt64], order: inout [UInt32], level: Int, members: [UInt32], store: ItemStore, nextKeys: [UInt64]? = nil) {
        let next = level + 1
        forEachRun(of: keys, namesGoOn: true) { run in
            if nextKeys == nil, run.count <= comparedRun {
                order[run].sort { lhs, rhs in
                    let comparison = store.withFoldedName(of: Int(members[Int(lhs)])) { left in
                        store.withFoldedName(of: Int(members[Int(rhs)])) { right in left.compare(with: right, from: 8 * next) }
                    }
                    return comparison != 0 ? comparison < 0 : lhs < rhs
                }
                return
            }
            var runOrder = Array(order[run])
            var runKeys = runOrder.map { member in
                nextKeys?[Int(member)] ?? store.withFoldedName(of: Int(members[Int(member)])) { $0.wideKey(atLevel: next) }
            }
            KeySort.sort(keys: &runKeys, items: &runOrder)
            sortRuns(keys: runKeys, order: &runOrder, level: next, members: members, store: store)
            order.replaceSubrange(run, with: runOrder)
        }
        forEachRun(of: keys, namesGoOn: false) { order[$0].sort() }
    }

    /// Runs of equal keys longer than this are ordered by a radix sort of the next eight
    /// bytes, shorter ones by comparison (past the first sixteen bytes).
    private static let comparedRun = 16

    /// Calls `body` with each range of two or more equal `keys` whose names go on past
    /// them (`namesGoOn`) or end within them (names that are then equal: item order).
    private static func forEachRun(of keys: [UInt64], namesGoOn: Bool, _ body: (Range<Int>) -> Void) {
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count, keys[end] == keys[start] { end += 1 }
            if end - start > 1, (keys[start] & 0xFF != 0) == namesGoOn { body(start..<end) }
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

    /// The lowest item in `items` whose folded name is the folded `name`.
    ///
    /// Equal names sort first among those with the prefix, and by item among themselves,
    /// so a third binary search finds the first at or after `items.lowerBound`.
    ///
    /// - Complexity: O(log *n*).
    public func firstItem(named name: String, in items: Range<Int>) -> Int? {
        let key = NameFolding.foldedBytes(name)
        let withPrefix = range(ofPrefix: key)
        let equal = withPrefix.lowerBound..<partitionPoint(in: withPrefix) { $0.count > key.count }
        var low = equal.lowerBound, high = equal.upperBound
        while low < high {
            let mid = (low + high) / 2
            if Int(self.items[mid]) >= items.lowerBound { high = mid } else { low = mid + 1 }
        }
        guard low < equal.upperBound, items.contains(Int(self.items[low])) else { return nil }
        return Int(self.items[low])
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
