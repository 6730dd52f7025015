/// A part placed on an edge of a ``ListItem``, aligned vertically within the item's height.
///
/// A slot is as wide and as tall as its content; the item hands it a rectangle as tall as
/// the whole item and the slot places its content per ``alignment``.
public struct Slot<Content: RowPart>: RowPart {
    public var content: Content
    public var alignment: VerticalAlignment

    public init(_ content: Content, alignment: VerticalAlignment = .center) {
        self.content = content
        self.alignment = alignment
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        content.size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let size = content.size(forWidth: rect.width, in: environment)
        let y = rect.y + alignment.offset(forHeight: size.height, in: rect.height)
        // The content keeps its own size; anything past `rect` is clipped by the caller's clip.
        content.draw(into: &canvas, in: Rect(x: rect.x, y: y, width: size.width, height: size.height), environment: environment)
    }
}

extension Slot: Equatable where Content: Equatable {}
extension Slot: Hashable where Content: Hashable {}
extension Slot: Sendable where Content: Sendable {}
