/// Which part of a line wider than its columns a one-line row shows, as fzf's hscroll does.
///
///     HorizontalScroll.match(end: 32).cut(line, width: 20)   // "..ro 4224 bash --lo…"
///
/// Text cut at the start is marked `..` (in both character sets, as fzf does); text cut at
/// the end is marked as ``TextLayout/truncate(_:width:charset:)`` marks it.
public enum HorizontalScroll: Hashable, Sendable {
    /// The start of the line, cut at the end (`--no-hscroll`, or no match to show).
    case start
    /// Scrolled so that a match ending before grapheme `end` shows, with up to
    /// ``context`` graphemes after it (fewer in a narrow row: at most half its width less 2).
    case match(end: Int)
    /// The end of the line, cut at the start (`--keep-right`).
    case end

    /// Graphemes kept in view after the match's end (fzf's `--hscroll-off` default).
    public static let context = 10
    /// What marks text cut at the start.
    static let leadingMark = ".."

    /// How many graphemes from the start of a line `cut(_:width:charset:)` looks at to
    /// show `width` columns; nil when it needs the whole line.
    public func graphemesNeeded(forWidth width: Int) -> Int? {
        switch self {
        case .start: max(0, width) + 1
        case .match(let end): max(max(0, width), max(0, end) + Self.context) + 1
        case .end: nil
        }
    }

    /// `line` fitted into `width` columns, scrolled as this case says.
    ///
    /// - Complexity: O(*n*) in the graphemes of `line`.
    public func cut(_ line: TextLayout.Line, width: Int, charset: Charset = .unicode) -> TextLayout.Line {
        guard width > 0 else { return [] }
        guard TextLayout.width(of: line) > width else { return line }
        switch self {
        case .start:
            return TextLayout.truncate(line, width: width, charset: charset)
        case .end:
            return Self.keepingEnd(line[...], width: width, charset: charset)
        case .match(let end):
            let end = min(max(0, end), line.count)
            let shownEnd = min(line.count, end + max(0, min(width / 2 - 2, Self.context)))
            let trailingMark = Self.trailingMark(charset, style: line[max(0, shownEnd - 1)].style)
            let markWidth = TextLayout.width(of: trailingMark)
            if TextLayout.width(of: Array(line[..<shownEnd])) <= width - markWidth {
                return TextLayout.truncate(line, width: width, charset: charset)
            }
            let mark = shownEnd < line.count ? trailingMark : []
            let room = max(0, width - TextLayout.width(of: mark))
            return Self.keepingEnd(line[..<shownEnd], width: room, charset: charset) + mark
        }
    }

    /// The end of `line` in `width` columns, marked `..` where its start is cut.
    static func keepingEnd(_ line: ArraySlice<StyledGrapheme>, width: Int, charset: Charset) -> TextLayout.Line {
        guard width > 0 else { return [] }
        if TextLayout.width(of: Array(line)) <= width { return Array(line) }
        let style = line.first?.style ?? .plain
        let mark = Grapheme.graphemes(of: String(leadingMark.prefix(width)), charset: charset)
            .map { StyledGrapheme(grapheme: $0, style: style) }
        var kept: [StyledGrapheme] = []
        var used = TextLayout.width(of: mark)
        for item in line.reversed() {
            if used + item.width > width { break }
            kept.append(item)
            used += item.width
        }
        return mark + kept.reversed()
    }

    /// The mark of text cut at the end, in `style`.
    static func trailingMark(_ charset: Charset, style: Style) -> TextLayout.Line {
        Grapheme.graphemes(of: TextLayout.ellipsis(charset), charset: charset).map { StyledGrapheme(grapheme: $0, style: style) }
    }
}
