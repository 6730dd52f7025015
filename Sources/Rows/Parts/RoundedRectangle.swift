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
    /// The outline's colour; nil draws it dim in the terminal's colour.
    public var strokeColor: Color?
    /// Whether the outline is drawn with heavy lines (`┏━┓`), as a `lineWidth` above 1 asks.
    public var isHeavy = false

    public init(height: Int = 3) {
        self.height = max(0, height)
        self.isRounded = true
        self.strokeColor = nil
    }

    /// An outline with rounded corners for any `cornerRadius` above zero, square corners
    /// for zero; three rows tall. The radius is in SwiftUI's points, so only its sign counts.
    public init(cornerRadius: Double, height: Int = 3) {
        self.init(height: height)
        isRounded = cornerRadius > 0
    }

    /// The outline itself: what this part draws already, as SwiftUI's `.stroke()` gives.
    public func stroke() -> RoundedRectangle { self }

    /// The outline in `color`; a `lineWidth` above 1 draws heavy lines (a cell has one
    /// thickness of line besides the normal one, and heavy lines have no rounded corners).
    ///
    ///     RoundedRectangle(cornerRadius: 8).stroke(.orange, lineWidth: 2)   // ┏━━┓ in orange
    public func stroke(_ color: Color, lineWidth: Double = 1) -> RoundedRectangle {
        var copy = self
        copy.strokeColor = color
        copy.isHeavy = lineWidth > 1
        return copy
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: max(0, width), height: width > 0 ? height : 0)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let border: Border
        switch (environment.charset.repertoire, isHeavy) {
        case (.ascii, false): border = .ascii
        case (.ascii, true): border = .asciiHeavy
        case (.unicode, true): border = .heavy
        case (.unicode, false): border = isRounded ? .rounded : .square
        }
        let style = strokeColor.map { Style(foreground: $0) } ?? Style(.dim)
        canvas.drawBorder(border, in: rect, style: environment.displayed(style))
    }
}
