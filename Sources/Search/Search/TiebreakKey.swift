/// A match's ``Tiebreak`` values packed into one number, ``RankedMatch/ties``: each value
/// clamped to 16 bits (as fzf clamps them), the first criterion in the highest bits used,
/// so that comparing the numbers compares the criteria in order.
enum TiebreakKey {
    /// The largest value of one criterion: what a criterion that does not apply gets (an
    /// item whose name holds no match, for the criteria that measure where it matched).
    static let worst: UInt64 = 0xFFFF

    /// `value` within one criterion's 16 bits.
    @inline(__always)
    static func clamped(_ value: Int) -> UInt64 {
        UInt64(min(max(value, 0), Int(worst)))
    }

    /// Where a query matched in a name, in scalars: the first matched offset, the least
    /// end of a term's match and the greatest (an end is one past the last offset).
    struct Bounds: Hashable {
        var begin: Int
        var firstEnd: Int
        var end: Int
    }

    /// The key of a name of `length` (trimmed, see ``SearchText/trimmedLength(_:)-(UnsafeBufferPointer<UInt8>)``)
    /// whose scalars are `name`, matched at `bounds` (nil when the name holds no match),
    /// under `criteria`, measured as fzf measures them.
    static func key(_ criteria: [Tiebreak], length: Int, name: UnsafeBufferPointer<UInt32>, bounds: Bounds?) -> UInt64 {
        var key: UInt64 = 0
        for criterion in criteria {
            key = key << 16 | value(criterion, length: length, name: name, bounds: bounds)
        }
        return key
    }

    /// The key of a name whose scalars are `name` (with their `bonuses`) and of `length`,
    /// under `criteria`, the query's terms (`groups`) placed in it first: each group's first
    /// term that occurs there, where it scores best (the last of equal places with
    /// `prefersLast`), as fzf takes the first alternative that matches; excluding terms
    /// place nothing. `scratch` and `found` are buffers kept from name to name.
    static func key(_ criteria: [Tiebreak], groups: [[SearchTerm]], name: UnsafeBufferPointer<UInt32>,
                    bonuses: UnsafeBufferPointer<Int32>, length: Int, prefersLast: Bool,
                    scratch: inout SearchScratch, found: inout [Int]) -> UInt64 {
        var bounds: Bounds?
        for group in groups {
            for term in group where !term.isInverse {
                found.removeAll(keepingCapacity: true)
                guard TermScorer.score(term, in: name, bonuses: bonuses, scratch: &scratch, positions: &found,
                                       prefersLast: prefersLast) != nil,
                      let first = found.first, let last = found.last else { continue }
                if var known = bounds {
                    known.begin = min(known.begin, first)
                    known.firstEnd = min(known.firstEnd, last + 1)
                    known.end = max(known.end, last + 1)
                    bounds = known
                } else {
                    bounds = Bounds(begin: first, firstEnd: last + 1, end: last + 1)
                }
                break
            }
        }
        return key(criteria, length: length, name: name, bounds: bounds)
    }

    /// One criterion's value: lower ranks first.
    static func value(_ criterion: Tiebreak, length: Int, name: UnsafeBufferPointer<UInt32>, bounds: Bounds?) -> UInt64 {
        switch (criterion, bounds) {
        case (.length, _):
            return clamped(length)
        case (_, nil):
            return worst
        case (.chunk, let bounds?):
            // The run of non-blank characters around the matches.
            var start = bounds.begin, end = bounds.end
            while start > 0, !isSpace(name[start - 1]) { start -= 1 }
            while end < name.count, !isSpace(name[end]) { end += 1 }
            return clamped(end - start)
        case (.pathname, let bounds?):
            // How far after the last separator the match starts; a match that starts
            // before it (in a folder's name) gets the worst value.
            var separator = name.count - 1
            while separator >= 0, name[separator] != 0x2F, name[separator] != 0x5C { separator -= 1 }
            return separator <= bounds.begin ? clamped(bounds.begin - separator) : worst
        case (.begin, let bounds?):
            // As fzf 0.74 measures it: where the earliest-ending term's match ends, counted
            // from the first non-blank character.
            return clamped(bounds.firstEnd - leadingSpaces(name, upTo: bounds.begin))
        case (.end, let bounds?):
            // The share of the name before the match's end, turned round so that a match
            // ending nearer the end is lower (fzf's formula, on its 16-bit scale).
            let fromStart = bounds.end - leadingSpaces(name, upTo: bounds.begin)
            return clamped(Int(worst) - Int(worst) * fromStart / (length + 1))
        }
    }

    /// How many blank characters the name starts with, at most `limit`.
    private static func leadingSpaces(_ name: UnsafeBufferPointer<UInt32>, upTo limit: Int) -> Int {
        var count = 0
        while count < limit, count < name.count, isSpace(name[count]) { count += 1 }
        return count
    }

    @inline(__always)
    private static func isSpace(_ value: UInt32) -> Bool {
        CharacterClass.of(value) == .white
    }
}
