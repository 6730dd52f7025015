extension Canvas {
    /// The canvas as fenced lines, `|` at both ends so trailing spaces stay visible: the
    /// form whole-grid snapshot tests compare against.
    ///
    ///     |╭───╮|
    ///     |╰───╯|
    public var fenced: String {
        lines.map { "|" + $0 + "|" }.joined(separator: "\n")
    }

    /// How this canvas differs from `expected`, a multi-line literal of fenced lines
    /// (leading indentation and blank lines ignored), or nil when they are the same. A canvas
    /// without rows matches an empty literal.
    ///
    /// The difference lists every line, marking the ones that differ with `✗` and showing
    /// the expected line above the actual one.
    public func snapshotDifference(from expected: String) -> String? {
        let actual = lines.map { "|" + $0 + "|" }
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.drop(while: { $0 == " " })) }
            .filter { !$0.isEmpty }
        guard actual != wanted else { return nil }
        var lines: [String] = []
        for index in 0..<max(actual.count, wanted.count) {
            let left = index < wanted.count ? wanted[index] : "(none)"
            let right = index < actual.count ? actual[index] : "(none)"
            if left == right {
                lines.append("  \(left)")
            } else {
                lines.append("✗ expected \(left)")
                lines.append("  actual   \(right)")
            }
        }
        return "grid differs:\n" + lines.joined(separator: "\n")
    }
}
