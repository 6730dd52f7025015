import Rows

/// Renders every item to text for `--print`: no terminal, every line at most `width` columns.
///
///     let text = PrintRenderer(width: 60, style: .card).render(items)
public struct PrintRenderer: Sendable {
    public var width: Int
    public var style: Options.RowStyle
    public var charset: Charset
    /// Whether to emit ANSI colours and attributes; plain text (no escape bytes) otherwise.
    public var usesColor: Bool
    /// Tab stops, `--ansi` and the filter's highlighting, as in the list.
    public var rows: ItemRows

    public init(width: Int, style: Options.RowStyle, charset: Charset = .unicode, usesColor: Bool = false) {
        self.init(width: width, rows: ItemRows(style: style, charset: charset), charset: charset, usesColor: usesColor)
    }

    /// A renderer drawing with `rows` (its style, tab stop, `--ansi` and matcher).
    public init(width: Int, rows: ItemRows, charset: Charset = .unicode, usesColor: Bool = false) {
        self.width = max(1, width)
        self.style = rows.style
        self.charset = charset
        self.usesColor = usesColor
        self.rows = rows
    }

    /// Header text (`--header`, `--header-lines`) as printed: one line each, cut at the
    /// width, trailing spaces removed. `indent` columns come first (none for `--print`,
    /// whose items have no selection gutter to line up with).
    public func headerLines(_ texts: [Text], indent: Int = 0) -> String {
        var output = ""
        let indent = max(0, min(indent, width - 1))
        let lineWidth = width - indent
        for text in texts {
            var canvas = Canvas(width: width, height: 1)
            let shown = TextLayout.truncate(OneLineRow.firstLine(of: text, maxCharacters: lineWidth + 1), width: lineWidth, charset: charset)
            canvas.draw(shown, x: indent, y: 0, maxWidth: lineWidth)
            output += finished(canvas, y: 0) + "\n"
        }
        return output
    }

    private func finished(_ canvas: Canvas, y: Int) -> String {
        if usesColor { return canvas.ansiLine(at: y) }
        var line = canvas.line(at: y)
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The lines that draw `item`, trailing spaces removed.
    public func lines(for item: Item) -> [String] {
        var environment = RowEnvironment()
        environment.charset = charset
        environment.usesColor = usesColor
        // Nothing printed is current or marked: no selection gutter.
        environment.showsSelectionGutter = false
        var rows = rows
        rows.style = style
        let canvas = rows.row(for: item).rendered(width: width, environment: environment)
        return (0..<canvas.height).map { finished(canvas, y: $0) }
    }

    /// Every item's lines, each ending in a newline.
    public func render(_ items: some Sequence<Item>) -> String {
        var output = ""
        for item in items {
            for line in lines(for: item) {
                output += line
                output += "\n"
            }
        }
        return output
    }
}
