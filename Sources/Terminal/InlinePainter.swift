import Rows

/// Turns canvases into the bytes that draw them in an area under the cursor, sending only
/// the cells that changed since the previous canvas, as ``ScreenPainter`` does for the
/// whole screen.
///
/// Every frame starts and ends with the cursor at the area's top-left cell (the park), and
/// moves only relatively (`cuu`, `cud`, `cr`, `cuf`), so the area may sit anywhere on the
/// screen and nothing above it is ever written. A full frame erases from the park down
/// first and then sends the cells that are not blank; a partial one sends, on each row
/// that changed, the cells from its first change to its last. A wide glyph is sent whole
/// (a change on its right half sends it from its left), as ``CellWriter`` sends it to
/// ncurses, so the terminal and the canvas agree on every column.
struct InlinePainter {
    var capabilities: InlineCapabilities
    /// Whether emoji sequences go out whole (the terminal's widths were measured).
    var sendsClustersWhole = false
    /// Whether the next frame erases the area and sends every cell.
    var needsFullRepaint = true
    private var previous: Canvas?
    private var previousFingerprints: [Int] = []

    init(capabilities: InlineCapabilities) {
        self.capabilities = capabilities
    }

    /// The bytes that show `canvas` in the area, from the park back to the park.
    ///
    /// - Complexity: O(*cells*) comparisons; bytes only for the cells that changed.
    mutating func frame(_ canvas: Canvas) -> [UInt8] {
        let full = needsFullRepaint || previous?.size != canvas.size
        let before = full ? nil : previous
        var out = capabilities.plain
        if full { out += capabilities.carriageReturn + capabilities.eraseBelow }
        let fingerprints = canvas.rowFingerprints(rows: canvas.height)
        let cells = canvas.cells, width = canvas.width
        var row = 0
        for y in 0..<canvas.height {
            if before != nil, fingerprints[y] == previousFingerprints[y] { continue }
            let start = y * width
            guard let (changed, last) = Self.changedColumns(cells[start..<(start + width)], before: before.map { $0.cells[start..<(start + width)] }) else { continue }
            // A change on a wide glyph's right half is sent from its left half.
            var first = changed
            while first > 0, cells[start + first].glyph == nil { first -= 1 }
            out += capabilities.down(y - row) + capabilities.carriageReturn + capabilities.right(first)
            row = y
            var style: Style?
            var x = first
            while x <= last, x < width {
                let cell = cells[start + x]
                guard let glyph = cell.glyph else {
                    x += 1
                    continue
                }
                if cell.style != style {
                    out += capabilities.sequence(for: cell.style)
                    style = cell.style
                }
                let span = min(max(1, glyph.width), width - x)
                if span < glyph.width {
                    // Cut by the right edge: a space, as the full screen draws it.
                    out.append(0x20)
                } else if let ascii = glyph.asciiValue, glyph.width == 1 {
                    out.append(ascii)
                } else {
                    Self.append(glyph, sendsClustersWhole: sendsClustersWhole, to: &out)
                }
                x += span
            }
            out += capabilities.plain
        }
        out += capabilities.up(row) + capabilities.carriageReturn
        previous = canvas
        previousFingerprints = fingerprints
        needsFullRepaint = false
        return out
    }

    /// The first and last column of `row` to send: those that differ from `before`, or
    /// without it (after an erase) those that are not blank; nil when there is none.
    static func changedColumns(_ row: ArraySlice<Cell>, before: ArraySlice<Cell>?) -> (Int, Int)? {
        let base = row.startIndex
        let differs: (Int) -> Bool = if let before {
            { row[base + $0] != before[before.startIndex + $0] }
        } else {
            { row[base + $0] != .blank }
        }
        guard let first = (0..<row.count).first(where: differs), let last = (0..<row.count).last(where: differs) else { return nil }
        return (first, last)
    }

    /// Appends `glyph` as UTF-8, made of the code points ``CellWriter`` would give ncurses
    /// for it (so the columns the terminal moves match the glyph's width).
    static func append(_ glyph: Glyph, sendsClustersWhole: Bool, to out: inout [UInt8]) {
        for part in CellWriter.cursesCells(for: glyph, sendsClustersWhole: sendsClustersWhole) {
            for code in part.text where code != 0 {
                guard let scalar = Unicode.Scalar(UInt32(bitPattern: code)) else { continue }
                out += Array(String(scalar).utf8)
            }
        }
    }
}
