extension StringProtocol {
    /// The first place `text` occurs in this string (characters compared as `==` compares
    /// them), or nil; an empty `text` occurs at the start.
    ///
    /// The standard library's own `firstRange(of:)`, `contains(_:)`, `split(separator:)`
    /// with a string and `replacing(_:with:)` live in its string-processing module, which
    /// brings its regular-expression engine (about 0.9 MB) into the static binary; these
    /// few loops do without it.
    ///
    ///     "a..b".firstRange(ofText: "..")   // the two dots
    ///
    /// - Complexity: O(*n* × *m*) for *n* and *m* characters.
    package func firstRange(ofText text: some StringProtocol) -> Range<Index>? {
        var index = startIndex
        while true {
            if self[index...].hasPrefix(text) {
                var end = index
                for _ in text { formIndex(after: &end) }
                return index..<end
            }
            guard index < endIndex else { return nil }
            formIndex(after: &index)
        }
    }

    /// Whether `text` occurs in this string.
    package func containsText(_ text: some StringProtocol) -> Bool {
        firstRange(ofText: text) != nil
    }

    /// The parts between the occurrences of `separator` (not empty), empty parts kept:
    /// `"a..b.."` gives `a`, `b` and an empty part.
    package func parts(separatedBy separator: some StringProtocol) -> [SubSequence] {
        var parts: [SubSequence] = []
        var rest = self[...]
        while let range = rest.firstRange(ofText: separator), !range.isEmpty {
            parts.append(rest[..<range.lowerBound])
            rest = rest[range.upperBound...]
        }
        parts.append(rest)
        return parts
    }

    /// The string with each occurrence of `target` (not empty) replaced by `replacement`.
    package func replacingText(_ target: some StringProtocol, with replacement: some StringProtocol) -> String {
        parts(separatedBy: target).joined(separator: String(replacement))
    }
}
