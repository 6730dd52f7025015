import Rows

/// The list's scrolling, done by its ``Viewport`` over the visible items.
extension ListState {
    /// How many lines ↓ and ↑ scroll inside a card taller than the list area.
    public static let readingStep = 3

    /// Scrolls so `item` shows at `anchor`, without changing the selection. Does nothing when
    /// the item is not visible (filtered out, or not read yet).
    ///
    ///     state.scroll(to: 41, anchor: .center, in: items)
    ///
    /// - Complexity: measures only the rows within a screen of the item.
    public mutating func scroll(to item: Int, anchor: ScrollAnchor, in items: some ListItems) {
        guard let position = position(of: item, in: items) else { return }
        let rows = visibleItems(in: items)
        viewport.scroll(toRow: position, anchor: anchor, in: rows)
    }

    /// Selects `item` and scrolls it into view at `anchor` (as `--select NAME --anchor` does at
    /// launch). A card taller than the list area shows its top whatever the anchor, so its
    /// name is on screen and the keys read down from there.
    public mutating func select(_ item: Int, anchor: ScrollAnchor = .nearest, in items: some ListItems) {
        guard let position = position(of: item, in: items) else { return }
        selection = item
        let fits = height(ofRow: position, in: items) <= viewportHeight
        scroll(to: item, anchor: fits ? anchor : .top, in: items)
    }

    /// Scrolls the least needed to show the row at `position` whole with up to `margin`
    /// cards above and below it; a row taller than the list area is scrolled the least
    /// that makes it fill the area.
    mutating func reveal(_ position: Int, margin: Int, in items: some ListItems) {
        let rows = visibleItems(in: items)
        let saved = viewport.scrollOff
        viewport.scrollOff = max(0, margin)
        viewport.reveal(position, in: rows)
        viewport.scrollOff = saved
    }

    /// Keeps the offset inside the list and stops it scrolling past the end.
    mutating func clampOffset(in items: some ListItems) {
        let rows = visibleItems(in: items)
        viewport.clamp(in: rows)
    }

    /// Scrolls the viewport by `lines` (down when positive) without moving the selection.
    mutating func scrollViewport(by lines: Int, in items: some ListItems) {
        let rows = visibleItems(in: items)
        viewport.scroll(byLines: lines, in: rows)
    }

    /// Shows the end of the list: the last card's bottom at the list area's bottom.
    mutating func scrollToEnd(in items: some ListItems) {
        let rows = visibleItems(in: items)
        viewport.scrollToEnd(in: rows)
    }

    /// Scrolls `lines` inside the current card (down when positive) when it is taller than
    /// the list area and has more to show that way; says whether it did.
    mutating func readSelection(by lines: Int, in items: some ListItems) -> Bool {
        guard let position = selectedPosition(in: items) else { return false }
        let rows = visibleItems(in: items)
        return viewport.scroll(withinRow: position, by: lines, in: rows)
    }

    /// The visible-list position of the row under screen row `y`, if any.
    ///
    /// - Complexity: measures only the rows on screen.
    mutating func row(atScreenLine y: Int, in items: some ListItems) -> Int? {
        let rows = visibleItems(in: items)
        let line = y - listTop
        // Growing upwards, the list's first line is at the bottom of its area.
        return viewport.row(atLine: screenLayout.growsUpward ? viewportHeight - 1 - line : line, in: rows)
    }
}
