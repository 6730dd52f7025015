/// A regular expression that splits text into fields (`--delimiter` with one).
///
/// Compared and hashed by its source text; matched on UTF-8 bytes (text that is not valid
/// UTF-8 is one field: the expression does not see it).
public struct FieldPattern: Hashable, Sendable {
    /// The expression as written.
    public let source: String
    /// Matched from several search threads at once: compiled in ``init(_:)`` (by a first
    /// match), then only read.
    nonisolated(unsafe) private let regex: Regex<Substring>
    /// The expression as a byte class, when it is one (matched without `regex`).
    private let byteClass: ByteClass?

    /// The expression `source`, or nil when it does not compile.
    public init?(_ source: String) {
        guard let regex = try? Regex(source, as: Substring.self) else { return nil }
        self.source = source
        self.regex = regex
        byteClass = ByteClass(source)
        _ = "".firstMatch(of: regex)
    }

    public static func == (lhs: FieldPattern, rhs: FieldPattern) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// The byte ranges of the matches in `text`, left to right, none overlapping.
    func matchRanges(in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        if let byteClass { return byteClass.matchRanges(in: text) }
        guard let string = String(validating: text, as: UTF8.self) else { return [] }
        let utf8 = string.utf8
        return string.matches(of: regex).map { match in
            utf8.distance(from: utf8.startIndex, to: match.range.lowerBound)..<utf8.distance(from: utf8.startIndex, to: match.range.upperBound)
        }
    }

    /// Appends the fields of `text` to `fields`: each ends where a match ends; the rest
    /// after the last match, when not empty, is the last.
    func split(_ text: UnsafeBufferPointer<UInt8>, into fields: inout [Range<Int>]) {
        var start = 0
        if let byteClass {
            byteClass.forEachMatchEnd(in: text) { end in
                fields.append(start..<end)
                start = end
            }
        } else {
            for match in matchRanges(in: text) where match.upperBound > start {
                fields.append(start..<match.upperBound)
                start = match.upperBound
            }
        }
        if start < text.count { fields.append(start..<text.count) }
    }
}
