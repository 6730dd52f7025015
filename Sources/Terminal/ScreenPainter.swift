import CNcursesw
import Glibc
import Rows

/// Puts canvases on the screen, sending only the cells that changed since the previous
/// canvas: as bytes in the terminal's own sequences (``ScreenBytes``), or into an ncurses
/// window that ncurses refreshes (``WindowTarget``).
///
/// The session owns one; tests give it a window of a screen made with `newterm` on files
/// and read the window back, or read the bytes.
struct ScreenPainter {
    var writer: CellWriter
    /// The canvas painted last, what the window holds now.
    private(set) var previous: Canvas?
    /// The row fingerprints of ``previous``, when its frame looked for a scroll.
    private var previousFingerprints: [Int]?
    /// Whether the next paint erases the window and sends every cell.
    var needsFullRepaint = true

    init(writer: CellWriter) {
        self.writer = writer
    }

    /// Paints the part of `canvas` that fits a `screen`-sized window: every cell after a
    /// resize, a suspend or a change of canvas size, else only the cells that changed.
    ///
    /// Nothing reaches the terminal before the session's refresh, so a frame goes out in
    /// one write. See ``paint(_:to:screen:)``.
    ///
    /// - Returns: The number of cells sent to ncurses.
    @discardableResult
    mutating func paint(_ canvas: Canvas, into window: UnsafeMutablePointer<WINDOW>, screen: Size) -> Int {
        var target = WindowTarget(writer: writer, window: window)
        let sent = paint(canvas, to: &target, screen: screen)
        writer = target.writer
        return sent
    }

    /// Sends to `target` the part of `canvas` that fits the screen: every cell after a
    /// resize, a suspend or a change of canvas size, else only the cells that changed.
    ///
    /// When the rows moved up or down (the list scrolled), the rows on screen are scrolled
    /// first so only the new rows are sent. Rows are compared with the same rows before,
    /// and unchanged ones skipped; a scroll is looked for (by the rows' fingerprints) only
    /// when more than ``fewRows`` rows changed in place;
    /// after a clear, a target that shows blanks then gets no blank cells. A wide glyph is compared and sent
    /// as a whole (both of its cells); one cut by the screen's right edge is sent as a
    /// space. Printable ASCII in one style goes out as one run per row.
    ///
    /// - Returns: The number of cells sent.
    /// - Complexity: O(*cells*) comparisons; output only for changed cells.
    @discardableResult
    mutating func paint<Target: PaintTarget>(_ canvas: Canvas, to target: inout Target, screen: Size) -> Int {
        let full = needsFullRepaint || previous?.size != canvas.size
        let before = full ? nil : previous
        target.begin(canvas, previous: previous, full: full, screen: screen)
        defer { target.end() }
        var sent = 0
        let width = min(canvas.width, screen.width), height = max(0, min(canvas.height, screen.height))
        var changed = before.map { canvas.rowsChanged(from: $0, rows: height) } ?? []
        var fingerprints: [Int]?
        var shift: RowShift?
        if let before, Self.looksForAScroll(changed) {
            // Enough rows changed in place for a scroll to pay: look for one by the rows'
            // fingerprints (the previous frame's, when it needed them too, are kept).
            let now = canvas.rowFingerprints(rows: height)
            let then = previousFingerprints.flatMap { $0.count == height ? $0 : nil } ?? before.rowFingerprints(rows: height)
            fingerprints = now
            let exact = RowShift.find(from: then, to: now)
            if let found = exact ?? RowShift.findSimilar(from: before, to: canvas, height: height),
               target.scroll(found, screenHeight: screen.height, exact: exact != nil) {
                // The list scrolled: the rows on screen moved, and only what is new is sent.
                let moved = found.applied(to: then, blank: Self.blankRowFingerprint(width: canvas.width))
                changed = (0..<height).map { now[$0] != moved[$0] }
                shift = found
            }
        }
        let cells = canvas.cells
        // Asked once: `before != nil` picked the optional's `==` for two canvases, which
        // compared through the runtime's generic code for every row and cell it was asked for.
        let hasBefore = if case .some = before { true } else { false }
        let previousCells = before?.cells ?? []
        let previousWidth = before?.width ?? 0
        let blank = Cell.blank
        var run = ASCIIRun()
        for y in 0..<height {
            // Most rows are unchanged between frames: skip them.
            if hasBefore, !changed[y] { continue }
            run.start = 0
            var x = 0
            let rowStart = y * canvas.width
            // The row the screen shows there now: the same one, the one a scroll moved
            // there, or none (blank: uncovered by a scroll, or cleared). Spelled out: an
            // optional of an optional was destroyed through the runtime's generic code.
            let previousStart: Int?
            if !hasBefore {
                previousStart = nil
            } else if let shift {
                if let source = shift.source(ofRow: y) { previousStart = source * previousWidth } else { previousStart = nil }
            } else {
                previousStart = y * previousWidth
            }
            while x < width {
                var cell = cells[rowStart + x]
                let span = min(max(1, cell.glyph?.width ?? 1), width - x)
                let changed = if let previousStart {
                    Self.differ(cells, from: rowStart + x, previousCells, from: previousStart + x, count: span)
                } else if hasBefore || target.isBlankAfterClear {
                    Self.differsFromBlank(cells, from: rowStart + x, count: span, blank: blank)
                } else {
                    // After the clear of a target whose cells are unknown (a window).
                    true
                }
                if changed {
                    if let character = CellWriter.asciiCharacter(of: cell) {
                        if !run.continues(at: x, style: cell.style) {
                            run.flush(to: &target, y: y)
                            run.start = x
                            run.style = cell.style
                        }
                        run.characters.append(character)
                    } else {
                        run.flush(to: &target, y: y)
                        if span < (cell.glyph?.width ?? 1) { cell.glyph = .space }
                        target.write(cell, x: x, y: y)
                    }
                    sent += 1
                }
                x += span
            }
            run.flush(to: &target, y: y)
        }
        previous = canvas
        previousFingerprints = fingerprints
        needsFullRepaint = false
        return sent
    }

