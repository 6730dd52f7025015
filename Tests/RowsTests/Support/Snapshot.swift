import Testing
@testable import Rows

/// The canvas as fenced lines, `|` at both ends so trailing spaces are visible.
func fenced(_ canvas: Canvas) -> String {
    canvas.fenced
}

/// Asserts that the whole canvas equals `expected`, a multi-line literal of fenced lines,
/// printing both grids line by line on failure.
func expectGrid(_ canvas: Canvas, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if let difference = canvas.snapshotDifference(from: expected) {
        Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
    }
}

/// Renders `part` at `width` columns (its own height) with the given environment, as a row
/// of a list (items keep their selection gutter).
func render(_ part: some RowPart, width: Int, selected: Bool = false, charset: Charset = .unicode) -> Canvas {
    var environment = RowEnvironment()
    environment.showsSelectionGutter = true
    environment.isSelected = selected
    environment.charset = charset
    return part.rendered(width: width, environment: environment)
}

extension RowEnvironment {
    /// The environment of a row in a list: with the selection gutter.
    static var listRow: RowEnvironment { RowEnvironment().with(\.showsSelectionGutter, true) }
}
