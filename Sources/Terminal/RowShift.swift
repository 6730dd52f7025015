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

    /// The most lines a shift is looked for, each way: enough for the list to move by a
    /// whole card (eight rows, more with a long summary), so a card's picture is scrolled on
    /// screen rather than sent again cell by cell.
    static let maximumLines = 20
    /// The fewest changed rows a shift must save to be worth a scroll.
    static let minimumGain = 3

    /// The shift that best turns `previous` into `canvas` within its first `height` rows,
    /// or nil when no shift saves at least ``minimumGain`` changed rows.
    static func find(from previous: Canvas, to canvas: Canvas, height: Int) -> RowShift? {
        guard previous.size == canvas.size else { return nil }
        return find(from: previous.rowFingerprints(rows: height), to: canvas.rowFingerprints(rows: height))
    }

    /// The shift that best turns rows with fingerprints `previous` into rows with
    /// fingerprints `current`, or nil when no shift saves at least ``minimumGain`` rows.
    ///
    /// - Complexity: O(*rows* × ``maximumLines``).
    static func find(from previous: [Int], to current: [Int]) -> RowShift? {
        let height = min(previous.count, current.count)
        guard height > 2 else { return nil }
        // A shift saves only rows that changed in place: with too few of them (a typed
        // character, a moved selection) none is worth it, and the search is skipped.
        var changedInPlace = 0
        for y in 0..<height where current[y] != previous[y] { changedInPlace += 1 }
        guard changedInPlace >= minimumGain else { return nil }
        var best: RowShift?
        var bestGain = minimumGain - 1
        for magnitude in 1...min(maximumLines, height - 1) {
            // Up by `magnitude`, then down (an array literal here would be allocated each time).
            for lines in stride(from: magnitude, through: -magnitude, by: -2 * magnitude) {
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

    /// The row of the frame before the shift whose content row `y` shows after it, or nil
    /// for a row the shift uncovered (blank).
    func source(ofRow y: Int) -> Int? {
        guard y >= top, y <= bottom else { return y }
        let source = y + lines
        return source >= top && source <= bottom ? source : nil
    }

    /// `fingerprints` of rows as they are on screen after this shift (see ``source(ofRow:)``).
    func applied(to fingerprints: [Int], blank: Int) -> [Int] {
        (0..<fingerprints.count).map { y in source(ofRow: y).map { fingerprints[$0] } ?? blank }
    }

    /// Scrolls the window's rows `top...bottom` by `lines`, as ``source(ofRow:)`` describes.
    func scroll(_ window: UnsafeMutablePointer<WINDOW>, screenHeight: Int) {
        wsetscrreg(window, Int32(top), Int32(bottom))
        scrollok(window, true)
        wscrl(window, Int32(lines))
        scrollok(window, false)
        wsetscrreg(window, 0, Int32(max(0, screenHeight - 1)))
    }
}
