/// The two columns on the leading side of a row that show whether it is the current row
/// (`▶`, ASCII `>`) and whether it is marked (`✓`, ASCII `*`), after fzf's pointer and marker.
struct SelectionGutter {
    /// Columns the gutter takes.
    static let width = 2

    /// Draws the gutter on row `y` from column `x`, at most `width` columns.
    static func draw(into canvas: inout Canvas, x: Int, y: Int, width: Int, environment: RowEnvironment) {
        let style = environment.displayed(Style(.bold))
        if environment.isSelected, width >= 1 {
            canvas.put(RowMarkers.selectionGlyph(environment), x: x, y: y, style: style)
        }
        if environment.isMarked, width >= 2 {
            canvas.put(RowMarkers.markedGlyph(environment), x: x + 1, y: y, style: style)
        }
    }
}
