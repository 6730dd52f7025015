import CNcursesw
import Glibc
import Rows

/// A block of screen rows whose content moved up or down between two frames, as when the
/// list scrolls by a line.
struct RowShift: Hashable {
    /// The first and last row (inclusive) of the scroll region.
    var top: Int
    var bottom: Int
    /// How far the content moved: positive is up (row `y` now shows old row `y + lines`).
    var lines: Int

    /// The most lines a shift is looked for, each way.
    static let maximumLines = 3
    /// The fewest changed rows a shift must save to be worth a scroll.
    static let minimumGain = 3

    /// The shift that best turns `previous` into `canvas` within its first `height` rows,
    /// or nil when no shift saves at least ``minimumGain`` changed rows.
    ///
    /// - Complexity: O(*height* × ``maximumLines``) row comparisons.
    static func find(from previous: Canvas, to canvas: Canvas, height: Int) -> RowShift? {
        guard previous.size == canvas.size, height > 2 else { return nil }
        let unchanged = (0..<height).map { rowsEqual(canvas, $0, previous, $0) }
        var best: RowShift?
        var bestGain = minimumGain - 1
        for magnitude in 1...maximumLines {
            for lines in [magnitude, -magnitude] {
                var runStart: Int?
                var gain = 0
                for y in 0...height {
                    let source = y + lines
                    if y < height, source >= 0, source < height, rowsEqual(canvas, y, previous, source) {
                        if runStart == nil { runStart = y; gain = 0 }
                        if !unchanged[y] { gain += 1 }
                        continue
                    }
                    if let start = runStart, gain > bestGain {
                        bestGain = gain
                        best = lines > 0
                            ? RowShift(top: start, bottom: y - 1 + lines, lines: lines)
                            : RowShift(top: start + lines, bottom: y - 1, lines: lines)
                    }
                    runStart = nil
                }
            }
        }
        return best
    }

    /// `previous` as the screen shows it after this shift: the region's rows moved, the rows
    /// it uncovers blank.
    func applied(to previous: Canvas) -> Canvas {
        var result = previous
        let region = Rect(x: 0, y: top, width: previous.width, height: bottom - top + 1)
        result.fill(region)
        let kept = Rect(x: 0, y: lines > 0 ? top : top - lines, width: previous.width, height: region.height - abs(lines))
        result.clipped(to: kept) { $0.draw(previous, x: 0, y: -lines) }
        return result
    }

    /// Scrolls the window's rows `top...bottom` by `lines`, as ``applied(to:)`` describes.
    func scroll(_ window: UnsafeMutablePointer<WINDOW>, screenHeight: Int) {
        wsetscrreg(window, Int32(top), Int32(bottom))
        scrollok(window, true)
        wscrl(window, Int32(lines))
        scrollok(window, false)
        wsetscrreg(window, 0, Int32(max(0, screenHeight - 1)))
    }

    /// Whether row `rowA` of `a` shows the same cells as row `rowB` of `b`: a byte
    /// comparison first (cells drawn the same way are the same bytes), then cell by cell.
    static func rowsEqual(_ a: Canvas, _ rowA: Int, _ b: Canvas, _ rowB: Int) -> Bool {
        let width = a.width
        // A row without columns has no bytes to compare, nor a buffer.
        guard width > 0 else { return true }
        let byteCount = width * MemoryLayout<Cell>.stride
        let same: Bool = a.cells.withUnsafeBufferPointer { left in
            b.cells.withUnsafeBufferPointer { right in
                memcmp(left.baseAddress! + rowA * width, right.baseAddress! + rowB * width, byteCount) == 0
            }
        }
        if same { return true }
        let left = a.cells[(rowA * width)..<(rowA * width + width)]
        let right = b.cells[(rowB * width)..<(rowB * width + width)]
        return left.elementsEqual(right)
    }
}
