/// A rounded outline filling the rectangle it is drawn in, after SwiftUI's
/// `RoundedRectangle(...).stroke()`; three rows tall unless framed otherwise.
///
///     RoundedRectangle().frame(width: 6)   // ╭────╮ │    │ ╰────╯
public struct RoundedRectangle: RowPart, Hashable, Sendable {
    /// Rows it takes when nothing says otherwise.
    public var height: Int

    public init(height: Int = 3) {
        self.height = max(0, height)
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: max(0, width), height: width > 0 ? height : 0)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        canvas.drawBorder(environment.charset == .ascii ? .ascii : .rounded, in: rect, style: environment.displayed(Style(.dim)))
    }
}
