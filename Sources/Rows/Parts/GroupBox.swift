/// Any parts in a rounded box, after SwiftUI's `GroupBox`: the article's transport tag is a
/// grouped box around a label. ``Tag`` is the ready-made box around one label; a group box
/// holds whatever its builder gives.
///
///     GroupBox { Label("5", icon: .tram) }.labelStyle(.compact)   // ╭───╮ │🚊5│ ╰───╯
///
/// The box hugs its content: the content is offered the width less the two frame columns,
/// and the box is two columns wider and two rows taller than what the content takes. Below
/// three columns there is no room for a frame and it draws nothing.
public struct GroupBox<Content: RowPart>: RowPart {
    public var content: Content

    /// A box around the parts `content` builds.
    public init(@RowBuilder content: () -> Content) {
        self.content = content()
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        guard width >= 3 else { return .zero }
        let inner = content.size(forWidth: width - 2, in: environment)
        return Size(width: min(width, inner.width + 2), height: inner.height + 2)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let size = size(forWidth: rect.width, in: environment)
        guard size.width >= 3 else { return }
        let frame = Rect(x: rect.x, y: rect.y, width: size.width, height: size.height)
        let border: Border = environment.charset == .ascii ? .ascii : .rounded
        canvas.drawBorder(border, in: frame)
        let inside = Rect(x: frame.x + 1, y: frame.y + 1, width: frame.width - 2, height: frame.height - 2)
        content.draw(into: &canvas, in: inside, environment: environment)
    }
}

extension GroupBox: Equatable where Content: Equatable {}
extension GroupBox: Hashable where Content: Hashable {}
extension GroupBox: Sendable where Content: Sendable {}
