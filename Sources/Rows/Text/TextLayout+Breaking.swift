/// Where word wrap ends lines: one algorithm, which either keeps the lines
/// (``TextLayout/wrap(_:width:charset:)``) or only counts them
/// (``TextLayout/lineCount(_:width:charset:)``), so a row can be measured without making
/// the lines it draws.
extension TextLayout {
    /// What receives the lines of a paragraph as word wrap ends them.
    protocol LineSink {
        /// Adds the graphemes at `range` of `graphemes` to the line being filled.
        mutating func append<Graphemes: WrapGraphemes>(_ range: Range<Int>, of graphemes: Graphemes)
        /// Adds `line`, a grapheme cut to fit the width, to the line being filled.
        mutating func append(fitted line: Line)
        /// Ends the line being filled (an empty one for a paragraph of blanks).
        mutating func endLine()
    }

    /// The graphemes of a paragraph as word wrap reads them: where blanks (one-column
    /// spaces, where lines may break) and words end, and the columns of each grapheme,
    /// found without making the graphemes where that is cheaper.
    protocol WrapGraphemes: RandomAccessCollection<StyledGrapheme> where Index == Int {
        /// The position after the blanks that start at `position`.
        func blanksEnd(from position: Int) -> Int
        /// The position after the word (no blank) that starts at `position`, and its columns.
        func wordEnd(from position: Int) -> (end: Int, columns: Int)
        /// The columns of the grapheme at `position`.
        func columns(at position: Int) -> Int
    }

    /// Keeps every line.
    struct LineCollector: LineSink {
        var lines: [Line] = []
        var line: Line = []

        /// The widest a line is: each line is made with room for that many graphemes.
        let width: Int

        mutating func append<Graphemes: WrapGraphemes>(_ range: Range<Int>, of graphemes: Graphemes) {
            if line.capacity == 0 { line.reserveCapacity(Swift.min(width, 1024)) }
            line += graphemes[range]
        }

        mutating func append(fitted line: Line) {
            self.line += line
        }

        mutating func endLine() {
            lines.append(line)
            line = []
        }
    }

    /// Only counts the lines.
    struct LineCounter: LineSink {
        var count = 0

        mutating func append<Graphemes: WrapGraphemes>(_ range: Range<Int>, of graphemes: Graphemes) {}
        mutating func append(fitted line: Line) {}
        mutating func endLine() { count += 1 }
    }

    /// The bytes of printable ASCII text as graphemes of one column each, made as they are
    /// read: no array of graphemes is built to count its lines.
    struct ASCIIGraphemes: WrapGraphemes {
        let bytes: UnsafeBufferPointer<UInt8>
        let style: Style

        var startIndex: Int { 0 }
        var endIndex: Int { bytes.count }

        subscript(position: Int) -> StyledGrapheme {
            StyledGrapheme(grapheme: Grapheme(Glyph(ascii: bytes[position])), style: style)
        }

        func blanksEnd(from position: Int) -> Int {
            var end = position
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
            return end
        }

        func wordEnd(from position: Int) -> (end: Int, columns: Int) {
            var end = position
            while end < bytes.count, bytes[end] != UInt8(ascii: " ") { end += 1 }
            return (end, end - position)
        }

        func columns(at position: Int) -> Int { 1 }
    }

    /// Breaks one paragraph (no line breaks in it) into lines of at most `width` columns,
    /// handing them to `sink`; `width` is at least 1.
    ///
    /// Each word with the blanks before it is a range of `graphemes`, in their own styles
    /// (kept when both stay on one line: an underlined word does not underline the space
    /// before it). Blanks after the last word are dropped.
    static func breakParagraph<Graphemes: WrapGraphemes, Sink: LineSink>(
        _ graphemes: Graphemes, width: Int, charset: Charset, into sink: inout Sink
    ) {
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
            let wordStart = graphemes.blanksEnd(from: position)
            let (wordEnd, wordWidth) = graphemes.wordEnd(from: wordStart)
            position = wordEnd
            guard wordStart < position else { break }
            // Blanks between words stay as they are; those before the first word (an
            // indent) stay when they leave room for a character.
            let blankCount = isFirstWord && wordStart - gapStart >= width ? 0 : wordStart - gapStart
            defer { isFirstWord = false }
            if (!lineIsEmpty || isFirstWord) && lineWidth + blankCount + wordWidth <= width {
                sink.append((wordStart - blankCount)..<position, of: graphemes)
                lineIsEmpty = false
                lineWidth += blankCount + wordWidth
                continue
            }
            if !lineIsEmpty { endLine() }
            if wordWidth <= width {
                sink.append(wordStart..<position, of: graphemes)
                lineIsEmpty = false
                lineWidth = wordWidth
                continue
            }
            // Longer than a line: break between graphemes.
            for index in wordStart..<position {
                let columns = graphemes.columns(at: index)
                if lineWidth + columns > width && !lineIsEmpty { endLine() }
                if columns <= width {
                    sink.append(index..<(index + 1), of: graphemes)
                    lineIsEmpty = false
                    lineWidth += columns
                    continue
                }
                // A grapheme wider than the whole line (a wide character on a one-column
                // line) cannot be split: it is shown as the ellipsis of its truncation.
                let fitted = truncate([graphemes[index]], width: width, charset: charset)
                sink.append(fitted: fitted)
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

extension Array: TextLayout.WrapGraphemes where Element == StyledGrapheme {
    func blanksEnd(from position: Int) -> Int {
        var end = position
        while end < count, self[end].grapheme.isWhitespace { end += 1 }
        return end
    }

    func wordEnd(from position: Int) -> (end: Int, columns: Int) {
        var end = position, columns = 0
        while end < count, !self[end].grapheme.isWhitespace {
            columns += self[end].width
            end += 1
        }
        return (end, columns)
    }

    func columns(at position: Int) -> Int { self[position].width }
}
