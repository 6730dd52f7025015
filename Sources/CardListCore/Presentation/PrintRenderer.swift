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
    /// Thumbnails for items' `image` values (only drawn with colours).
    public var picture: (@Sendable (String) -> Picture?)?

    public init(width: Int, style: Options.RowStyle, charset: Charset = .unicode, usesColor: Bool = false,
                picture: (@Sendable (String) -> Picture?)? = nil) {
        self.width = max(1, width)
        self.style = style
        self.charset = charset
        self.usesColor = usesColor
        self.picture = picture
    }

    /// The lines that draw `item`, trailing spaces removed.
    public func lines(for item: Item) -> [String] {
        var environment = RowEnvironment()
        environment.charset = charset
        environment.usesColor = usesColor
        let canvas = ItemRows(style: style, picture: usesColor ? picture : nil).row(for: item).rendered(width: width, environment: environment)
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
