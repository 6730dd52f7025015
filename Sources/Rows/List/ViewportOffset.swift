/// The first line shown in a viewport: a row (a position in the scrolled rows) and a line
/// inside it, so the top row may be only partly visible.
public struct ViewportOffset: Hashable, Sendable, CustomStringConvertible {
    /// A position in the scrolled rows (not an id).
    public var row: Int
    /// The first shown line of that row; 0 shows the row from its top.
    public var line: Int

    /// The offset showing `row` from its line `line`.
    public init(row: Int, line: Int = 0) {
        self.row = row
        self.line = line
    }

    /// The first row from its top.
    public static let top = ViewportOffset(row: 0)

    public var description: String { "(\(row), \(line))" }
}
