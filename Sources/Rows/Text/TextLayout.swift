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
        var lines: [Line] = []
        for paragraph in paragraphs(of: text) {
            wrapParagraph(paragraph, width: width, charset: charset, into: &lines)
        }
        return lines
    }

    /// The number of lines ``wrap(_:width:charset:)`` gives.
    public static func lineCount(_ text: Text, width: Int, charset: Charset = .unicode) -> Int {
        wrap(text, width: width, charset: charset).count
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
        if !text.runs.contains(where: { $0.string.utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 } }) {
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

    private static func wrapParagraph(_ paragraph: Text, width: Int, charset: Charset, into lines: inout [Line]) {
        let graphemes = paragraph.graphemes(charset: charset)
        // Each word with the blanks before it, as ranges of `graphemes`, in their own styles
        // (kept when both stay on one line: an underlined word does not underline the space
        // before it). Blanks after the last word are dropped.
        var line: Line = []
        var lineWidth = 0
        var position = 0
        var isFirstWord = true
        while position < graphemes.count {
            let gapStart = position
            while position < graphemes.count, graphemes[position].grapheme.isWhitespace { position += 1 }
            let wordStart = position
            var wordWidth = 0
            while position < graphemes.count, !graphemes[position].grapheme.isWhitespace {
                wordWidth += graphemes[position].width
                position += 1
            }
            guard wordStart < position else { break }
            let word = graphemes[wordStart..<position]
            // Blanks between words stay as they are; those before the first word (an
            // indent) stay when they leave room for a character.
            let blankCount = isFirstWord && wordStart - gapStart >= width ? 0 : wordStart - gapStart
            defer { isFirstWord = false }
            if (!line.isEmpty || isFirstWord) && lineWidth + blankCount + wordWidth <= width {
                line += graphemes[(wordStart - blankCount)..<wordStart]
                line += word
                lineWidth += blankCount + wordWidth
                continue
            }
            if !line.isEmpty { lines.append(line); line = []; lineWidth = 0 }
            if wordWidth <= width {
                line += word
                lineWidth = wordWidth
                continue
            }
            // Longer than a line: break between graphemes.
            for item in word {
                if lineWidth + item.width > width && !line.isEmpty {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                // A grapheme wider than the whole line (a wide character on a one-column
                // line) cannot be split: it is shown as the ellipsis of its truncation.
                let fitted = item.width > width ? truncate([item], width: width, charset: charset) : [item]
                line += fitted
                lineWidth += TextLayout.width(of: fitted)
            }
        }
        if isFirstWord {
            lines.append([])
            return
        }
        if !line.isEmpty { lines.append(line) }
    }
}

private extension Substring {
    /// Tabs become spaces (a place to wrap); a lone carriage return becomes a space too.
    func replacingTabsAndCarriageReturns() -> String {
        String(map { $0 == "\t" || $0 == "\r" ? " " : $0 })
    }
}
