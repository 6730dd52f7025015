/// A scrolling column of rows, one per item, of any heights: the `List` of SwiftUI for a
/// terminal. It shows ``viewport``'s lines from its offset (the top row may be partly
/// visible) and draws the ``selection``'s row selected; a row taller than the list gets
/// ``CutMarkers`` where it is cut. A row that does not show selection itself (anything but
/// list items, cards and one-line rows) gets the `▶`/`✓` gutter, as ``RowPart/inGutter()``.
///
///     struct Coffee: Identifiable { var id: String; var summary: String }
///     var list = List(coffees, selection: "Latte", height: 12) { coffee in
///         CardRow(coffee.id, summary: coffee.summary)
///     }
///     list.scrollTo("Latte", anchor: .center, width: 40)
///     let canvas = list.rendered(width: 40)
///
/// Only the rows that reach the screen, or that a scroll moves across, are built and
/// measured; heights are cached per width in the viewport, so a row's height must not
/// depend on whether it is selected. ``ScrollViewReader`` scrolls a list by id at the width
/// it is drawn. `List(height:) { … }` makes a list of rows written one after another.
public struct List<Item: Identifiable>: RowPart {
    /// The items, one row each, top to bottom. Heights stay cached by id: after changing
    /// what an item's row shows, call ``Viewport/invalidateHeights()`` on ``viewport``.
    public var items: [Item] {
        didSet {
            positions = Self.positions(of: items)
            explicitPositions = Self.explicitPositions(of: items)
        }
    }
    /// The id of the selected item, drawn with ``RowEnvironment/isSelected``.
    public var selection: Item.ID?
    /// The ids of the items marked for a multiple choice, drawn with ``RowEnvironment/isMarked``.
    public var marks: Set<Item.ID> = []
    /// The lines shown, the offset of the first and the measured heights.
    public var viewport: Viewport<Item.ID>
    /// The row for an item.
    public var rowContent: (Item) -> any RowPart
    /// Whether the list is as tall as all its rows (made without a `height`) rather than a
    /// fixed number of lines.
    public let fitsRows: Bool
    /// The position of each id (the first, when ids repeat), so scrolling to an id does not
    /// search the items.
    private var positions: [Item.ID: Int]
    /// The position of each row given an id with `.id(_:)` (rows written in a builder).
    private var explicitPositions: [AnyHashable: Int]

    /// A list of `items` showing `height` lines, scrolled to its top; without a `height`,
    /// as tall as all its rows (which measures every row: give a height to a long list).
    ///
    /// - Parameters:
    ///   - scrollOff: rows kept visible around a row revealed with ``ScrollAnchor/nearest``.
    ///   - rowContent: builds the row of one item, as a ``RowBuilder`` (so `if`/`else` and
    ///     stacks work as in SwiftUI's row closures); called only for rows shown or measured.
    public init<Row: RowPart>(
        _ items: [Item],
        selection: Item.ID? = nil,
        height: Int? = nil,
        scrollOff: Int = 0,
        @RowBuilder rowContent: @escaping (Item) -> Row
    ) {
        self.items = items
        self.selection = selection
        self.fitsRows = height == nil
        self.viewport = Viewport(size: Size(width: 0, height: height ?? 0), scrollOff: scrollOff)
        self.rowContent = { rowContent($0) }
        self.positions = Self.positions(of: items)
        self.explicitPositions = Self.explicitPositions(of: items)
    }

    /// The position of the item with `id`, if there is one.
    ///
    /// - Complexity: O(1); changing ``items`` costs O(*n*) once.
    public func position(of id: Item.ID) -> Int? {
        positions[id]
    }

    /// The rows written with `.id(_:)` in a `List(height:) { … }`, by that id.
    private static func explicitPositions(of items: [Item]) -> [AnyHashable: Int] {
        guard Item.self == ListRow.self, let rows = items as? [ListRow] else { return [:] }
        var positions: [AnyHashable: Int] = [:]
        for (position, row) in rows.enumerated() {
            if let id = row.explicitID, positions[id] == nil { positions[id] = position }
        }
        return positions
    }

    /// Each id's first position in `items`.
    private static func positions(of items: [Item]) -> [Item.ID: Int] {
        var positions: [Item.ID: Int] = [:]
        positions.reserveCapacity(items.count)
        for (position, item) in items.enumerated() where positions[item.id] == nil {
            positions[item.id] = position
        }
        return positions
    }

