/// Text attributes a terminal can show without colour.
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let italic = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    public static let reverse = Attributes(rawValue: 1 << 4)
}

/// How a cell is drawn: attributes plus optional foreground and background colours.
///
/// A `nil` colour means "not set here": when styles are layered with ``merged(over:)``
/// the base's colour shows through, and on screen it is the terminal's default.
public struct Style: Hashable, Sendable {
    public var attributes: Attributes
    public var foreground: Color?
    public var background: Color?

    /// A style with `attributes` and colours (`nil`: not set here).
    public init(_ attributes: Attributes = [], foreground: Color? = nil, background: Color? = nil) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// The terminal's default look: no attributes, default colours.
    public static let plain = Style()

    /// This style laid over `base`: colours set here win, attributes add up.
    ///
    /// This is how a row's default styles reach text that the caller left unstyled while
    /// text styled at the call site keeps its own colour.
    public func merged(over base: Style) -> Style {
        Style(attributes.union(base.attributes),
              foreground: foreground ?? base.foreground,
              background: background ?? base.background)
    }

    /// The same style without colours, for monochrome output.
    public var withoutColors: Style { Style(attributes) }

    /// Whether two styles are the same: compared as two numbers, since painting a frame
    /// compares the styles of every cell it sends (the hash stays the one made from the fields).
    @inlinable
    public static func == (left: Style, right: Style) -> Bool {
        left.attributes == right.attributes
            && Color.code(of: left.foreground) == Color.code(of: right.foreground)
            && Color.code(of: left.background) == Color.code(of: right.background)
    }
}
