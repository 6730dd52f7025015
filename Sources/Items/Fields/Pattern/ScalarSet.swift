/// A set of Unicode scalar values, kept as sorted, disjoint ranges (a regular expression's
/// literal, class or `.`).
///
///     ScalarSet(ranges: [0x61...0x63, 0x30...0x39]).contains(0x62)  // true
///
/// ASCII membership is also kept as two 64-bit masks, so most bytes are tested without a
/// search.
struct ScalarSet: Hashable, Sendable {
    /// The largest scalar value.
    static let maximum: UInt32 = 0x10FFFF
    /// Every scalar.
    static let all = ScalarSet(ranges: [0...maximum])

    /// The members, sorted, disjoint and not adjacent.
    private(set) var ranges: [ClosedRange<UInt32>]
    /// Members below 64 and from 64 to 127, one bit each.
    private var low: UInt64 = 0, high: UInt64 = 0

    /// The scalars in any of `ranges` (in any order, overlapping or not).
    init(ranges: [ClosedRange<UInt32>]) {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
        for range in merged where range.lowerBound < 128 {
            for value in range.lowerBound...min(range.upperBound, 127) {
                if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
            }
        }
    }

    /// One scalar.
    init(_ value: UInt32) {
        self.init(ranges: [value...value])
    }

    /// How many scalars are members.
    var count: Int {
        ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 }
    }

    /// The scalars in either set.
    func union(_ other: ScalarSet) -> ScalarSet {
        ScalarSet(ranges: ranges + other.ranges)
    }

    /// Every scalar that is not a member.
    func inverted() -> ScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...range.lowerBound - 1) }
            next = range.upperBound &+ 1
        }
        if let last = ranges.last, last.upperBound == Self.maximum { return ScalarSet(ranges: result) }
        result.append(next...Self.maximum)
        return ScalarSet(ranges: result)
    }

    /// Whether `value` is a member.
    ///
    /// - Complexity: O(1) for ASCII, else O(log *r*) in the ranges.
    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        if value < 64 { return low & (1 << UInt64(value)) != 0 }
        if value < 128 { return high & (1 << UInt64(value - 64)) != 0 }
        var lower = 0, upper = ranges.count
        while lower < upper {
            let middle = (lower + upper) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                upper = middle
            } else if value > range.upperBound {
                lower = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
