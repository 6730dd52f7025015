/// A row one line high, for plain or very long lists: a marker gutter, the name in bold,
/// the first line of the summary dimmed, and a dimmed detail at the trailing edge.
///
///     ▶ Flat white  Velvety microfoam …  $3.50
///      ✓Cortado  Equal parts                $3
///       Matcha  Stone-ground green tea   $4.20
///
/// In a list (``RowEnvironment/showsSelectionGutter``) the row starts with the selection
/// gutter: `▶` on the selected row, then `✓` on a marked one (`>` and `*` in ASCII), as in
/// fzf's pointer and marker columns, as wide as the environment's marks; alone it has none. The selected row is also drawn in reverse video from its gutter to the end
/// of its text, so it shows on a monochrome terminal.
///
/// When space is short the detail goes first (it is shown only while the summary keeps at
/// least ``minimumSummaryWidth`` columns), then the summary is truncated with `…` and left
/// out, and the name is truncated last.
///
/// Drawing costs O(*w*) for a row *w* columns wide whatever the length of the texts: only
/// the first line of each text, and at most *w* characters of it, is ever looked at.
public struct OneLineRow: RowPart, Hashable, Sendable {
    /// The item's name, bold unless styled otherwise; truncated last.
    public var name: Text
    /// Its description: only the first line is shown, dimmed.
    public var summary: Text
    /// A short value on the trailing edge, dimmed; left out first when space is short.
    public var detail: Text
    /// The style under the name's own styles: bold by default; `.plain` shows a name's
    /// own colours (from `--ansi` input) as they are.
    public var nameStyle = Style(.bold)
    /// Which part of a name wider than its columns shows: its start by default, scrolled to
    /// a match (fzf's hscroll), or its end (`--keep-right`).
    public var scroll = HorizontalScroll.start

    /// Columns the summary keeps before the detail is given up for it (or all of a shorter
    /// summary); also the least a truncated summary is shown with.
    public static let minimumSummaryWidth = 8
    /// Columns between the name and the summary, and at least before the detail.
    static let gap = 2

    /// A row from styled texts; styles set on them win over the row's defaults. The name
    /// comes first and unlabelled, as in every row kind.
    public init(_ name: Text, summary: Text = "", detail: Text = "") {
        self.name = name
        self.summary = summary
        self.detail = detail
    }

    /// A row from plain strings, for texts held in variables.
    public init(_ name: String, summary: String = "", detail: String = "") {
        self.init(Text(name), summary: Text(summary), detail: Text(detail))
    }

    @available(*, deprecated, renamed: "init(_:summary:detail:)", message: "The name is unlabelled in every row kind.")
    public init(name: Text, summary: Text = "", detail: Text = "") {
        self.init(name, summary: summary, detail: detail)
    }

    @available(*, deprecated, renamed: "init(_:summary:detail:)", message: "The name is unlabelled in every row kind.")
    public init(name: String, summary: String = "", detail: String = "") {
        self.init(name, summary: summary, detail: detail)
    }

