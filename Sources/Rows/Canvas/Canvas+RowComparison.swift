import Glibc

extension Canvas {
    /// For each of the first `rows` rows, whether it differs from the same row of
    /// `previous`: rows that either canvas lacks, and every row when the widths differ,
    /// count as changed.
    ///
    /// A row is first compared as memory, one `memcmp`: cells hold no references, so equal
    /// bytes are equal cells. Bytes that differ may be padding or the unused payload of an
    /// enum, so such a row is then compared cell by cell, leaving at its first difference.
    /// Rows copied from the same place (a row drawn from a cache) take the first path.
    ///
    /// - Complexity: O(*width* × *rows*) comparisons at most.
    public func rowsChanged(from previous: Canvas, rows: Int) -> [Bool] {
        let count = max(0, rows)
        var changed = [Bool](repeating: true, count: count)
        guard previous.width == width, width > 0 else { return changed }
        let width = width, rowBytes = width * MemoryLayout<Cell>.stride
        cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                guard let nowStart = now.baseAddress, let beforeStart = before.baseAddress else { return }
                for y in 0..<min(count, height, previous.height) {
                    let start = y * width
                    if memcmp(nowStart + start, beforeStart + start, rowBytes) == 0 {
                        changed[y] = false
                        continue
                    }
                    var same = true
                    for index in start..<(start + width) where now[index] != before[index] {
                        same = false
                        break
                    }
                    changed[y] = !same
                }
            }
        }
        return changed
    }
}
