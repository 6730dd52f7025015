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
