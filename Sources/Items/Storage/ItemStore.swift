/// Every item read so far, stored compactly in segments, with ``Item`` as the view of one
/// item materialised on demand (for the rows on screen and for output).
///
/// Appending a segment never copies the items before it, so reading a large input costs
/// its bytes plus a few bytes of offsets per item, not a `String` and an array per item.
///
///     var store = ItemStore()
///     store.append(segment)
///     let item = store[41]           // an Item, built now
///     let name = store.name(of: 41)  // just the name
public struct ItemStore: Sendable {
    /// The segments in input order.
    public private(set) var segments: [ItemSegment] = []
    /// The number of items in `segments[...i]`, for finding the segment of an item.
    private var segmentEnds: [Int] = []

    public init() {}

    /// A store holding `items` (their positions become 0, 1, 2…).
    public init(items: some Sequence<Item>, format: InputFormat? = nil) {
        append(ItemSegment(items: items, format: format))
    }

    /// The number of items.
    public var count: Int { segmentEnds.last ?? 0 }
    /// Whether there are no items.
    public var isEmpty: Bool { count == 0 }
    /// The item indices, `0..<count`.
    public var indices: Range<Int> { 0..<count }

    /// Adds the items of `segment` after the others (an empty segment is ignored).
    ///
    /// - Complexity: O(1) amortised; the items are not copied.
    public mutating func append(_ segment: ItemSegment) {
        guard !segment.isEmpty else { return }
        segments.append(segment)
        segmentEnds.append(count + segment.count)
    }

    /// The segment holding item `index` and the item's index inside it.
    ///
    /// - Complexity: O(log *s*) in the number of segments.
    @inline(__always)
    package func locate(_ index: Int) -> (segment: Int, local: Int) {
        var low = 0, high = segmentEnds.count - 1
        while low < high {
            let mid = (low + high) / 2
            if segmentEnds[mid] <= index { low = mid + 1 } else { high = mid }
        }
        return (low, index - (low == 0 ? 0 : segmentEnds[low - 1]))
    }

    /// The index of the first item of segment `segment`.
    package func firstIndex(ofSegment segment: Int) -> Int {
        segment == 0 ? 0 : segmentEnds[segment - 1]
    }

    /// The item at `index`, materialised. `index` must be in ``indices``.
    ///
    /// - Complexity: O(log *s* + *n*), *s* segments and *n* the item's bytes.
    public subscript(index: Int) -> Item {
        precondition(indices.contains(index), "item index out of range")
        let (segment, local) = locate(index)
        return segments[segment][local]
    }

    /// The name of the item at `index` (empty when out of range).
    public func name(of index: Int) -> String {
        guard indices.contains(index) else { return "" }
        let (segment, local) = locate(index)
        return segments[segment].name(of: local)
    }

    /// The format the item at `index` was read from.
    public func format(of index: Int) -> InputFormat? {
        guard indices.contains(index) else { return nil }
        return segments[locate(index).segment].format
    }

    /// The column names of the TSV header the item at `index` was read under, if any.
    public func columns(of index: Int) -> [String]? {
        guard indices.contains(index) else { return nil }
        return segments[locate(index).segment].columns
    }

    /// The bytes held for all items (records, unescaped text and offsets).
    public var storedByteCount: Int {
        segments.reduce(0) { $0 + $1.storedByteCount }
    }
}