    /// Scrolls so the item with `id` shows at `anchor` when drawn `width` columns wide.
    /// Does nothing when no item has that id.
    ///
    /// - Complexity: measures only the rows within a screen of the item.
    ///
    /// Rows are measured in `environment`: pass the one the list is drawn in when it
    /// changes row heights (a ``RowPart/labeledContentStyle(_:)`` set around the list, a
    /// charset), so the scroll lands where the drawing puts the row.
    public mutating func scrollTo(_ id: Item.ID, anchor: ScrollAnchor = .nearest, width: Int,
                                  environment: RowEnvironment = RowEnvironment()) {
        guard let position = position(of: id) else { return }
        viewport.size.width = max(0, width)
        viewport.scroll(toRow: position, anchor: anchor, in: content(in: environment))
    }

    /// Scrolls `lines` lines (down when positive) at `width`, within the rows, without
    /// changing the selection: as a mouse wheel does, or to read through a tall row.
    public mutating func scroll(byLines lines: Int, width: Int, environment: RowEnvironment = RowEnvironment()) {
        viewport.size.width = max(0, width)
        viewport.scroll(byLines: lines, in: content(in: environment))
    }

    /// Selects the item with `id` and scrolls the least that shows it.
    public mutating func select(_ id: Item.ID, width: Int, environment: RowEnvironment = RowEnvironment()) {
        guard position(of: id) != nil else { return }
        selection = id
        scrollTo(id, anchor: .nearest, width: width, environment: environment)
    }

    /// The items as the viewport sees them, measured as they are drawn in `environment`.
    func content(in environment: RowEnvironment) -> ListContent<Item> {
        var measuring = environment
        measuring.isSelected = false
        measuring.isMarked = false
        measuring.showsSelectionGutter = true
        measuring.scrollRequests = nil
        return ListContent(items: items, rowContent: rowContent, environment: measuring)
    }

    // MARK: - RowPart

    /// All the offered width and the viewport's lines (all the rows' lines when the list
    /// was made without a height).
    ///
    /// - Complexity: O(1) with a height; without one, measures every row.
    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        guard fitsRows else { return Size(width: max(0, width), height: viewport.size.height) }
        let content = content(in: environment)
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
                if let position = explicitPositions[request.id] {
                    scrolled.viewport.size.width = max(0, rect.width)
                    scrolled.viewport.scroll(toRow: position, anchor: request.anchor, in: scrolled.content(in: environment))
                } else if let id = request.id.base as? Item.ID {
                    scrolled.scrollTo(id, anchor: request.anchor, width: rect.width, environment: environment)
                }
            }
            scrolled.renderRows(into: &canvas, in: rect, environment: environment)
        } else {
            renderRows(into: &canvas, in: rect, environment: environment)
        }
    }

    /// Draws the rows from the viewport's offset down; the rows see no scroll requests (a
    /// list inside a row scrolls only by its own reader).
    private func renderRows(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        // Measured in the environment the rows are drawn in, so a style set around the list
        // draws each row exactly as tall as the viewport made room for.
        let content = content(in: environment)
        viewport.forEachVisibleRow(of: content, in: rect) { position, rowRect in
            let item = items[position]
            var rowEnvironment = environment.with(\.isSelected, selection.map { $0 == item.id } ?? false)
            rowEnvironment.isMarked = !marks.isEmpty && marks.contains(item.id)
            rowEnvironment.showsSelectionGutter = true
            rowEnvironment.scrollRequests = nil
            let row = content.row(for: item)
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

/// A list's items as ``ScrollContent``: ids and heights of the rows they build.
struct ListContent<Item: Identifiable>: ScrollContent {
    var items: [Item]
    var rowContent: (Item) -> any RowPart
    /// What rows are measured in: the list's environment, unselected, with the gutter.
    var environment: RowEnvironment

    var count: Int { items.count }

    func id(at position: Int) -> Item.ID { items[position].id }

    func height(ofRowAt position: Int, width: Int) -> Int {
        row(for: items[position]).height(forWidth: width, in: environment)
    }

    /// The row drawn for `item`: its part, in the selection gutter unless it shows
    /// selection itself.
    func row(for item: Item) -> any RowPart {
        let part = rowContent(item)
        return part.showsSelection ? part : AnyRowPart(part).inGutter()
    }
}
