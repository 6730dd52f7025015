/// A part that takes no room and draws nothing: the type of an unused slot.
public struct EmptyPart: RowPart, Hashable, Sendable {
    public init() {}

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        .zero
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {}
}
