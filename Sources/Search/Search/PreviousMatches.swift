/// A shorter query's matches, searched again for the longer query the person typed: the
/// search that takes them puts their items in input order (off the UI thread), so the key
/// only hands them over.
///
///     let previous = PreviousMatches(matches: results.matches, itemCount: store.count)
///     let narrowed = store.search(matcher, among: previous.items(), ranking: .best(512))
public struct PreviousMatches: Sendable {
    /// The matches, as the shorter query's results hold them (the best ranked first, the
    /// rest in no particular order).
    public let matches: [RankedMatch]
    /// How many items there were: every match's item is below it.
    public let itemCount: Int
    /// Whether ``items()`` puts the items in increasing order, which reads them in the
    /// order they are stored (false: in the matches' order, as `--no-sort` keeps it).
    public let inInputOrder: Bool

    public init(matches: [RankedMatch], itemCount: Int, inInputOrder: Bool = true) {
        self.matches = matches
        self.itemCount = itemCount
        self.inInputOrder = inInputOrder
    }

    /// How many items are to be tested.
    public var count: Int { matches.count }

    /// The matches' items, in increasing order unless ``inInputOrder`` is false.
    ///
    /// - Complexity: O(*m* + *n* / 64) for *m* matches among *n* items (a bit set), or
    ///   O(*m* log *m*) when the matches are very few for the items.
    public func items() -> [Int] {
        inInputOrder ? Self.increasing(matches, below: itemCount) : matches.map(\.item)
    }

    /// The distinct items of `matches` in increasing order: a sort when they are very few
    /// for `limit`, else a pass over a bit set of `limit` bits (one word per 64 items is
    /// read faster than a sort compares each item some log *n* times); items at or past
    /// `limit` are left out.
    static func increasing(_ matches: [RankedMatch], below limit: Int) -> [Int] {
        guard matches.count * 1024 > limit else { return matches.map(\.item).filter { $0 >= 0 && $0 < limit }.sorted() }
        var bits = [UInt64](repeating: 0, count: limit / 64 + 1)
        bits.withUnsafeMutableBufferPointer { bits in
            for match in matches {
                let item = match.item
                if item >= 0 && item < limit { bits[item >> 6] |= 1 << UInt64(item & 63) }
            }
        }
        // No more bits are set than there are matches.
        return [Int](unsafeUninitializedCapacity: matches.count) { ordered, written in
            written = 0
            for (word, value) in bits.enumerated() where value != 0 {
                var rest = value
                while rest != 0 {
                    ordered[written] = word << 6 | rest.trailingZeroBitCount
                    written += 1
                    rest &= rest - 1
                }
            }
        }
    }
}
