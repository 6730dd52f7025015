/// Word wrap and truncation, measured in terminal columns and never splitting a grapheme.
public enum TextLayout {
    /// One line of styled graphemes.
    public typealias Line = [StyledGrapheme]

    /// Breaks `text` into lines of at most `width` columns.
    ///
    /// Lines break at spaces. Blanks between words that stay on one line are kept as they
    /// are, and so is an indent that leaves room for text; blanks at a break are dropped.
    /// A tab counts as one blank (expand tabs first with
    /// ``Text/expandingTabs(tabStop:charset:)``). A word longer than the width is broken
    /// between graphemes; a newline in the text starts a new line.
    /// A grapheme wider than `width` itself (`抹` at width 1) becomes `…`, so no line is
    /// ever wider than `width`. Returns no lines when `width` is 0 or less.
    ///
    ///     TextLayout.wrap("A bright, fruity espresso", width: 10)
    ///     // ["A bright,", "fruity", "espresso"]
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public static func wrap(_ text: Text, width: Int, charset: Charset = .unicode) -> [Line] {
        guard width > 0 else { return [] }
        var collector = LineCollector(width: width)
        // Printable ASCII in one style (most texts): its graphemes are made as the lines
        // take them, with no array of the whole text's graphemes first.
        if text.runs.count == 1, text.runs[0].string.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            guard bytes.allSatisfy(Grapheme.isPrintableASCII) else { return false }
            breakParagraph(ASCIIGraphemes(bytes: bytes, style: text.runs[0].style), width: width, charset: charset, into: &collector)
            return true
        }) == true {
            return collector.lines
        }
        for paragraph in paragraphs(of: text) {
            breakParagraph(paragraph.graphemes(charset: charset), width: width, charset: charset, into: &collector)
        }
        return collector.lines
    }

    /// The number of lines ``wrap(_:width:charset:)`` gives, found without making them
    /// (text of printable ASCII in one style is read as its bytes).
    public static func lineCount(_ text: Text, width: Int, charset: Charset = .unicode) -> Int {
        guard width > 0 else { return 0 }
        if text.runs.count == 1, let count = text.runs[0].string.utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
            guard bytes.allSatisfy(Grapheme.isPrintableASCII) else { return nil }
            var counter = LineCounter()
            breakParagraph(ASCIIGraphemes(bytes: bytes, style: .plain), width: width, charset: charset, into: &counter)
            return counter.count
        }), let count {
            return count
        }
        var counter = LineCounter()
        for paragraph in paragraphs(of: text) {
            breakParagraph(paragraph.graphemes(charset: charset), width: width, charset: charset, into: &counter)
        }
        return counter.count
    }

    /// `text` on one line of at most `width` columns, ending in `…` (`...` in ASCII) when cut.
    /// Newlines and tabs are shown as visible control characters.
    public static func truncate(_ text: Text, width: Int, charset: Charset = .unicode) -> Line {
        truncate(text.graphemes(charset: charset), width: width, charset: charset)
    }

    /// `line` cut to at most `width` columns, ending in `…` (`...` in ASCII) when cut.
    public static func truncate(_ line: Line, width: Int, charset: Charset = .unicode) -> Line {
        guard width > 0 else { return [] }
        var total = 0
        for item in line { total += item.width }
        if total <= width { return line }
        let ellipsisGraphemes = Grapheme.graphemes(of: String(ellipsis(charset).prefix(width)), charset: charset)
        let ellipsisWidth = ellipsisGraphemes.reduce(0) { $0 + $1.width }
        var result: Line = []
        var used = 0
        for item in line {
            if used + item.width > width - ellipsisWidth { break }
            result.append(item)
            used += item.width
        }
        let style = (result.last ?? line.first)?.style ?? .plain
        result += ellipsisGraphemes.map { StyledGrapheme(grapheme: $0, style: style) }
        return result
    }

    /// What marks cut text: `…`, or `...` in ASCII.
    static func ellipsis(_ charset: Charset) -> String {
        charset == .ascii ? "..." : "\u{2026}"
    }

    /// Columns taken by `line`.
    public static func width(of line: Line) -> Int {
        line.reduce(0) { $0 + $1.width }
    }

    /// The text split at newlines, tabs turned into spaces.
    private static func paragraphs(of text: Text) -> [Text] {
        // Most texts hold no line break, tab or carriage return: one paragraph as it is.
        if !text.runs.contains(where: { $0.string.containsUTF8Byte { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 } }) {
            return [text]
        }
        var result: [Text] = [Text("")]
        for run in text.runs {
            var first = true
            for piece in run.string.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
                if !first { result.append(Text("")) }
                first = false
                let cleaned = piece.replacingTabsAndCarriageReturns()
                result[result.count - 1] = result[result.count - 1] + Text(cleaned, style: run.style)
            }
        }
        return result
    }
}

private extension Substring {
    /// Tabs become spaces (a place to wrap); a lone carriage return becomes a space too.
    func replacingTabsAndCarriageReturns() -> String {
        String(map { $0 == "\t" || $0 == "\r" ? " " : $0 })
    }
}
