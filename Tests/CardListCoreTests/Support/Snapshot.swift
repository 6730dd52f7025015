import Testing
import Rows
import CardListCore

/// The canvas as fenced lines, `|` at both ends so trailing spaces are visible.
func fenced(_ canvas: Canvas) -> String {
    canvas.lines.map { "|" + $0 + "|" }.joined(separator: "\n")
}

/// Asserts that the whole canvas equals `expected`, a multi-line literal of fenced lines,
/// printing both grids line by line on failure.
func expectGrid(_ canvas: Canvas, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = fenced(canvas)
    let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String($0.drop(while: { $0 == " " })) }
        .filter { !$0.isEmpty }
        .joined(separator: "\n")
    guard actual != wanted else { return }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let w = wanted.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for index in 0..<max(a.count, w.count) {
        let left = index < w.count ? String(w[index]) : "(none)"
        let right = index < a.count ? String(a[index]) : "(none)"
        if left == right {
            diff.append("  \(left)")
        } else {
            diff.append("✗ expected \(left)")
            diff.append("  actual   \(right)")
        }
    }
    Issue.record(Comment(rawValue: "grid differs:\n" + diff.joined(separator: "\n")), sourceLocation: sourceLocation)
}
