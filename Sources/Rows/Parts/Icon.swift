/// A small picture drawn with one Unicode glyph, with a plain-ASCII fallback.
///
///     Icon("☕", ascii: "c")
public struct Icon: Hashable, Sendable {
    public var unicode: String
    public var ascii: String

    public init(_ unicode: String, ascii: String) {
        self.unicode = unicode
        self.ascii = ascii
    }

    /// The icon's text for `charset`.
    public func text(for charset: Charset) -> String {
        charset == .ascii ? ascii : unicode
    }

    /// The icon as styled text for `charset`.
    public func text(for charset: Charset, style: Style = .plain) -> Text {
        Text(text(for: charset), style: style)
    }
}

/// An icon on its own is a part: its glyph, one line.
extension Icon: RowPart {
    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        let columns = Grapheme.width(of: text(for: environment.charset), charset: environment.charset)
        return columns > 0 && width > 0 ? Size(width: min(width, columns), height: 1) : .zero
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        canvas.draw(environment.displayed(text(for: environment.charset, style: .plain)), x: rect.x, y: rect.y,
                    maxWidth: rect.width, charset: environment.charset)
    }
}
