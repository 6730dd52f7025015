/// A small framed badge holding an icon and a short text, like a transport line badge.
///
///     ╭─────╮       +----+
///     │🚆 S1│       |T S1|
///     ╰─────╯       +----+
///
/// Always three rows tall. Offered fewer columns than it needs, the text is truncated
/// inside the frame; below three columns there is no room for a frame and it takes none.
public struct Tag: RowPart, Hashable, Sendable {
    /// The badge's text and icon.
    public var label: Label
    /// The colour of the frame and the text, when colours are in use.
    public var color: Color?

    /// The height of every tag.
    public static let height = 3

    public init(_ text: Text, icon: Icon? = nil, color: Color? = nil) {
        self.label = Label(text, icon: icon)
        self.color = color
    }

    public init(_ text: String, icon: Icon? = nil, color: Color? = nil) {
        self.init(Text(text), icon: icon, color: color)
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        let natural = label.text(for: environment.charset).width(charset: environment.charset) + 2
        let used = min(width, natural)
        guard used >= 3 else { return .zero }
        return Size(width: used, height: Tag.height)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let size = size(forWidth: rect.width, in: environment)
        guard size.width > 0, rect.height > 0 else { return }
        let frame = Rect(x: rect.x, y: rect.y, width: size.width, height: size.height)
        let style = environment.displayed(Style(foreground: color))
        let border: Border = environment.charset == .ascii ? .ascii : .rounded
        canvas.drawBorder(border, in: frame, style: style)
        let text = environment.displayed(label.text(for: environment.charset).withDefault(Style(.bold, foreground: color)))
        canvas.draw(text, x: frame.x + 1, y: frame.y + 1, maxWidth: frame.width - 2, charset: environment.charset)
    }
}
