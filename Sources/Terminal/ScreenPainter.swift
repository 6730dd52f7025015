import CNcursesw
import Rows

/// Puts canvases into an ncurses window, sending only the cells that changed since the
/// previous canvas.
///
/// The session owns one and refreshes the terminal after each ``paint(_:into:screen:)``;
/// tests give it a window of a screen made with `newterm` on files and read the window back.
struct ScreenPainter {
    var writer: CellWriter
    /// The canvas painted last, what the window holds now.
    private(set) var previous: Canvas?
    /// Whether the next paint erases the window and sends every cell.
    var needsFullRepaint = true

    init(writer: CellWriter) {
        self.writer = writer
    }

    /// Paints the part of `canvas` that fits a `screen`-sized window: every cell after a
    /// resize, a suspend or a change of canvas size, else only the cells that changed.
    ///
    /// A wide glyph is compared and sent as a whole (both of its cells); one cut by the
    /// screen's right edge is sent as a space.
    ///
    /// - Returns: The number of cells sent to ncurses.
    /// - Complexity: O(*cells*) comparisons; ncurses calls only for changed cells.
    @discardableResult
    mutating func paint(_ canvas: Canvas, into window: UnsafeMutablePointer<WINDOW>, screen: Size) -> Int {
        let full = needsFullRepaint || previous?.size != canvas.size
        if full {
            werase(window)
            clearok(cl_curscr(), true)
        }
        var sent = 0
        let width = min(canvas.width, screen.width), height = min(canvas.height, screen.height)
        for y in 0..<max(0, height) {
            var x = 0
            while x < width {
                var cell = canvas[x, y]
                let span = min(max(1, cell.glyph?.width ?? 1), width - x)
                if full || hasChanged(canvas, x: x, y: y, span: span) {
                    if span < (cell.glyph?.width ?? 1) { cell.glyph = .space }
                    writer.write(cell, x: x, y: y, in: window)
                    sent += 1
                }
                x += span
            }
        }
        previous = canvas
        needsFullRepaint = false
        return sent
    }

    private func hasChanged(_ canvas: Canvas, x: Int, y: Int, span: Int) -> Bool {
        guard let previous else { return true }
        for column in x..<(x + span) where canvas[column, y] != previous[column, y] { return true }
        return false
    }
}
