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

    public init(width: Int, style: Options.RowStyle, charset: Charset = .unicode, usesColor: Bool = false) {
        self.width = max(1, width)
        self.style = style
        self.charset = charset
        self.usesColor = usesColor
    }

    /// The lines that draw `item`, trailing spaces removed.
    public func lines(for item: Item) -> [String] {
        var environment = RowEnvironment()
        environment.charset = charset
        environment.usesColor = usesColor
        environment.showsSelectionGutter = true
        let canvas = ItemRows(style: style).row(for: item).rendered(width: width, environment: environment)
        return (0..<canvas.height).map { y in
            if usesColor { return canvas.ansiLine(at: y) }
            var line = canvas.line(at: y)
            while line.last == " " { line.removeLast() }
            return line
        }
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
