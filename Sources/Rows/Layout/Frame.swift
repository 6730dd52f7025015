/// A part in a box of fixed columns and/or rows, placed in it per ``alignment``, after
/// SwiftUI's `.frame(width:height:alignment:)`. A dimension left `nil` is the part's own.
public struct Frame<Content: RowPart>: RowPart {
    public var content: Content
    public var width: Int?
    public var height: Int?
    public var alignment: Alignment

    public init(_ content: Content, width: Int?, height: Int?, alignment: Alignment = .center) {
        self.content = content
        self.width = width.map { max(0, $0) }
        self.height = height.map { max(0, $0) }
        self.alignment = alignment
    }

    /// The frame's size when offered `width` columns (never wider than that).
    public func size(forWidth offered: Int, in environment: RowEnvironment) -> Size {
        guard offered > 0 else { return .zero }
        let boxWidth = min(offered, width ?? offered)
        let inner = content.size(forWidth: boxWidth, in: environment)
        return Size(width: width.map { _ in boxWidth } ?? inner.width, height: height ?? inner.height)
    }

    /// Whether its content shows selection itself.
    public var showsSelection: Bool { content.showsSelection }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let box = size(forWidth: rect.width, in: environment)
        let inner = content.size(forWidth: box.width, in: environment)
        let innerWidth = min(inner.width, box.width)
        let x = rect.x + alignment.horizontal.offset(forWidth: innerWidth, in: box.width)
        let y = rect.y + alignment.vertical.offset(forHeight: inner.height, in: box.height)
        canvas.clipped(to: Rect(x: rect.x, y: rect.y, width: box.width, height: box.height)) { canvas in
            content.draw(into: &canvas, in: Rect(x: x, y: y, width: innerWidth, height: inner.height), environment: environment)
        }
    }
}

extension RowPart {
    /// This part in a box `width` columns wide and `height` rows tall (either may be left
    /// out), placed in it per `alignment`; cut to the box when larger.
    ///
    ///     ImagePlaceholder(image: "Countach").frame(width: 12, height: 5)
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> Frame<Self> {
        Frame(self, width: width, height: height, alignment: alignment)
    }
}

extension Frame: Sendable where Content: Sendable {}
