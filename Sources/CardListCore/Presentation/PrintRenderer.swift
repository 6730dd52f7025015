import Items
import Rows

/// Renders every item to text for `--print`: no terminal, every line at most `width` columns.
///
///     let text = PrintRenderer(width: 60, style: .card).render(items)
public struct PrintRenderer: Sendable {
    public var width: Int
    public var style: RowStyle
    public var charset: Charset
    /// Whether to emit ANSI colours and attributes; plain text (no escape bytes) otherwise.
    public var usesColor: Bool
    /// Tab stops, `--ansi` and the filter's highlighting, as in the list.
    public var rows: ItemRows

    public init(width: Int, style: RowStyle, charset: Charset = .unicode, usesColor: Bool = false) {
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
        var bytes: [UInt8] = []
        append(canvas, y: y, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends row `y` of `canvas` as printed: with its colours when they are used, trailing
    /// spaces removed.
    private func append(_ canvas: Canvas, y: Int, to bytes: inout [UInt8]) {
        if usesColor {
            canvas.appendANSILine(at: y, to: &bytes)
        } else {
            canvas.appendPlainLine(at: y, to: &bytes)
        }
    }

    /// The environment items are drawn in.
    private var environment: RowEnvironment {
        var environment = RowEnvironment()
        environment.charset = charset
        environment.usesColor = usesColor
        // Nothing printed is current or marked: no selection gutter.
        environment.showsSelectionGutter = false
        return environment
    }

    /// The rows of ``style``.
    private var styledRows: ItemRows {
        var rows = rows
        rows.style = style
        return rows
    }

    /// The lines that draw `item`, trailing spaces removed.
    public func lines(for item: Item) -> [String] {
        let canvas = styledRows.row(for: item).rendered(width: width, environment: environment)
        return (0..<canvas.height).map { finished(canvas, y: $0) }
    }

    /// Every item's lines, each ending in a newline.
    public func render(_ items: some Sequence<Item>) -> String {
        var bytes: [UInt8] = []
        render(items, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the lines of the items at `indices` of `segment` to `bytes`, as
    /// ``render(_:into:)`` would for them: in the line style, a name of printable ASCII
    /// that fits goes out as its bytes, with no item, text or canvas made.
    ///
    /// - Complexity: O(*n*) in the bytes printed.
    public func render(_ segment: ItemSegment, indices: some Sequence<Int>, into bytes: inout [UInt8]) {
        let prefix = plainNamePrefix()
        for index in indices {
            if let prefix, segment.appendPrintableName(of: index, after: prefix, width: width, to: &bytes) { continue }
            render(CollectionOfOne(segment[index]), into: &bytes)
        }
    }

    /// What the line style draws before a name alone, when a name of printable ASCII that
    /// fits can skip the general drawing; nil when it cannot (another style, colours, the
    /// filter's highlighting or `--ansi`). It is found by drawing one name.
    private func plainNamePrefix() -> [UInt8]? {
        guard style == .line, !usesColor, rows.matcher == nil, !rows.ansi else { return nil }
        var probe: [UInt8] = []
        render(CollectionOfOne(Item(name: "x")), into: &probe)
        guard probe.count >= 2, probe.suffix(2).elementsEqual([UInt8(ascii: "x"), 0x0A]) else { return nil }
        return Array(probe.dropLast(2))
    }

    /// Appends every item's lines, each ending in a newline, to `bytes` as UTF-8.
    ///
    /// - Complexity: O(*n*) in the cells drawn; no `String` is made per line.
    public func render(_ items: some Sequence<Item>, into bytes: inout [UInt8]) {
        let rows = styledRows, environment = environment
        for item in items {
            let canvas = rows.row(for: item).rendered(width: width, environment: environment)
            for y in 0..<canvas.height {
                append(canvas, y: y, to: &bytes)
                bytes.append(0x0A)
            }
        }
    }
}
