import Glibc
import Rows

/// Paints a frame as the bytes that update the whole screen, in the terminal's own
/// sequences (``ScreenCapabilities``), without ncurses' refresh.
///
/// ncurses compares every row it was handed with its copy of the screen, and after a
/// scroll every row of the scrolled region; the painter already knows which cells
/// changed, so these bytes carry only those: a cursor move where the next cell is not
/// where the cursor stands, a style sequence where the style changes, the characters.
/// A frame starts from an unknown cursor and style and ends in the plain style, so
/// ncurses, which still reads keys and restores the terminal, finds it as it left it.
struct ScreenBytes: PaintTarget {
    var capabilities: ScreenCapabilities
    /// Whether emoji sequences go out whole (the terminal's widths were measured).
    var sendsClustersWhole = false
    /// The bytes of the frame painted last.
    private(set) var output: [UInt8] = []
    /// Where the cursor is (nil when unknown) and the style in force (nil when unknown).
    private var cursor: (x: Int, y: Int)?
    private var style: Style?
    private var width = 0

    init(capabilities: ScreenCapabilities) {
        self.capabilities = capabilities
    }

    mutating func begin(_ canvas: Canvas, previous: Canvas?, full: Bool, screen: Size) {
        output.removeAll(keepingCapacity: true)
        cursor = nil
        style = nil
        width = screen.width
        if full {
            // Plain first, so the cleared cells are the terminal's default background.
            setStyle(.plain)
            output += capabilities.clear
            cursor = (0, 0)
        }
    }

    mutating func scroll(_ shift: RowShift, screenHeight: Int, exact: Bool) -> Bool {
        guard let bytes = capabilities.scroll(shift, screenHeight: screenHeight) else { return false }
        // The uncovered rows take the current background: plain, as blank cells are.
        setStyle(.plain)
        output += bytes
        cursor = nil
        return true
    }

    /// The clear leaves blank cells in the default background, the canvas' blank.
    var isBlankAfterClear: Bool { true }

    mutating func writeASCIIRun(_ run: [wchar_t], style: Style, x: Int, y: Int) {
        move(toX: x, y: y)
        setStyle(style)
        for character in run { output.append(UInt8(truncatingIfNeeded: character)) }
        advance(by: run.count)
    }

    mutating func write(_ cell: Cell, x: Int, y: Int) {
        move(toX: x, y: y)
        setStyle(cell.style)
        guard let glyph = cell.glyph else {
            output.append(0x20)
            advance(by: 1)
            return
        }
        InlinePainter.append(glyph, sendsClustersWhole: sendsClustersWhole, to: &output)
        advance(by: max(1, glyph.width))
    }

    mutating func end() {
        if let style, style != .plain { setStyle(.plain) }
    }

    private mutating func move(toX x: Int, y: Int) {
        if let cursor, cursor.x == x, cursor.y == y { return }
        output += capabilities.move(toRow: y, column: x)
        cursor = (x, y)
    }

    /// Moves the known cursor right by `columns`; past the last column it is unknown (the
    /// terminal holds it there or wraps).
    private mutating func advance(by columns: Int) {
        guard let current = cursor else { return }
        cursor = current.x + columns < width ? (current.x + columns, current.y) : nil
    }

    private mutating func setStyle(_ next: Style) {
        if style == next { return }
        output += capabilities.styles.sequence(for: next)
        style = next
    }
}
