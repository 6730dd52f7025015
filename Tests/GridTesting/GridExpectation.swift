import Rows
import Testing

/// The canvas as fenced lines, `|` at both ends so trailing spaces are visible.
public func fenced(_ canvas: Canvas) -> String {
    canvas.fenced
}

/// Asserts that the whole canvas equals `expected`, a multi-line literal of fenced lines,
/// printing both grids line by line on failure.
public func expectGrid(_ canvas: Canvas, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if let difference = canvas.snapshotDifference(from: expected) {
        Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
    }
}
