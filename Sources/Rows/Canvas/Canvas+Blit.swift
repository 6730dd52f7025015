extension Canvas {
    /// Copies `source` onto this canvas with its top-left corner at (`x`, `y`), clipped
    /// like any other drawing; wide glyphs cut by an edge become spaces.
    ///
    /// - Complexity: O(*cells* of `source` inside the clip).
    public mutating func draw(_ source: Canvas, x: Int, y: Int) {
        let area = Rect(x: x, y: y, width: source.width, height: source.height).intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            // Start one column early so a wide glyph whose right half is the first cell is cut cleanly.
            var column = max(x, area.x - 1)
            while column < area.maxX {
                let cell = source[column - x, row - y]
                if let glyph = cell.glyph {
                    put(glyph, x: column, y: row, style: cell.style)
                    column += max(1, glyph.width)
                } else {
                    column += 1
                }
            }
        }
    }
}
