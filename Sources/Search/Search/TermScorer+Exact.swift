/// Exact terms: substrings, whole words, prefixes, suffixes and whole texts.
extension TermScorer {
    /// The best-placed exact occurrence of `term` (a substring, or a whole word for
    /// ``SearchTerm/Kind/exactBoundary``), or nil; of equally placed ones the first, or the
    /// last with `prefersLast`.
    static func exact(
        _ term: SearchTerm, in text: UnsafeBufferPointer<UInt32>, bonuses: UnsafeBufferPointer<Int32>,
        positions: UnsafeMutablePointer<[Int]>?, prefersLast: Bool = false
    ) -> Int32? {
        let pattern = term.scalars
        let m = pattern.count, n = text.count
        var bestStart = -1
        var bestBonus = Int32.min
        var start = 0
        while start + m <= n {
            if term.key(text[start]) == pattern[0] {
                var offset = 1
                while offset < m, term.key(text[start + offset]) == pattern[offset] { offset += 1 }
                if offset == m, term.kind != .exactBoundary || isWordBounded(text, start: start, end: start + m) {
                    let bonus = bonuses[start]
                    if bonus > bestBonus || prefersLast && bonus == bestBonus {
                        bestBonus = bonus
                        bestStart = start
                        if bonus >= SearchScore.boundaryAfterSpace, !prefersLast { break }
                    }
                }
            }
            start += 1
        }
        guard bestStart >= 0 else { return nil }
        let found = bestStart..<bestStart + m
        positions?.pointee.append(contentsOf: found)
        var points = score(of: found, bonuses: bonuses)
        if term.kind == .exactBoundary {
            // An underscore joins words in identifiers: a weaker boundary than a space or a dash.
            let underscore = UInt32(UInt8(ascii: "_"))
            if bestStart > 0, text[bestStart - 1] == underscore { points -= 2 }
            if bestStart + m < n, text[bestStart + m] == underscore { points -= 1 }
        }
        return points
    }

    /// Whether the run `start..<end` has no letter or digit right before or right after it.
    static func isWordBounded(_ text: UnsafeBufferPointer<UInt32>, start: Int, end: Int) -> Bool {
        (start == 0 || !CharacterClass.of(text[start - 1]).isWord) && (end == text.count || !CharacterClass.of(text[end]).isWord)
    }

    /// The score of a prefix, suffix or whole-text term where it must stand, or nil.
    static func anchored(
        _ term: SearchTerm, in text: UnsafeBufferPointer<UInt32>, bonuses: UnsafeBufferPointer<Int32>,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int32? {
        let pattern = term.scalars
        let m = pattern.count
        // Surrounding white space does not count, unless the term itself has it there.
        var low = 0, high = text.count
        if CharacterClass.of(pattern[0]) != .white {
            while low < high, CharacterClass.of(text[low]) == .white { low += 1 }
        }
        if CharacterClass.of(pattern[m - 1]) != .white {
            while high > low, CharacterClass.of(text[high - 1]) == .white { high -= 1 }
        }
        guard high - low >= m else { return nil }
        let start: Int
        switch term.kind {
        case .prefix: start = low
        case .suffix: start = high - m
        default:
            guard high - low == m else { return nil }
            start = low
        }
        for offset in 0..<m where term.key(text[start + offset]) != pattern[offset] { return nil }
        let found = start..<start + m
        positions?.pointee.append(contentsOf: found)
        return score(of: found, bonuses: bonuses)
    }
}
