import Rows

/// Where a row's top is relative to the viewport.
enum RowPlacement: Hashable {
    /// The row starts above the viewport's first line.
    case above
    /// The row starts this many lines below the viewport's first line.
    case at(Int)
    /// The row starts at or below the viewport's last line.
    case below
}

extension ListState {
    /// Scrolls so `item` shows at `anchor`, without changing the selection. Does nothing when
    /// the item is not visible (filtered out, or not read yet).
    ///
    ///     state.scroll(to: 41, anchor: .center, in: context)
    ///
    /// - Complexity: measures only the rows within a screen of the item.
    public mutating func scroll(to item: Int, anchor: ScrollAnchor, in context: ListContext) {
        guard let position = position(of: item, in: context) else { return }
        let viewport = viewportHeight(in: context)
        let height = height(ofRow: position, in: context)
        switch anchor {
        case .top:
            offset = ViewportOffset(row: position)
        case .center:
            offset = height >= viewport ? ViewportOffset(row: position) : offsetPlacing(row: position, atLine: (viewport - height) / 2, in: context)
        case .bottom:
            offset = height >= viewport ? ViewportOffset(row: position) : offsetPlacing(row: position, atLine: viewport - height, in: context)
        case .nearest:
            reveal(position, margin: scrollOff, in: context)
        }
        clampOffset(in: context)
    }

    /// Selects `item` and scrolls it into view at `anchor` (as `--select NAME --anchor` does at launch).
    public mutating func select(_ item: Int, anchor: ScrollAnchor = .nearest, in context: ListContext) {
        guard position(of: item, in: context) != nil else { return }
        selection = item
        scroll(to: item, anchor: anchor, in: context)
    }

    /// Scrolls the least needed to show the row at `position` whole with up to `margin`
    /// cards above and below it (fewer when they do not fit); a row taller than the viewport
    /// shows its top.
    mutating func reveal(_ position: Int, margin: Int, in context: ListContext) {
        let viewport = viewportHeight(in: context)
        guard viewport > 0 else { return }
        let height = height(ofRow: position, in: context)
        if height >= viewport {
            offset = ViewportOffset(row: position)
            return
        }
        let count = visibleCount(in: context)
        var above = 0, below = 0
        for step in 0..<max(0, margin) {
            if position - step - 1 >= 0 { above += self.height(ofRow: position - step - 1, in: context) }
            if position + step + 1 < count { below += self.height(ofRow: position + step + 1, in: context) }
        }
        let room = viewport - height
        if above + below > room {
            above = min(above, room / 2)
            below = min(below, room - above)
        }
        switch placement(ofRow: position, within: viewport, in: context) {
        case .above:
            offset = offsetPlacing(row: position, atLine: above, in: context)
        case .at(let line) where line < above:
            offset = offsetPlacing(row: position, atLine: above, in: context)
        case .at(let line) where line + height + below <= viewport:
            break
        case .at, .below:
            offset = offsetPlacing(row: position, atLine: viewport - height - below, in: context)
        }
    }

    /// Where the row at `position` starts, measuring at most `limit` lines of rows.
    mutating func placement(ofRow position: Int, within limit: Int, in context: ListContext) -> RowPlacement {
        if position < offset.row || (position == offset.row && offset.line > 0) { return .above }
        var line = -offset.line
        var row = offset.row
        while row < position {
            line += height(ofRow: row, in: context)
            if line >= limit { return .below }
            row += 1
        }
        return .at(line)
    }

    /// The offset that puts the top of the row at `position` `line` lines below the
    /// viewport's top (or the list's top, when there are not enough rows above).
    ///
    /// - Complexity: measures the rows within `line` lines above the row.
    mutating func offsetPlacing(row position: Int, atLine line: Int, in context: ListContext) -> ViewportOffset {
        var row = position
        var remaining = line
        while remaining > 0, row > 0 {
            row -= 1
            let height = height(ofRow: row, in: context)
            if height >= remaining { return ViewportOffset(row: row, line: height - remaining) }
            remaining -= height
        }
        return ViewportOffset(row: row)
    }

    /// Keeps the offset inside the list and stops it scrolling past the end: the last row's
    /// bottom never rises above the viewport's bottom unless the whole list is shorter.
    ///
    /// - Complexity: measures at most a viewport of rows.
    mutating func clampOffset(in context: ListContext) {
        let count = visibleCount(in: context)
        guard count > 0 else {
            offset = .top
            return
        }
        if offset.row >= count { offset = ViewportOffset(row: count - 1) }
        offset.line = max(0, min(offset.line, height(ofRow: offset.row, in: context) - 1))
        let viewport = viewportHeight(in: context)
        var lines = -offset.line
        var row = offset.row
        while row < count, lines < viewport {
            lines += height(ofRow: row, in: context)
            row += 1
        }
        if lines < viewport {
            offset = offsetPlacing(row: count, atLine: viewport, in: context)
        }
    }

    /// Scrolls the viewport by `lines` (down when positive) without moving the selection.
    mutating func scrollViewport(by lines: Int, in context: ListContext) {
        let count = visibleCount(in: context)
        guard count > 0 else { return }
        offset.line += lines
        while offset.line < 0, offset.row > 0 {
            offset.row -= 1
            offset.line += height(ofRow: offset.row, in: context)
        }
        while offset.row < count - 1, offset.line >= height(ofRow: offset.row, in: context) {
            offset.line -= height(ofRow: offset.row, in: context)
            offset.row += 1
        }
        clampOffset(in: context)
    }

    /// The visible-list position of the row under screen row `y`, if any.
    ///
    /// - Complexity: measures only the rows on screen.
    mutating func row(atScreenLine y: Int, in context: ListContext) -> Int? {
        let top = listTop(in: context)
        guard y >= top, y < top + viewportHeight(in: context) else { return nil }
        var line = y - top + offset.line
        var row = offset.row
        let count = visibleCount(in: context)
        while row < count {
            let height = height(ofRow: row, in: context)
            if line < height { return row }
            line -= height
            row += 1
        }
        return nil
    }
}
