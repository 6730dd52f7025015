extension Canvas {
    /// Copies `source` onto this canvas with its top-left corner at (`x`, `y`), clipped
    /// like any other drawing; wide glyphs cut by an edge become spaces.
    ///
    /// Rows are copied whole and then mended at their two ends, so copying a screenful of
    /// rows costs little more than the copy itself.
    ///
    /// - Complexity: O(*cells* of `source` inside the clip).
    public mutating func draw(_ source: Canvas, x: Int, y: Int) {
        let area = Rect(x: x, y: y, width: source.width, height: source.height).intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            let start = row * width + area.x
            let end = start + area.width
            let sourceStart = (row - y) * source.width + (area.x - x)
            // Half of a wide glyph just outside the copied span loses its other half.
            if cells[start].isContinuation, area.x > 0 { cells[start - 1].glyph = .space }
            if end < row * width + width, cells[end].isContinuation { cells[end].glyph = .space }
            cells.replaceSubrange(start..<end, with: source.cells[sourceStart..<(sourceStart + area.width)])
            // A wide glyph the span cuts in two becomes a space.
            if cells[start].isContinuation { cells[start].glyph = .space }
            if cells[end - 1].glyph?.width == 2 { cells[end - 1].glyph = .space }
        }
    }
}
