import CNcursesw
import Rows

/// Where ``ScreenPainter`` sends the cells that changed: an ncurses window refreshed by
/// ncurses (``WindowTarget``), or bytes in the terminal's own sequences (``ScreenBytes``).
protocol PaintTarget {
    /// Starts a frame showing `canvas` where `previous` is shown (nil before the first) on
    /// a `screen`-sized terminal; with `full`, the screen is cleared and every cell sent.
    mutating func begin(_ canvas: Canvas, previous: Canvas?, full: Bool, screen: Size)
    /// Moves the rows on screen as `shift` says, blanking the rows it uncovers; false when
    /// it cannot, and the rows are sent instead. `exact`: the moved rows are unchanged.
    mutating func scroll(_ shift: RowShift, screenHeight: Int, exact: Bool) -> Bool
    /// Whether the screen is known to be blank after a full frame's clear, so blank cells
    /// need not be sent.
    var isBlankAfterClear: Bool { get }
    /// Sends printable ASCII characters in one style from (`x`, `y`).
    mutating func writeASCIIRun(_ run: [wchar_t], style: Style, x: Int, y: Int)
    /// Sends `cell` at (`x`, `y`); a wide glyph covers the cell to its right too.
    mutating func write(_ cell: Cell, x: Int, y: Int)
    /// Ends the frame.
    mutating func end()
}

/// Paints into an ncurses window that the session refreshes (ncurses' `doupdate` then
/// works out what to send): for terminals whose quirks ncurses knows, and for tests that
/// read the window back.
struct WindowTarget: PaintTarget {
    var writer: CellWriter
    let window: UnsafeMutablePointer<WINDOW>

    mutating func begin(_ canvas: Canvas, previous: Canvas?, full: Bool, screen: Size) {
        if writer.pairs.needsReclaim { writer.pairs.reclaim(keeping: Self.styles(of: canvas, and: previous)) }
        writer.pairs.stylesInUse = { Self.styles(of: canvas, and: previous) }
        if full {
            werase(window)
            clearok(cl_curscr(), true)
        }
    }

    mutating func scroll(_ shift: RowShift, screenHeight: Int, exact: Bool) -> Bool {
        shift.scroll(window, screenHeight: screenHeight)
        if !exact {
            // The moved rows also changed a little, so ncurses would not recognise the
            // move and would send them again: let it send the bare scroll first.
            wnoutrefresh(window)
            doupdate()
        }
        return true
    }

    /// Every cell goes into the window: ncurses compares them with the cleared screen.
    var isBlankAfterClear: Bool { false }

    mutating func writeASCIIRun(_ run: [wchar_t], style: Style, x: Int, y: Int) {
        writer.writeASCIIRun(run, style: style, x: x, y: y, in: window)
    }

    mutating func write(_ cell: Cell, x: Int, y: Int) {
        writer.write(cell, x: x, y: y, in: window)
    }

    mutating func end() {
        writer.pairs.stylesInUse = nil
    }

    /// The styles of `canvas` and of the canvas on screen: the colour pairs that must stay.
    ///
    /// - Complexity: O(*cells*); asked for only when the pair table is three quarters full.
    private static func styles(of canvas: Canvas, and previous: Canvas?) -> Set<Style> {
        var styles = Set(canvas.cells.lazy.map(\.style))
        if let previous { styles.formUnion(previous.cells.lazy.map(\.style)) }
        return styles
    }
}
