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

    /// Whether two styles are the same: compared as one number, since painting a frame
    /// compares the styles of every cell it sends (the hash stays the one made from the fields).
    @inlinable
    public static func == (left: Style, right: Style) -> Bool {
        left.packedBits == right.packedBits
    }

    /// The style as one number below 2⁶⁰, the same for two styles exactly when they are
    /// equal: attributes in the low byte, then each colour in 26 bits (a tag and the palette
    /// index or RGB). Row fingerprints mix it too.
    @inlinable
    var packedBits: UInt64 {
        UInt64(attributes.rawValue) | Self.bits(foreground) << 8 | Self.bits(background) << 34
    }

    @inlinable
    static func bits(_ color: Color?) -> UInt64 {
        switch color {
        case nil: 0
        case .palette(let index)?: 0x100_0000 | UInt64(index)
        case let .rgb(red, green, blue)?: 0x200_0000 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
        }
    }
}
