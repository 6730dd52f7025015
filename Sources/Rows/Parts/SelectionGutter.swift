/// The columns on the leading side of a row that show whether it is the current row
/// (`▶`, ASCII `>`) and whether it is marked (`✓`, ASCII `*`), after fzf's pointer and
/// marker: the pointer's columns, then the marker's, then the environment's gap.
struct SelectionGutter {
    /// Columns the gutter takes in `environment`: as wide as its pointer and marker (one
    /// column each by default) plus ``RowEnvironment/gutterGap``.
    static func width(in environment: RowEnvironment) -> Int {
        RowMarkers.selectionMark(environment).width + RowMarkers.markedMark(environment).width + max(0, environment.gutterGap)
    }

    /// Draws the gutter on row `y` from column `x`, at most `width` columns.
    static func draw(into canvas: inout Canvas, x: Int, y: Int, width: Int, environment: RowEnvironment,
                     pointerStyle: Style = Style(.bold), markerStyle: Style = Style(.bold)) {
        let pointer = RowMarkers.selectionMark(environment)
        if environment.isSelected {
            pointer.draw(into: &canvas, x: x, y: y, maxWidth: width, style: environment.displayed(pointerStyle))
        }
        if environment.isMarked {
            RowMarkers.markedMark(environment).draw(into: &canvas, x: x + pointer.width, y: y, maxWidth: max(0, width - pointer.width),
                                                    style: environment.displayed(markerStyle))
        }
    }
}

extension RowEnvironment {
    /// Columns the selection gutter of a list row takes here: the pointer's, the marker's
    /// and ``gutterGap``.
    public var selectionGutterWidth: Int { SelectionGutter.width(in: self) }
}