    /// Always one line, all of `width`.
    /// It shows selection itself.
    public var showsSelection: Bool { true }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: max(0, width), height: 1)
    }

    /// Draws the row on the first line of `rect`.
    ///
    /// - Complexity: O(*w*) for a `rect` *w* columns wide.
    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        guard !rect.isEmpty else { return }
        let charset = environment.charset
        let line = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        let gutterWidth = environment.showsSelectionGutter || environment.isSelected || environment.isMarked
            ? min(rect.width, SelectionGutter.width(in: environment)) : 0
        let available = max(0, rect.width - gutterWidth)
        let limit = available + 1
        // nil: the whole first line (firstLine looks one character past its limit).
        let nameLimit = scroll.graphemesNeeded(forWidth: available) ?? (Int.max - 1)
        let nameLine = Self.firstLine(of: name, maxCharacters: nameLimit).withDefault(nameStyle).graphemes(charset: charset)
        let summaryLine = Self.firstLine(of: summary, maxCharacters: limit).withDefault(Style(.dim)).graphemes(charset: charset)
        let detailLine = Self.firstLine(of: detail, maxCharacters: limit).withDefault(Style(.dim)).graphemes(charset: charset)
        let columns = Self.columns(available: available, name: TextLayout.width(of: nameLine),
                                   summary: TextLayout.width(of: summaryLine), detail: TextLayout.width(of: detailLine))

        canvas.clipped(to: line) { canvas in
            canvas.fill(line)
            SelectionGutter.draw(into: &canvas, x: line.x, y: line.y, width: gutterWidth, environment: environment,
                                 pointerStyle: Style(.bold, foreground: .cyan), markerStyle: Style(.bold, foreground: .green))
            var x = line.x + gutterWidth
            x += canvas.draw(scroll.cut(nameLine, width: columns.name, charset: charset), x: x, y: line.y,
                             maxWidth: columns.name)
            var end = x
            if columns.summary > 0 {
                end = x + Self.gap + canvas.draw(TextLayout.truncate(summaryLine, width: columns.summary, charset: charset),
                                                 x: x + Self.gap, y: line.y, maxWidth: columns.summary)
            }
            if columns.detail > 0 {
                canvas.draw(detailLine, x: line.maxX - columns.detail, y: line.y, maxWidth: columns.detail)
                end = line.maxX
            }
            if environment.isSelected {
                // The bar ends with the text, as fzf's does: a terminal is sent no run of
                // reverse blanks for a move.
                canvas.restyle(Rect(x: line.x, y: line.y, width: min(line.width, end - line.x), height: 1)) {
                    $0.attributes.insert(.reverse)
                }
            }
        }
    }
}

extension OneLineRow {
    /// The columns given to each text; 0 leaves it out.
    struct Columns: Hashable {
        var name: Int
        var summary: Int
        var detail: Int
    }

    /// Shares `available` columns between texts of the given full widths: the detail goes
    /// first, then the summary shrinks and goes, and the name is truncated last.
    static func columns(available: Int, name: Int, summary: Int, detail: Int) -> Columns {
        let available = max(0, available)
        let leastSummary = min(summary, minimumSummaryWidth)
        let summaryNeed = summary > 0 ? gap + leastSummary : 0
        if detail > 0, name + summaryNeed + gap + detail <= available {
            let summaryRoom = available - name - gap - detail - gap
            return Columns(name: name, summary: summary > 0 ? min(summary, summaryRoom) : 0, detail: detail)
        }
        if summary > 0, name + summaryNeed <= available {
            return Columns(name: name, summary: min(summary, available - name - gap), detail: 0)
        }
        return Columns(name: min(name, available), summary: 0, detail: 0)
    }

    /// The text up to its first newline and at most `maxCharacters` characters, tabs and
    /// carriage returns as spaces.
    ///
    /// Every character takes at least one column once sanitised, so a text cut at more
    /// characters than the columns available still truncates as the whole line would.
    ///
    /// - Complexity: O(`maxCharacters`), whatever the length of `text`.
    public static func firstLine(of text: Text, maxCharacters: Int) -> Text {
        var runs: [Text.Run] = []
        var remaining = max(0, maxCharacters)
        for run in text.runs {
            guard remaining > 0 else { break }
            // The characters taken and the one after them printable ASCII (no line break,
            // tab or mark joining the last one): a character a byte.
            let utf8 = run.string.utf8
            if utf8.prefix(remaining + 1).allSatisfy(Grapheme.isPrintableASCII) {
                runs.append(utf8.count <= remaining ? run : Text.Run(String(decoding: utf8.prefix(remaining), as: UTF8.self), style: run.style))
                remaining -= min(remaining, utf8.count)
                continue
            }
            var string = ""
            var reachedNewline = false
            for character in run.string {
                if remaining == 0 { break }
                if character == "\n" || character == "\r\n" {
                    reachedNewline = true
                    break
                }
                string.append(character == "\t" || character == "\r" ? " " : character)
                remaining -= 1
            }
            runs.append(Text.Run(string, style: run.style))
            if reachedNewline { break }
        }
        return Text(runs: runs)
    }
}
