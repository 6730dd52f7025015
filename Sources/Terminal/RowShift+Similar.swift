import Rows

extension RowShift {
    /// Columns in one block of a row's block fingerprints.
    static let blockWidth = 8

    /// The shift that best turns `previous` into `canvas` when rows moved but changed a
    /// little on the way, or nil when none saves enough.
    ///
    /// The list moving by a whole card also moves the selection, so no row is exactly the
    /// same after the move (the frames of the cards that lose and gain the selection). Rows
    /// are compared by blocks of ``blockWidth`` columns instead, each block weighed by what
    /// sending it costs (a picture's cells, each in colours of its own, cost far more than text). A
    /// shift is worth the weight of the blocks it makes equal minus that of the blocks it
    /// makes unequal, and is taken when that is at least ``minimumGain`` rows of plain text.
    /// After the scroll the painter still compares every cell, so a shift only decides what
    /// is sent, never what is shown.
    ///
    /// - Complexity: O(*cells* + *rows* × *blocks* × ``maximumLines``).
    static func findSimilar(from previous: Canvas, to canvas: Canvas, height: Int) -> RowShift? {
        guard previous.size == canvas.size, height > 2 else { return nil }
        let before = blocks(of: previous, rows: height), after = blocks(of: canvas, rows: height)
        let rows = min(before.count, after.count)
        var best: RowShift?
        var bestGain = minimumGain * canvas.width - 1
        for magnitude in 1...maximumLines {
            for lines in [magnitude, -magnitude] {
                var gain = 0
                var first: Int?, last = 0
                for y in 0..<rows {
                    let source = y + lines
                    guard source >= 0, source < rows else { continue }
                    let change = equalWeight(after[y], before[source]) - equalWeight(after[y], before[y])
                    gain += change
                    if change > 0 {
                        if first == nil { first = y }
                        last = y
                    }
                }
                guard let first, gain > bestGain else { continue }
                bestGain = gain
                best = lines > 0
                    ? RowShift(top: first, bottom: last + lines, lines: lines)
                    : RowShift(top: first + lines, bottom: last, lines: lines)
            }
        }
        return best
    }

    /// One block of a row: a fingerprint of its cells and what sending them costs.
    struct Block: Equatable {
        var fingerprint: Int
        var weight: Int
    }

    /// The weight of the blocks of row `a` equal to the same blocks of row `b`.
    private static func equalWeight(_ a: [Block], _ b: [Block]) -> Int {
        var weight = 0
        for index in a.indices where index < b.count && a[index].fingerprint == b[index].fingerprint {
            weight += a[index].weight
        }
        return weight
    }

    /// The blocks of ``blockWidth`` columns of each of the first `rows` rows. A cell weighs
    /// 1, and 16 more for each colour that differs from the cell before it (the bytes of a
    /// colour change): a picture weighs much, a run of text in one colour little.
    static func blocks(of canvas: Canvas, rows: Int) -> [[Block]] {
        let width = canvas.width
        guard width > 0 else { return [] }
        return canvas.cells.withUnsafeBufferPointer { cells in
            (0..<max(0, min(rows, canvas.height))).map { y in
                var style = Style.plain
                return stride(from: 0, to: width, by: blockWidth).map { start in
                    var hasher = Hasher()
                    var weight = 0
                    for cell in cells[(y * width + start)..<(y * width + min(width, start + blockWidth))] {
                        hasher.combine(cell)
                        weight += 1
                        if cell.style.foreground != style.foreground { weight += 16 }
                        if cell.style.background != style.background { weight += 16 }
                        style = cell.style
                    }
                    return Block(fingerprint: hasher.finalize(), weight: weight)
                }
            }
        }
    }
}
