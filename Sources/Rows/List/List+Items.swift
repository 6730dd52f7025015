extension List {
    /// A list of `items` showing `height` lines, scrolled to its top; without a `height`,
    /// as tall as all its rows (which measures every row: give a height to a long list).
    ///
    /// - Parameters:
    ///   - scrollOff: rows kept visible around a row revealed with ``ScrollAnchor/nearest``.
    ///   - rowContent: builds the row of one item, as a ``RowBuilder`` (so `if`/`else` and
    ///     stacks work as in SwiftUI's row closures); called only for rows shown or measured.
    /// - Complexity: O(*n*), to index the ids (see ``ArrayContent``).
    public init<Item: Identifiable, Row: RowPart>(
        _ items: [Item],
        selection: Item.ID? = nil,
        height: Int? = nil,
        scrollOff: Int = 0,
        @RowBuilder rowContent: @escaping (Item) -> Row
    ) where Content == ArrayContent<Item> {
        self.init(ArrayContent(items) { rowContent($0) }, selection: selection, height: height, scrollOff: scrollOff)
    }
}

extension List where Content: ItemArrayContent {
    /// The items, one row each, top to bottom. Heights stay cached by id: after changing
    /// what an item's row shows, call ``Viewport/invalidateHeights()`` on ``viewport``.
    public var items: [Content.Item] {
        get { content.items }
        set { content.items = newValue }
    }

    /// The row for an item.
    public var rowContent: (Content.Item) -> any RowPart {
        get { content.rowContent }
        set { content.rowContent = newValue }
    }
}