    /// Whether more than ``fewRows`` rows changed in place (`changed`, from
    /// `Canvas.rowsChanged(from:rows:)`): only then may the list have scrolled. A
    /// selection moving and the status changing are sent as they are; looking for a shift,
    /// which fingerprints every row (and may weigh every cell of both frames), does not pay.
    static func looksForAScroll(_ changed: [Bool]) -> Bool {
        changed.count(where: { $0 }) > fewRows
    }

    /// Rows that may change without a scroll being looked for: the row losing the
    /// selection, the row gaining it and the status line.
    static let fewRows = 3

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
        mutating func flush<Target: PaintTarget>(to target: inout Target, y: Int) {
            guard !characters.isEmpty else { return }
            target.writeASCIIRun(characters, style: style, x: start, y: y)
            characters.removeAll(keepingCapacity: true)
        }
    }

    /// The fingerprint of a row of blank cells, what a scroll uncovers.
    private static func blankRowFingerprint(width: Int) -> Int {
        Canvas(width: width, height: 1).rowFingerprints(rows: 1)[0]
    }

    /// Whether any of the `count` cells from `cells[start]` differs from the one at the same
    /// place from `previous[previousStart]` (what the screen shows there).
    private static func differ(_ cells: [Cell], from start: Int, _ previous: [Cell], from previousStart: Int, count: Int) -> Bool {
        for offset in 0..<count where cells[start + offset] != previous[previousStart + offset] { return true }
        return false
    }

    /// Whether any of the `count` cells from `cells[start]` is not blank (a row uncovered
    /// by a scroll, or a cleared screen, shows blanks).
    private static func differsFromBlank(_ cells: [Cell], from start: Int, count: Int, blank: Cell) -> Bool {
        for offset in 0..<count where cells[start + offset] != blank { return true }
        return false
    }
}
