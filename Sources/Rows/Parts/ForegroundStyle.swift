/// A foreground for text and lines: a colour, or a level of emphasis (`.secondary` is dim),
/// after SwiftUI's `.foregroundStyle(_:)`.
///
///     Text("Stone fruit").foregroundStyle(.secondary)
///     configuration.content.foregroundStyle(.secondary)   // any part: its tags, texts, lines
public struct ForegroundStyle: Hashable, Sendable {
    /// What the foreground adds to a style: a colour and/or attributes.
    public var style: Style

    public init(_ style: Style) {
        self.style = style
    }

    /// The terminal's default foreground: nothing added.
    public static let primary = ForegroundStyle(.plain)
    /// Less emphasis: dim.
    public static let secondary = ForegroundStyle(Style(.dim))
    /// A colour.
    public static func color(_ color: Color) -> ForegroundStyle {
        ForegroundStyle(Style(foreground: color))
    }
}

extension Text {
    /// The text in `color`, as SwiftUI's `foregroundStyle(_:)` with a colour; the same as
    /// ``foreground(_:)``.
    public func foregroundStyle(_ color: Color) -> Text {
        foreground(color)
    }

    /// The text in `style` (`.secondary` is dim); a colour it sets wins over the text's own.
    public func foregroundStyle(_ style: ForegroundStyle) -> Text {
        styled {
            $0.attributes.formUnion(style.style.attributes)
            if let color = style.style.foreground { $0.foreground = color }
        }
    }
}

/// A part drawn with a foreground under its own styles: every cell it draws takes the
/// colour and attributes of ``foreground`` where the part did not set its own (so a red
/// title inside stays red, as an inner style wins in SwiftUI).
public struct ForegroundStyledPart<Content: RowPart>: RowPart {
    public var content: Content
    public var foreground: ForegroundStyle

    public init(_ content: Content, foreground: ForegroundStyle) {
        self.content = content
        self.foreground = foreground
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        content.size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        content.draw(into: &canvas, in: rect, environment: environment)
        let base = environment.displayed(foreground.style)
        canvas.clipped(to: rect) { $0.restyle(rect) { $0 = $0.merged(over: base) } }
    }

    public var decorativeRowsBelow: Int { content.decorativeRowsBelow }
    public var showsSelection: Bool { content.showsSelection }
}

extension RowPart {
    /// This part with `color` under the styles of everything it draws.
    ///
    ///     HStack { Tag("5"); Tag("7") }.foregroundStyle(.cyan)
    public func foregroundStyle(_ color: Color) -> ForegroundStyledPart<Self> {
        ForegroundStyledPart(self, foreground: .color(color))
    }

    /// This part with `style` under the styles of everything it draws (`.secondary`: dim).
    ///
    ///     configuration.content.foregroundStyle(.secondary)
    public func foregroundStyle(_ style: ForegroundStyle) -> ForegroundStyledPart<Self> {
        ForegroundStyledPart(self, foreground: style)
    }
}

extension ForegroundStyledPart: Equatable where Content: Equatable {}
extension ForegroundStyledPart: Hashable where Content: Hashable {}
extension ForegroundStyledPart: Sendable where Content: Sendable {}
