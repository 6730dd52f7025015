/// Where an inline area sits on the screen: under the cursor the list started at.
///
/// When the cursor was at the start of a line the area begins on that line; after text (a
/// shell prompt) it begins on the next one, so the text stays, and the cursor goes back to
/// its column on the way out. The area takes the rows the terminal has under its first
/// line: when there are too few under the cursor, the terminal is scrolled up (newlines at
/// the bottom), as fzf does.
///
///     let start = InlineGeometry(cursorRow: 20, cursorColumn: 4, screenRows: 24)
///     start.startsBelow              // true: the prompt's line stays
///     start.availableRows            // 23
///     start.top(forHeight: 10)       // 14: the screen scrolls up by 7
public struct InlineGeometry: Hashable, Sendable {
    /// The cursor's row when the list started (0-based), or nil when the terminal did not say.
    public var cursorRow: Int?
    /// The cursor's column when the list started (0-based; 0 when unknown).
    public var cursorColumn: Int
    /// The terminal's rows.
    public var screenRows: Int

    public init(cursorRow: Int?, cursorColumn: Int, screenRows: Int) {
        self.cursorRow = cursorRow
        self.cursorColumn = cursorColumn
        self.screenRows = screenRows
    }

    /// Whether the area starts on the line under the cursor (the cursor was after text).
    public var startsBelow: Bool { cursorColumn > 0 }

    /// The most rows the area can take: the screen, less the cursor's line when it stays.
    public var availableRows: Int { max(1, screenRows - (startsBelow ? 1 : 0)) }

    /// The area's top row on screen once `height` rows were made under the cursor, or nil
    /// when the cursor's row is unknown.
    public func top(forHeight height: Int) -> Int? {
        guard let cursorRow else { return nil }
        return max(0, min(cursorRow + (startsBelow ? 1 : 0), screenRows - height))
    }

    /// The rows the screen scrolls up by to make room for `height` rows (0 when unknown).
    public func scroll(forHeight height: Int) -> Int {
        guard let cursorRow else { return 0 }
        return max(0, cursorRow + (startsBelow ? 1 : 0) + height - screenRows)
    }
}
