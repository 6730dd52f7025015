extension Viewport {
    /// Reads through a row taller than the viewport: scrolls down `lines` lines (up when
    /// negative), but no further than the row's bottom (top) edge.
    ///
    ///     if !viewport.scroll(withinRow: selected, by: 3, in: rows) { /* move to the next row */ }
    ///
    /// - Returns: whether it scrolled; `false` when the row fits the viewport, is not on
    ///   screen, or already shows its edge in that direction, so the caller moves on to the
    ///   next row instead.
    /// - Complexity: measures only the rows on screen.
    public mutating func scroll<Content: ScrollContent>(withinRow position: Int, by lines: Int, in content: Content) -> Bool where Content.ID == ID {
        let shown = size.height
        guard shown > 0, lines != 0, position >= 0, position < content.count else { return false }
        let height = height(ofRow: position, in: content)
        guard height > shown, let top = topLine(ofRow: position, in: content) else { return false }
        let bottom = top + height
        guard top < shown, bottom > 0 else { return false }
        let hidden = lines > 0 ? bottom - shown : -top
        guard hidden > 0 else { return false }
        scroll(byLines: lines > 0 ? min(lines, hidden) : -min(-lines, hidden), in: content)
        return true
    }

    /// The line of the viewport where the row at `position` starts (negative above the
    /// viewport), or `nil` when it starts above the top row or a screen or more below.
    private mutating func topLine<Content: ScrollContent>(ofRow position: Int, in content: Content) -> Int? where Content.ID == ID {
        if position == offset.row { return -offset.line }
        guard case .at(let line) = placement(ofRow: position, within: size.height, in: content) else { return nil }
        return line
    }
}
