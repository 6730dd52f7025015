import CNcursesw
import Glibc
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
    /// The row fingerprints of ``previous``.
    private var previousFingerprints: [Int] = []
    /// Whether the next paint erases the window and sends every cell.
    var needsFullRepaint = true

    init(writer: CellWriter) {
        self.writer = writer
    }

    /// Paints the part of `canvas` that fits a `screen`-sized window: every cell after a
    /// resize, a suspend or a change of canvas size, else only the cells that changed.
    ///
    /// When the rows moved up or down (the list scrolled), the window's rows are scrolled
    /// first so only the new rows are sent. Unchanged rows are skipped with one comparison. A wide glyph is compared and sent
    /// as a whole (both of its cells); one cut by the screen's right edge is sent as a
    /// space. Printable ASCII in one style goes out as one run per row. Nothing reaches the
    /// terminal before the session's refresh, so a frame goes out in one write.
    ///
    /// - Returns: The number of cells sent to ncurses.
    /// - Complexity: O(*cells*) comparisons; ncurses calls only for changed cells.
    @discardableResult
    mutating func paint(_ canvas: Canvas, into window: UnsafeMutablePointer<WINDOW>, screen: Size) -> Int {
        let full = needsFullRepaint || previous?.size != canvas.size
        if writer.pairs.needsReclaim { writer.pairs.reclaim(keeping: Self.styles(of: canvas, and: previous)) }
        let onScreen = previous
        writer.pairs.stylesInUse = { Self.styles(of: canvas, and: onScreen) }
        defer { writer.pairs.stylesInUse = nil }
        if full {
            werase(window)
            clearok(cl_curscr(), true)
        }
        let before = full ? nil : previous
        var sent = 0
        let width = min(canvas.width, screen.width), height = min(canvas.height, screen.height)
        let fingerprints = canvas.rowFingerprints(rows: canvas.height)
        var beforeFingerprints = full ? [] : previousFingerprints
        var shift: RowShift?
        let exact = before == nil ? nil : RowShift.find(from: Array(beforeFingerprints.prefix(height)), to: Array(fingerprints.prefix(height)))
        if let before, let found = exact ?? (Self.fewRowsChanged(from: beforeFingerprints, to: fingerprints, height: height)
            ? nil : RowShift.findSimilar(from: before, to: canvas, height: height)) {
            // The list scrolled: move the rows on screen and send only what is new.
            found.scroll(window, screenHeight: screen.height)
            if exact == nil {
                // The moved rows also changed a little, so ncurses would not recognise the
                // move and would send them again: let it send the bare scroll first.
                wnoutrefresh(window)
                doupdate()
            }
            beforeFingerprints = found.applied(to: beforeFingerprints, blank: Self.blankRowFingerprint(width: canvas.width))
            shift = found
        }
        let cells = canvas.cells
        for y in 0..<max(0, height) {
            // Most rows are unchanged between frames: skip them by their fingerprints.
            if before != nil, y < beforeFingerprints.count, fingerprints[y] == beforeFingerprints[y] { continue }
            var run = ASCIIRun()
            var x = 0
            let rowStart = y * canvas.width
            let previousRow = shift.map { $0.source(ofRow: y) } ?? y
            while x < width {
                var cell = cells[rowStart + x]
                let span = min(max(1, cell.glyph?.width ?? 1), width - x)
                if before.map({ Self.hasChanged(cells, at: rowStart + x, from: $0, row: previousRow, x: x, span: span) }) ?? true {
                    if let character = CellWriter.asciiCharacter(of: cell) {
                        if !run.continues(at: x, style: cell.style) {
                            run.flush(with: &writer, y: y, in: window)
                            run = ASCIIRun(start: x, style: cell.style)
                        }
                        run.characters.append(character)
                    } else {
                        run.flush(with: &writer, y: y, in: window)
                        if span < (cell.glyph?.width ?? 1) { cell.glyph = .space }
                        writer.write(cell, x: x, y: y, in: window)
                    }
                    sent += 1
                }
                x += span
            }
            run.flush(with: &writer, y: y, in: window)
        }
        previous = canvas
        previousFingerprints = fingerprints
        needsFullRepaint = false
        return sent
    }

    /// Whether at most ``fewRows`` of the first `height` rows differ from the rows in the
    /// same place before: then the list did not scroll (a selection moved, a query line
    /// and status changed), and looking for a shift of similar rows, which weighs every
    /// cell of both frames, is not worth it; sending those rows costs little.
    static func fewRowsChanged(from before: [Int], to after: [Int], height: Int) -> Bool {
        var changed = 0
        for y in 0..<min(height, after.count) where y >= before.count || before[y] != after[y] {
            changed += 1
            if changed > fewRows { return false }
        }
        return true
    }

    /// Rows that may change without a scroll being looked for: the row losing the
    /// selection, the row gaining it and the status line.
    static let fewRows = 3

    /// The styles of `canvas` and of the canvas on screen: the colour pairs that must stay.
    ///
    /// - Complexity: O(*cells*); asked for only when the pair table is three quarters full.
    private static func styles(of canvas: Canvas, and previous: Canvas?) -> Set<Style> {
        var styles = Set(canvas.cells.lazy.map(\.style))
        if let previous { styles.formUnion(previous.cells.lazy.map(\.style)) }
        return styles
    }

    /// Printable ASCII characters side by side in one style, sent with one ncurses call.
    private struct ASCIIRun {
        var start = 0
        var style = Style.plain
        var characters: [wchar_t] = []

        /// Whether a character at column `x` in `style` extends this run.
        func continues(at x: Int, style: Style) -> Bool {
            !characters.isEmpty && self.style == style && start + characters.count == x
        }

        /// Sends the run (if any) and empties it.
        mutating func flush(with writer: inout CellWriter, y: Int, in window: UnsafeMutablePointer<WINDOW>) {
            guard !characters.isEmpty else { return }
            writer.writeASCIIRun(characters, style: style, x: start, y: y, in: window)
            characters.removeAll(keepingCapacity: true)
        }
    }

    /// The fingerprint of a row of blank cells, what a scroll uncovers.
    private static func blankRowFingerprint(width: Int) -> Int {
        Canvas(width: width, height: 1).rowFingerprints(rows: 1)[0]
    }

    /// Whether the `span` cells from `cells[index]` (column `x` of their row) differ from
    /// what the screen shows there: row `previousRow` of the previous canvas, or blanks when
    /// it is nil (uncovered by a scroll).
    private static func hasChanged(_ cells: [Cell], at index: Int, from previous: Canvas, row previousRow: Int?, x: Int, span: Int) -> Bool {
        guard let previousRow else { return (0..<span).contains { cells[index + $0] != .blank } }
        let start = previousRow * previous.width + x
        return (0..<span).contains { cells[index + $0] != previous.cells[start + $0] }
    }
}
