/// A scrolling column of rows, one per position of its ``ListContent``, of any heights: the
/// `List` of SwiftUI for a terminal. It shows ``viewport``'s lines from its offset (the top
/// row may be partly visible) and draws the ``selection``'s row selected; a row taller than
/// the list gets ``CutMarkers`` where it is cut. A row that does not show selection itself
/// (anything but list items, cards and one-line rows) gets the `▶`/`✓` gutter, as
/// ``RowPart/inGutter()``.
///
///     struct Coffee: Identifiable { var id: String; var summary: String }
///     var list = List(coffees, selection: "Latte", height: 12) { coffee in
///         CardRow(coffee.id, summary: coffee.summary)
///     }
///     list.scrollTo("Latte", anchor: .center, width: 40)
///     let canvas = list.rendered(width: 40)
///
/// An array of items makes an ``ArrayContent``; any other ``ListContent`` (a million items
/// read lazily, a database cursor) backs a list the same way, with ``init(_:selection:height:scrollOff:)``.
/// Only the rows that reach the screen, or that a scroll moves across, are built and
/// measured; heights are cached per width in the viewport, so a row's height must not
/// depend on whether it is selected. ``ScrollViewReader`` scrolls a list by id at the width
/// it is drawn. `List(height:) { … }` makes a list of rows written one after another.
public struct List<Content: ListContent>: RowPart {
    /// The rows, top to bottom. Heights stay cached by id: after changing what a row shows,
    /// call ``Viewport/invalidateHeights()`` on ``viewport``.
    public var content: Content
    /// The id of the selected row, drawn with ``RowEnvironment/isSelected``.
    public var selection: Content.ID?
    /// The ids of the rows marked for a multiple choice, drawn with ``RowEnvironment/isMarked``.
    public var marks: Set<Content.ID> = []
    /// The lines shown, the offset of the first and the measured heights.
    public var viewport: Viewport<Content.ID>
    /// Whether the rows stack from the bottom of the list up, the first one shown lowest
    /// (each row still reads top down), as a list under its prompt at the bottom grows.
    public var growsUpward = false
    /// Whether the list is as tall as all its rows (made without a `height`) rather than a
    /// fixed number of lines.
    public let fitsRows: Bool

    /// A list of `content` showing `height` lines, scrolled to its top; without a `height`,
    /// as tall as all its rows (which measures every row: give a height to a long list).
    ///
    /// - Parameter scrollOff: rows kept visible around a row revealed with ``ScrollAnchor/nearest``.
    public init(_ content: Content, selection: Content.ID? = nil, height: Int? = nil, scrollOff: Int = 0) {
        self.content = content
        self.selection = selection
        self.fitsRows = height == nil
        self.viewport = Viewport(size: Size(width: 0, height: height ?? 0), scrollOff: scrollOff)
    }

    /// The position of the row with `id`, if the content finds one.
    ///
    /// - Complexity: what the content's ``ListContent/position(of:)`` costs (O(1) for an array).
    public func position(of id: Content.ID) -> Int? {
        content.position(of: id)
    }

    /// Scrolls so the row with `id` shows at `anchor` when drawn `width` columns wide.
    /// Does nothing when the content finds no row with that id.
    ///
    /// - Complexity: measures only the rows within a screen of the row.
    ///
    /// Rows are measured in `environment`: pass the one the list is drawn in when it
    /// changes row heights (a ``RowPart/labeledContentStyle(_:)`` set around the list, a
    /// charset), so the scroll lands where the drawing puts the row.
    public mutating func scrollTo(_ id: Content.ID, anchor: ScrollAnchor = .nearest, width: Int,
                                  environment: RowEnvironment = RowEnvironment()) {
        guard let position = position(of: id) else { return }
        viewport.size.width = max(0, width)
        viewport.scroll(toRow: position, anchor: anchor, in: measured(in: environment))
    }

    /// Scrolls `lines` lines (down when positive) at `width`, within the rows, without
    /// changing the selection: as a mouse wheel does, or to read through a tall row.
    public mutating func scroll(byLines lines: Int, width: Int, environment: RowEnvironment = RowEnvironment()) {
        viewport.size.width = max(0, width)
        viewport.scroll(byLines: lines, in: measured(in: environment))
    }

