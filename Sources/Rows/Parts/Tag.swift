/// A small framed badge holding an icon and a short text, like a transport line badge.
///
///     ╭─────╮       +----+
///     │🚆 S1│       |T S1|
///     ╰─────╯       +----+
///
/// Always three rows tall. A label style set with ``RowPart/labelStyle(_:)`` draws its label. Offered fewer columns than it needs, the text is truncated
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
        let labelWidth = customLabel(in: environment)?.size(forWidth: .max / 2, in: environment).width
            ?? label.text(for: environment.charset).width(charset: environment.charset)
        let natural = labelWidth + 2
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
        let inside = Rect(x: frame.x + 1, y: frame.y + 1, width: frame.width - 2, height: 1)
        if let custom = customLabel(in: environment) {
            custom.draw(into: &canvas, in: inside, environment: environment)
            return
        }
        let text = environment.displayed(label.text(for: environment.charset).withDefault(Style(.bold, foreground: color)))
        canvas.draw(text, x: inside.x, y: inside.y, maxWidth: inside.width, charset: environment.charset)
    }

    /// The label as a label style other than the default draws it (bold and in the tag's
    /// colour unless styled), or `nil` with the default style.
    func customLabel(in environment: RowEnvironment) -> (any RowPart)? {
        guard !(environment.labelStyle.base is TitleAndIconLabelStyle) else { return nil }
        let title = label.title.withDefault(Style(.bold, foreground: color))
        return environment.labelStyle.body(LabelStyleConfiguration(title: title, icon: label.icon))
    }
}
