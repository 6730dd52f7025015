/// A window of `size.height` lines onto a column of rows of different heights: the offset
/// of its first line (the top row may be partly visible), the heights measured so far, and
/// the scrolling that keeps a row in view.
///
/// The viewport holds no rows: each operation is given the ``ScrollContent`` it scrolls
/// over, and measures only the rows within about a screen of where it looks.
///
///     var viewport = Viewport<Int>(size: Size(width: 40, height: 10))
///     viewport.scroll(toRow: 41, anchor: .center, in: rows)
///
/// A row taller than the viewport can be read through with ``scroll(withinRow:by:in:)``.
public struct Viewport<ID: Hashable> {
    /// Where a row's top is relative to the viewport.
    public enum Placement: Hashable, Sendable {
        /// The row starts above the viewport's first line.
        case above
        /// The row starts this many lines below the viewport's first line.
        case at(Int)
        /// The row starts at or below the viewport's last line.
        case below
    }

    /// The width rows are measured at, and the number of lines shown.
    public var size: Size
    /// The first line shown.
    public var offset: ViewportOffset
    /// How many rows to keep visible above and below a revealed row (fewer when they do not fit).
    public var scrollOff: Int
    /// Row heights at ``size``'s width.
    public private(set) var heights: HeightCache<ID>

