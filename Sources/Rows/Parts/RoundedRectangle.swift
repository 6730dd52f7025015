/// A rounded outline filling the rectangle it is drawn in, after SwiftUI's
/// `RoundedRectangle(cornerRadius:).stroke()`; three rows tall unless framed otherwise.
///
///     RoundedRectangle().frame(width: 6)                  // ╭────╮ │    │ ╰────╯
///     RoundedRectangle(cornerRadius: 0).frame(width: 6)   // ┌────┐ │    │ └────┘
///
/// A terminal cell has one size of rounded corner, so any radius above zero draws the
/// rounded one and zero draws square corners.
public struct RoundedRectangle: RowPart, Hashable, Sendable {
    /// Rows it takes when nothing says otherwise.
    public var height: Int
    /// Whether the corners are rounded (`╭╮╰╯`) rather than square (`┌┐└┘`).
    public var isRounded: Bool

    public init(height: Int = 3) {
        self.height = max(0, height)
        self.isRounded = true
    }

    /// An outline with rounded corners for any `cornerRadius` above zero, square corners
    /// for zero; three rows tall. The radius is in SwiftUI's points, so only its sign counts.
    public init(cornerRadius: Double, height: Int = 3) {
        self.init(height: height)
        isRounded = cornerRadius > 0
    }

    /// The outline itself: what this part draws already, as SwiftUI's `.stroke()` gives.
    public func stroke() -> RoundedRectangle { self }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: max(0, width), height: width > 0 ? height : 0)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let border: Border = environment.charset == .ascii ? .ascii : (isRounded ? .rounded : .square)
        canvas.drawBorder(border, in: rect, style: environment.displayed(Style(.dim)))
    }
}
