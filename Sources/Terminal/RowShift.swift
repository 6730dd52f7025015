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
    static func find(from previous: Canvas, to canvas: Canvas, height: Int) -> RowShift? {
        guard previous.size == canvas.size else { return nil }
        return find(from: fingerprints(of: previous, rows: height), to: fingerprints(of: canvas, rows: height))
    }

    /// The shift that best turns rows with fingerprints `previous` into rows with
    /// fingerprints `current`, or nil when no shift saves at least ``minimumGain`` rows.
    ///
    /// - Complexity: O(*rows* × ``maximumLines``).
    static func find(from previous: [Int], to current: [Int]) -> RowShift? {
        let height = min(previous.count, current.count)
        guard height > 2 else { return nil }
        var best: RowShift?
        var bestGain = minimumGain - 1
        for magnitude in 1...maximumLines {
            for lines in [magnitude, -magnitude] {
                var runStart: Int?
                var gain = 0
                for y in 0...height {
                    let source = y + lines
                    if y < height, source >= 0, source < height, current[y] == previous[source] {
                        if runStart == nil { runStart = y; gain = 0 }
                        if current[y] != previous[y] { gain += 1 }
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

    /// A fingerprint (hash) of each of the first `rows` rows of `canvas`: rows with equal
    /// fingerprints are taken to be equal, which makes comparing frames cheap.
    ///
    /// - Complexity: O(*cells*), once per frame.
    static func fingerprints(of canvas: Canvas, rows: Int) -> [Int] {
        let width = canvas.width
        return canvas.cells.withUnsafeBufferPointer { cells in
            (0..<max(0, min(rows, canvas.height))).map { y in
                var hasher = Hasher()
                for cell in cells[(y * width)..<(y * width + width)] { hasher.combine(cell) }
                return hasher.finalize()
            }
        }
    }

    /// `fingerprints` of rows after this shift, as ``applied(to:)`` moves them.
    func applied(to fingerprints: [Int], blank: Int) -> [Int] {
        var result = fingerprints
        for y in top...bottom {
            let source = y + lines
            result[y] = source >= top && source <= bottom ? fingerprints[source] : blank
        }
        return result
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
}
