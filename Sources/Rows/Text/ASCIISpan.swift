/// A range of a string's UTF-8 bytes, all printable ASCII, drawn in one style: a line of
/// wrapped text that is drawn from the bytes it shows, with no grapheme made for it.
///
///     let span = ASCIISpan("Velvety milk", bytes: 0..<7, style: Style(.dim))  // "Velvety"
struct ASCIISpan: Hashable, Sendable {
    /// The text the bytes are taken from.
    let string: String
    /// The bytes shown, as offsets into `string`'s UTF-8.
    let bytes: Range<Int>
    let style: Style

    /// A span of `string`'s bytes; the caller makes sure they are printable ASCII.
    init(_ string: String, bytes: Range<Int>, style: Style) {
        self.string = string
        self.bytes = bytes
        self.style = style
    }

    /// The columns the span takes: one a byte.
    var width: Int { bytes.count }

    /// The lines that ``TextLayout/wrap(_:width:charset:)`` makes of `text` in `width`
    /// columns, as spans, when `text` is printable ASCII in one style (nearly every subtitle);
    /// nil otherwise.
    ///
    /// - Complexity: O(*n*) in the length of the text; no grapheme is made.
    static func wrapped(_ text: Text, width: Int) -> [ASCIISpan]? {
        guard text.runs.count == 1 else { return nil }
        let run = text.runs[0]
        guard width > 0 else { return [] }
        return run.string.utf8.withContiguousStorageIfAvailable { bytes -> [ASCIISpan]? in
            guard bytes.allSatisfy(Grapheme.isPrintableASCII) else { return nil }
            var collector = Collector(string: run.string, style: run.style)
            // Room for the lines full measures would give and two more, for lines broken
            // early at a word: grown one line at a time, the array took an eighth of
            // wrapping a summary (a text that needs more lines still grows it).
            collector.spans.reserveCapacity(bytes.count / width + 2)
            TextLayout.breakParagraph(TextLayout.ASCIIGraphemes(bytes: bytes, style: run.style), width: width, charset: .ascii, into: &collector)
            return collector.isExact ? collector.spans : nil
        } ?? nil
    }

    /// Keeps each line of a paragraph of printable ASCII as the span of its bytes (a
    /// line's parts are always next to each other: the blanks between words stay on it).
    private struct Collector: TextLayout.LineSink {
        let string: String
        let style: Style
        var spans: [ASCIISpan] = []
        var line: Range<Int>?
        /// False once a grapheme was cut to fit, which no span of the text shows.
        var isExact = true

        mutating func append<Graphemes: TextLayout.WrapGraphemes>(_ range: Range<Int>, of graphemes: Graphemes) {
            line = line.map { $0.lowerBound..<range.upperBound } ?? range
        }

        mutating func append(fitted line: TextLayout.Line) {
            isExact = false
        }

        mutating func endLine() {
            spans.append(ASCIISpan(string, bytes: line ?? 0..<0, style: style))
            line = nil
        }
    }

    /// `text` as one span when it is printable ASCII in one style and at most `width`
    /// columns (a title that fits); nil otherwise.
    static func whole(_ text: Text, width: Int) -> ASCIISpan? {
        guard text.runs.count == 1 else { return nil }
        let run = text.runs[0]
        let count = run.string.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            bytes.count <= width && bytes.allSatisfy(Grapheme.isPrintableASCII) ? bytes.count : nil
        } ?? nil
        return count.map { ASCIISpan(run.string, bytes: 0..<$0, style: run.style) }
    }
}

extension Canvas {
    /// Draws `span` from (`x`, `y`) rightwards, at most `maxWidth` columns, as
    /// ``draw(_:x:y:maxWidth:)`` draws the same text's graphemes; returns the columns used.
    @discardableResult
    mutating func draw(_ span: ASCIISpan, x: Int, y: Int, maxWidth: Int = .max) -> Int {
        let count = min(span.width, max(0, maxWidth))
        let style = span.style
        span.string.utf8.withContiguousStorageIfAvailable { bytes in
            let shown = UnsafeBufferPointer(rebasing: bytes[span.bytes.lowerBound..<(span.bytes.lowerBound + count)])
            drawNarrow(count: count, x: x, y: y) { Cell(glyph: Glyph(ascii: shown[$0]), style: style) }
        }
        return count
    }
}
