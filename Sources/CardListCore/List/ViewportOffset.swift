/// The first line shown in the viewport: a row (a position in the visible list) and a line
/// inside it, so the top card may be only partly visible.
public struct ViewportOffset: Hashable, Sendable, CustomStringConvertible {
    /// A position in the visible list (not an item index).
    public var row: Int
    /// The first shown line of that row; 0 shows the row from its top.
    public var line: Int

    public init(row: Int, line: Int = 0) {
        self.row = row
        self.line = line
    }

    public static let top = ViewportOffset(row: 0)

    public var description: String { "(\(row), \(line))" }
}
