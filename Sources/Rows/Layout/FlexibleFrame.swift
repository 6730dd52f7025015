/// A part in a box whose width stretches between bounds, after SwiftUI's
/// `.frame(minWidth:maxWidth:alignment:)`: `.frame(maxWidth: .infinity, alignment: .leading)`
/// takes every column offered and puts the part at its leading edge.
///
/// The box is as wide as offered, but no wider than `maxWidth` and no narrower than
/// `minWidth` (or the part, whichever is wider, within what is offered); as tall as the part.
/// Bounds are `Double` so `.infinity` reads as in SwiftUI; finite ones count whole columns.
public struct FlexibleFrame<Content: RowPart>: RowPart {
    public var content: Content
    public var minWidth: Double?
    public var maxWidth: Double
    public var alignment: Alignment

    public init(_ content: Content, minWidth: Double?, maxWidth: Double, alignment: Alignment = .center) {
        self.content = content
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.alignment = alignment
    }


    /// The box's width when offered `width` columns, and the part's size in it.
    private func layout(forWidth width: Int, in environment: RowEnvironment) -> (box: Int, inner: Size) {
        let offered = max(0, width)
        let upper = min(offered, frameColumns(maxWidth))
        let inner = content.size(forWidth: upper, in: environment)
        let lower = min(offered, max(minWidth.map { frameColumns($0) } ?? 0, inner.width))
        return (max(lower, upper), inner)
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        let (box, inner) = layout(forWidth: width, in: environment)
        return Size(width: box, height: inner.height)
    }

    public var showsSelection: Bool { content.showsSelection }

    /// The part's decorative rows (a card's shadow) stay decorative in the box.
    public var decorativeRowsBelow: Int { content.decorativeRowsBelow }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        render(into: &canvas, in: rect, laidOut: layout(forWidth: rect.width, in: environment), environment: environment)
    }

    /// The box laid out once for both its height and its drawing: the part is measured
    /// once, not a second time as it is drawn. A part that is always as wide as offered
    /// (``RowPart/fillsOfferedWidth``) is not measured at all when it fills the box: its
    /// own ``RowPart/rendered(width:environment:)`` gives its canvas and height.
    public func rendered(width: Int, environment: RowEnvironment) -> Canvas {
        let offered = max(0, width)
        let upper = min(offered, frameColumns(maxWidth))
        if content.fillsOfferedWidth, minWidth.map({ frameColumns($0) <= upper }) ?? true {
            // The part is as wide as the box, so it sits at the box's corner whatever the
            // alignment, and drawing it at that width gives its height too.
            let inner = content.rendered(width: upper, environment: environment)
            guard upper < width else { return inner }
            var canvas = Canvas(width: width, height: inner.height)
            canvas.draw(inner, x: 0, y: 0)
            return canvas
        }
        let laidOut = layout(forWidth: width, in: environment)
        var canvas = Canvas(width: width, height: laidOut.inner.height)
        let bounds = canvas.bounds
        canvas.clipped(to: bounds) { canvas in
            render(into: &canvas, in: bounds, laidOut: laidOut, environment: environment)
        }
        return canvas
    }

    /// Draws the part into `rect`, the box and the part's size being `laidOut` (found for
    /// `rect`'s width).
    private func render(into canvas: inout Canvas, in rect: Rect, laidOut: (box: Int, inner: Size), environment: RowEnvironment) {
        let (box, inner) = laidOut
        let innerWidth = min(inner.width, box)
        let x = rect.x + alignment.horizontal.offset(forWidth: innerWidth, in: box)
        let y = rect.y + alignment.vertical.offset(forHeight: inner.height, in: rect.height)
        canvas.clipped(to: Rect(x: rect.x, y: rect.y, width: box, height: rect.height)) { canvas in
            content.draw(into: &canvas, in: Rect(x: x, y: y, width: innerWidth, height: inner.height), environment: environment)
        }
    }
}

extension RowPart {
    /// This part in a box that stretches up to `maxWidth` columns (`.infinity`: all that is
    /// offered) and is at least `minWidth`, placed in it per `alignment`.
    ///
    ///     Text("12:17").frame(maxWidth: .infinity, alignment: .trailing)
    public func frame(minWidth: Double? = nil, maxWidth: Double, alignment: Alignment = .center) -> FlexibleFrame<Self> {
        FlexibleFrame(self, minWidth: minWidth, maxWidth: maxWidth, alignment: alignment)
    }
}

/// A frame bound as columns: whole columns, `.infinity` (or any bound past `Int`) as many as
/// there can be, a negative one none.
private func frameColumns(_ bound: Double) -> Int {
    guard bound.isFinite else { return bound < 0 ? 0 : .max }
    return Int(min(max(bound, 0), Double(Int.max / 2)))
}
