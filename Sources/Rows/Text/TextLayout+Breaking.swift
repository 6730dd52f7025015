/// Where word wrap ends lines: one algorithm, which either keeps the lines
/// (``TextLayout/wrap(_:width:charset:)``) or only counts them
/// (``TextLayout/lineCount(_:width:charset:)``), so a row can be measured without making
/// the lines it draws.
extension TextLayout {
    /// What receives the lines of a paragraph as word wrap ends them.
    protocol LineSink {
        /// Adds `graphemes` to the line being filled.
        mutating func append(_ graphemes: some Collection<StyledGrapheme>)
        /// Ends the line being filled (an empty one for a paragraph of blanks).
        mutating func endLine()
    }

    /// Keeps every line.
    struct LineCollector: LineSink {
        var lines: [Line] = []
        var line: Line = []

        /// The widest a line is: each line is made with room for that many graphemes.
        let width: Int

        mutating func append(_ graphemes: some Collection<StyledGrapheme>) {
            if line.capacity == 0 { line.reserveCapacity(Swift.min(width, 1024)) }
            line += graphemes
        }

        mutating func endLine() {
            lines.append(line)
            line = []
        }
    }

    /// Only counts the lines.
    struct LineCounter: LineSink {
        var count = 0

        mutating func append(_ graphemes: some Collection<StyledGrapheme>) {}
        mutating func endLine() { count += 1 }
    }

    /// The bytes of printable ASCII text as graphemes of one column each, made as they are
    /// read: no array of graphemes is built to count its lines.
    struct ASCIIGraphemes: RandomAccessCollection {
        let bytes: UnsafeBufferPointer<UInt8>
        let style: Style

        var startIndex: Int { 0 }
        var endIndex: Int { bytes.count }

        subscript(position: Int) -> StyledGrapheme {
            StyledGrapheme(grapheme: Grapheme(Glyph(ascii: bytes[position])), style: style)
        }
    }

    /// Breaks one paragraph (no line breaks in it) into lines of at most `width` columns,
    /// handing them to `sink`; `width` is at least 1.
    ///
    /// Each word with the blanks before it is a range of `graphemes`, in their own styles
    /// (kept when both stay on one line: an underlined word does not underline the space
    /// before it). Blanks after the last word are dropped.
    static func breakParagraph<Graphemes: RandomAccessCollection<StyledGrapheme>, Sink: LineSink>(
        _ graphemes: Graphemes, width: Int, charset: Charset, into sink: inout Sink
    ) where Graphemes.Index == Int {
        var lineIsEmpty = true
        var lineWidth = 0
        var position = graphemes.startIndex
        let end = graphemes.endIndex
        var isFirstWord = true
        func endLine() {
            sink.endLine()
            lineIsEmpty = true
            lineWidth = 0
        }
        while position < end {
            let gapStart = position
            while position < end, graphemes[position].grapheme.isWhitespace { position += 1 }
            let wordStart = position
            var wordWidth = 0
            while position < end, !graphemes[position].grapheme.isWhitespace {
                wordWidth += graphemes[position].width
                position += 1
            }
            guard wordStart < position else { break }
            let word = graphemes[wordStart..<position]
            // Blanks between words stay as they are; those before the first word (an
            // indent) stay when they leave room for a character.
            let blankCount = isFirstWord && wordStart - gapStart >= width ? 0 : wordStart - gapStart
            defer { isFirstWord = false }
            if (!lineIsEmpty || isFirstWord) && lineWidth + blankCount + wordWidth <= width {
                sink.append(graphemes[(wordStart - blankCount)..<position])
                lineIsEmpty = false
                lineWidth += blankCount + wordWidth
                continue
            }
            if !lineIsEmpty { endLine() }
            if wordWidth <= width {
                sink.append(word)
                lineIsEmpty = false
                lineWidth = wordWidth
                continue
            }
            // Longer than a line: break between graphemes.
            for item in word {
                if lineWidth + item.width > width && !lineIsEmpty { endLine() }
                // A grapheme wider than the whole line (a wide character on a one-column
                // line) cannot be split: it is shown as the ellipsis of its truncation.
                let fitted = item.width > width ? truncate([item], width: width, charset: charset) : [item]
                sink.append(fitted)
                lineIsEmpty = lineIsEmpty && fitted.isEmpty
                lineWidth += TextLayout.width(of: fitted)
            }
        }
        if isFirstWord {
            sink.endLine()
            return
        }
        if !lineIsEmpty { sink.endLine() }
    }
}
