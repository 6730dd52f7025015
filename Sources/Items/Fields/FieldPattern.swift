/// A regular expression that splits text into fields (`--delimiter` with one).
///
/// Go's syntax, as fzf reads the option (see ``PatternParser`` for what is supported),
/// matched on UTF-8 bytes by cardlist's own engine (``PatternMatcher``), in time linear in
/// the text. Compared and hashed by its source text.
public struct FieldPattern: Hashable, Sendable {
    /// The expression as written.
    public let source: String
    /// The compiled expression; each split runs it with a matcher of its own, so search
    /// threads share it.
    let program: PatternProgram
    /// The expression as a byte class, when it is one (matched without `program`).
    private let byteClass: ByteClass?

    /// The expression `source`.
    ///
    /// - Throws: ``PatternSyntaxError`` when `source` is not a regular expression, uses
    ///   something the engine does not support, or is too large.
    public init(_ source: String) throws(PatternSyntaxError) {
        program = try PatternProgram(source)
        self.source = source
        byteClass = ByteClass(source)
    }

    public static func == (lhs: FieldPattern, rhs: FieldPattern) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// The byte ranges of the matches in `text`, left to right, none overlapping (as Go's
    /// `FindAllIndex`: empty ones too, but not one right where a match ended).
    func matchRanges(in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        if let byteClass { return byteClass.matchRanges(in: text) }
        var ranges: [Range<Int>] = []
        var matcher = PatternMatcher(program)
        matcher.forEachMatch(in: text) { ranges.append($0) }
        return ranges
    }

    /// Appends the fields of `text` to `fields`: each ends where a match ends (an empty
    /// match at the start makes an empty field, as in fzf); the rest after the last match,
    /// when not empty, is the last.
    func split(_ text: UnsafeBufferPointer<UInt8>, into fields: inout [Range<Int>]) {
        var start = 0
        if let byteClass {
            byteClass.forEachMatchEnd(in: text) { end in
                fields.append(start..<end)
                start = end
            }
        } else {
            var matcher = PatternMatcher(program)
            matcher.forEachMatch(in: text) { match in
                fields.append(start..<match.upperBound)
                start = match.upperBound
            }
        }
        if start < text.count { fields.append(start..<text.count) }
    }
}
