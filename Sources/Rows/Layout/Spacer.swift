/// Flexible empty room, after SwiftUI's `Spacer`: in an ``HStack`` it takes the columns the
/// other parts leave (shared evenly with other spacers), in a ``VStack`` the rows left when
/// the stack is drawn taller than it measures. Never less than ``minLength``.
///
///     HStack { Label("Your location", icon: .walk); Spacer(); TextPart("12:17") }
public struct Spacer: RowPart, Hashable, Sendable {
    /// The least room it takes, in columns (in a row) or rows (in a column).
    public var minLength: Int

    public init(minLength: Int = 0) {
        self.minLength = max(0, minLength)
    }

    /// On its own a spacer takes its minimum length in both directions.
    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: min(max(0, width), minLength), height: 0)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {}
}
