/// Draws a ``Picture`` at the top-leading corner of its rectangle, cut to it.
///
/// Without a picture, without colours (``RowEnvironment/usesColor`` false) or in ASCII a picture cannot be
/// shown; the box then draws its `fallback` part instead, usually an ``ImagePlaceholder``.
public struct PictureBox: RowPart, Hashable, Sendable {
    /// The picture; nil draws the fallback (a thumbnail not made yet, or none).
    public var picture: Picture?
    /// What is drawn where the picture cannot be.
    public var fallback: ImagePlaceholder

    public init(picture: Picture?, fallback: ImagePlaceholder) {
        self.picture = picture
        self.fallback = fallback
    }

    /// The picture's size, narrowed to `width`.
    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        guard let picture, Self.shows(in: environment) else { return fallback.size(forWidth: width, in: environment) }
        return Size(width: min(max(0, width), picture.width), height: picture.height)
    }

    /// Draws the picture's cells from the top-leading corner of `rect`.
    ///
    /// A symbol that is not one printable column wide is drawn as a space.
    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        guard let picture, Self.shows(in: environment) else {
            fallback.render(into: &canvas, in: rect, environment: environment)
            return
        }
        let columns = min(rect.width, picture.width), rows = min(rect.height, picture.height)
        guard columns > 0, rows > 0 else { return }
        for y in 0..<rows {
            for x in 0..<columns {
                let cell = picture[x, y]
                let glyph = Self.glyph(for: cell.symbol)
                canvas.put(glyph, x: rect.x + x, y: rect.y + y,
                           style: Style(foreground: cell.foreground, background: cell.background))
            }
        }
    }

    /// Whether pictures can be shown: colours on, Unicode symbols available.
    static func shows(in environment: RowEnvironment) -> Bool {
        environment.usesColor && environment.charset.repertoire == .unicode
    }

    private static func glyph(for symbol: Unicode.Scalar) -> Glyph {
        guard symbol.value >= 0x20, symbol.value != 0x7F, ColumnWidth.of(symbol) == 1,
              !symbol.properties.isDefaultIgnorableCodePoint,
              symbol.properties.generalCategory != .control, symbol.properties.generalCategory != .format
        else { return .space }
        return Glyph(unchecked: String(Character(symbol)), width: 1)
    }
}