    /// Selects the row with `id` and scrolls the least that shows it.
    public mutating func select(_ id: Content.ID, width: Int, environment: RowEnvironment = RowEnvironment()) {
        guard position(of: id) != nil else { return }
        selection = id
        scrollTo(id, anchor: .nearest, width: width, environment: environment)
    }

    /// The content as the viewport sees it, measured as it is drawn in `environment`.
    func measured(in environment: RowEnvironment) -> MeasuredContent<Content> {
        var measuring = environment
        measuring.isSelected = false
        measuring.isMarked = false
        measuring.showsSelectionGutter = true
        measuring.scrollRequests = nil
        return MeasuredContent(content: content, environment: measuring)
    }

    // MARK: - RowPart

    /// All the offered width and the viewport's lines (all the rows' lines when the list
    /// was made without a height).
    ///
    /// - Complexity: O(1) with a height; without one, measures every row.
    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        guard fitsRows else { return Size(width: max(0, width), height: viewport.size.height) }
        let content = measured(in: environment)
        let rows = (0..<content.count).reduce(0) { $0 + content.height(ofRowAt: $1, width: width) }
        return Size(width: max(0, width), height: rows)
    }

    /// Draws the rows from the viewport's offset down to the bottom of `rect`.
    ///
    /// - Complexity: proportional to the rows on screen.
    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        if fitsRows, viewport.size.height != rect.height {
            var fitted = self
            fitted.viewport.size.height = rect.height
            fitted.render(into: &canvas, in: rect, environment: environment)
        } else if let requests = environment.scrollRequests?.all, !requests.isEmpty {
            var scrolled = self
            for request in requests {
                if let position = content.position(ofExplicitID: request.id) {
                    scrolled.viewport.size.width = max(0, rect.width)
                    scrolled.viewport.scroll(toRow: position, anchor: request.anchor, in: scrolled.measured(in: environment))
                } else if let id = request.id.base as? Content.ID {
                    scrolled.scrollTo(id, anchor: request.anchor, width: rect.width, environment: environment)
                }
            }
            scrolled.drawRows(into: &canvas, in: rect, environment: environment)
        } else {
            drawRows(into: &canvas, in: rect, environment: environment)
        }
    }

    /// Draws the rows from the viewport's offset down (up, when the list ``growsUpward``)
    /// into `rect`, as they are: no scroll request moves it, and the rows see none (a list
    /// inside a row scrolls only by its own reader).
    ///
    /// - Returns: how many rows reached `rect`.
    /// - Complexity: proportional to the rows on screen.
    @discardableResult
    public func drawRows(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) -> Int {
        // Measured in the environment the rows are drawn in, so a style set around the list
        // draws each row exactly as tall as the viewport made room for.
        let content = measured(in: environment)
        // One environment for every row, only its selection and mark set for each: copying
        // it per row retained everything it holds, once a row.
        var rowEnvironment = environment
        rowEnvironment.showsSelectionGutter = true
        rowEnvironment.scrollRequests = nil
        return viewport.forEachVisibleRow(of: content, in: rect) { position, laidOut in
            // Growing upwards, each row keeps its height and reads top down, but the rows
            // stack from the bottom of the area: the first one shown sits at the bottom.
            let rowRect = growsUpward
                ? Rect(x: laidOut.x, y: rect.maxY - (laidOut.y - rect.y) - laidOut.height, width: laidOut.width, height: laidOut.height)
                : laidOut
            let id = content.id(at: position)
            rowEnvironment.isSelected = selection.map { $0 == id } ?? false
            rowEnvironment.isMarked = !marks.isEmpty && marks.contains(id)
            let row = content.row(at: position)
            canvas.clipped(to: rect) { canvas in
                row.draw(into: &canvas, in: rowRect, environment: rowEnvironment)
            }
            if rowRect.height > rect.height {
                // The marks go against the row's own trailing edge, which may end before the list's.
                var drawn = rowRect
                drawn.width = min(rowRect.width, row.size(forWidth: rowRect.width, in: rowEnvironment).width)
                CutMarkers(charset: environment.charset)
                    .draw(for: drawn, contentBottom: rowRect.maxY - row.decorativeRowsBelow, in: rect, into: &canvas)
            }
        }
    }
}