    /// A viewport of `size` showing the first row from its top.
    public init(size: Size, offset: ViewportOffset = .top, scrollOff: Int = 0) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.offset = offset
        self.scrollOff = max(0, scrollOff)
        heights = HeightCache(width: self.size.width)
    }

    /// Forgets measured heights, for when the rows change their look.
    public mutating func invalidateHeights() {
        heights.removeAll()
    }

    // MARK: - Heights

    /// The height of the row at `position`, measured once per width (at least 1; 1 for a
    /// position outside the content).
    public mutating func height<Content: ScrollContent>(ofRow position: Int, in content: Content) -> Int where Content.ID == ID {
        guard position >= 0, position < content.count else { return 1 }
        if let uniform = content.uniformRowHeight { return max(1, uniform) }
        let id = content.id(at: position)
        heights.use(width: size.width)
        if let cached = heights[id] { return cached }
        let measured = max(1, content.height(ofRowAt: position, width: size.width))
        heights.store(measured, for: id)
        return measured
    }

    /// The height of the row at `position` drawn `width` columns wide, from the cache, else
    /// measured without caching (for drawing, which does not change the viewport).
    public func height<Content: ScrollContent>(ofRowAt position: Int, width: Int, in content: Content) -> Int where Content.ID == ID {
        if let uniform = content.uniformRowHeight { return max(1, uniform) }
        if heights.width == width, let cached = heights[content.id(at: position)] { return cached }
        return max(1, content.height(ofRowAt: position, width: width))
    }

    // MARK: - Scrolling to a row

    /// Scrolls so the row at `position` shows at `anchor`.
    ///
    /// - Complexity: measures only the rows within a screen of the row.
    public mutating func scroll<Content: ScrollContent>(toRow position: Int, anchor: ScrollAnchor, in content: Content) where Content.ID == ID {
        guard position >= 0, position < content.count else { return }
        let lines = size.height
        let height = height(ofRow: position, in: content)
        switch anchor {
        case .top: offset = ViewportOffset(row: position)
        case .center: offset = offsetPlacing(row: position, atLine: (lines - height) / 2, in: content)
        case .bottom: offset = offsetPlacing(row: position, atLine: lines - height, in: content)
        case .nearest: reveal(position, in: content)
        }
        clamp(in: content)
    }

    /// Scrolls the least needed to show the row at `position` whole with up to ``scrollOff``
    /// rows above and below it (fewer when they do not fit). A row taller than the viewport
    /// is scrolled the least that makes it fill the viewport: one below shows its top, one
    /// above its bottom, and one that already fills it stays put.
    ///
    /// - Complexity: measures at most a screen of rows from the offset, and the margin.
    public mutating func reveal<Content: ScrollContent>(_ position: Int, in content: Content) where Content.ID == ID {
        let lines = size.height
        guard lines > 0, position >= 0, position < content.count else { return }
        let height = height(ofRow: position, in: content)
        if height > lines {
            revealTall(position, height: height, in: content)
            return
        }
        var above = 0, below = 0
        for step in 0..<scrollOff {
            if position - step - 1 >= 0 { above += self.height(ofRow: position - step - 1, in: content) }
            if position + step + 1 < content.count { below += self.height(ofRow: position + step + 1, in: content) }
        }
        let room = lines - height
        if above + below > room {
            above = min(above, room / 2)
            below = min(below, room - above)
        }
        switch placement(ofRow: position, within: lines, in: content) {
        case .above:
            offset = offsetPlacing(row: position, atLine: above, in: content)
        case .at(let line) where line < above:
            offset = offsetPlacing(row: position, atLine: above, in: content)
        case .at(let line) where line + height + below <= lines:
            break
        case .at, .below:
            offset = offsetPlacing(row: position, atLine: lines - height - below, in: content)
        }
    }

    /// ``reveal(_:in:)`` for a row of `height` lines, more than the viewport.
    private mutating func revealTall<Content: ScrollContent>(_ position: Int, height: Int, in content: Content) where Content.ID == ID {
        let lines = size.height
        if position < offset.row {
            offset = ViewportOffset(row: position, line: height - lines)
        } else if position == offset.row {
            offset.line = min(offset.line, height - lines)
        } else {
            offset = ViewportOffset(row: position)
        }
    }

    /// Shows the end of the content: the last row's bottom at the viewport's bottom (or the
    /// first row's top, when everything fits).
    ///
    /// - Complexity: measures at most a viewport of rows.
    public mutating func scrollToEnd<Content: ScrollContent>(in content: Content) where Content.ID == ID {
        offset = offsetPlacing(row: content.count, atLine: size.height, in: content)
        clamp(in: content)
    }

    // MARK: - Where rows are

    /// Where the row at `position` starts, measuring at most `limit` lines of rows.
    public mutating func placement<Content: ScrollContent>(ofRow position: Int, within limit: Int, in content: Content) -> Placement where Content.ID == ID {
        if position < offset.row || (position == offset.row && offset.line > 0) { return .above }
        var line = -offset.line
        var row = offset.row
        while row < position {
            line += height(ofRow: row, in: content)
            if line >= limit { return .below }
            row += 1
        }
        return .at(line)
    }

    /// The position of the row under the viewport's line `line` (0 is its first), if any.
    ///
    /// - Complexity: measures only the rows on screen.
    public mutating func row<Content: ScrollContent>(atLine line: Int, in content: Content) -> Int? where Content.ID == ID {
        guard line >= 0, line < size.height else { return nil }
        var remaining = line + offset.line
        var row = offset.row
        while row < content.count {
            let height = height(ofRow: row, in: content)
            if remaining < height { return row }
            remaining -= height
            row += 1
        }
        return nil
    }

    /// The offset that puts the top of the row at `position` `line` lines below the
    /// viewport's top (or the content's top, when there are not enough rows above). A
    /// negative `line` puts the row's top above the viewport.
    ///
    /// - Complexity: measures the rows within `line` lines above the row.
    public mutating func offsetPlacing<Content: ScrollContent>(row position: Int, atLine line: Int, in content: Content) -> ViewportOffset where Content.ID == ID {
        if line < 0 {
            return ViewportOffset(row: position, line: min(-line, height(ofRow: position, in: content) - 1))
        }
        var row = position
        var remaining = line
        while remaining > 0, row > 0 {
            row -= 1
            let height = height(ofRow: row, in: content)
            if height >= remaining { return ViewportOffset(row: row, line: height - remaining) }
            remaining -= height
        }
        return ViewportOffset(row: row)
    }

    // MARK: - Moving the offset

    /// Keeps the offset inside the content and stops it scrolling past the end: the last
    /// row's bottom never rises above the viewport's bottom unless all rows are shorter.
    ///
    /// - Complexity: measures at most a viewport of rows.
    public mutating func clamp<Content: ScrollContent>(in content: Content) where Content.ID == ID {
        let count = content.count
        guard count > 0 else {
            offset = .top
            return
        }
        offset.row = max(0, offset.row)
        if offset.row >= count { offset = ViewportOffset(row: count - 1) }
        offset.line = max(0, min(offset.line, height(ofRow: offset.row, in: content) - 1))
        let lines = size.height
        var shown = -offset.line
        var row = offset.row
        while row < count, shown < lines {
            shown += height(ofRow: row, in: content)
            row += 1
        }
        if shown < lines {
            offset = offsetPlacing(row: count, atLine: lines, in: content)
        }
    }

    /// Scrolls by `lines` (down when positive), within the content.
    ///
    /// - Complexity: measures the rows scrolled across.
    public mutating func scroll<Content: ScrollContent>(byLines lines: Int, in content: Content) where Content.ID == ID {
        let count = content.count
        guard count > 0 else { return }
        offset.line += lines
        while offset.line < 0, offset.row > 0 {
            offset.row -= 1
            offset.line += height(ofRow: offset.row, in: content)
        }
        while offset.row < count - 1, offset.line >= height(ofRow: offset.row, in: content) {
            offset.line -= height(ofRow: offset.row, in: content)
            offset.row += 1
        }
        clamp(in: content)
    }
}

extension Viewport: Sendable where ID: Sendable {}
