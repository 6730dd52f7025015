import Testing
@testable import Rows

/// Rows compared with the same rows of the frame before: a row is changed when any cell a
/// person could see differs (text, width, style), and only then.
@Suite struct CanvasRowComparisonTests {
    private func canvas(_ lines: [Text], width: Int = 6) -> Canvas {
        var canvas = Canvas(width: width, height: lines.count)
        for (y, line) in lines.enumerated() { canvas.draw(line, x: 0, y: y, maxWidth: width) }
        return canvas
    }

    @Test func onlyTheRowsThatDifferAreChanged() {
        let before = canvas([Text("abc"), Text("def"), Text("ghi"), Text("jkl")])
        let after = canvas([Text("abc"), Text("dEf"), Text("ghi"), Text("jkl", style: Style(.bold))])
        #expect(after.rowsChanged(from: before, rows: 4) == [false, true, false, true])
    }

    @Test func aWideGlyphInPlaceOfTwoNarrowOnesIsAChange() {
        let before = canvas([Text("ab")]), after = canvas([Text("抹")])
        #expect(after.rowsChanged(from: before, rows: 1) == [true])
    }

    @Test func rowsOneCanvasLacksAndOtherWidthsCountAsChanged() {
        let before = canvas([Text("abc")]), after = canvas([Text("abc"), Text("def")])
        #expect(after.rowsChanged(from: before, rows: 3) == [false, true, true])
        #expect(canvas([Text("abc")], width: 7).rowsChanged(from: before, rows: 1) == [true])
    }

    /// A blank canvas made in memory that last held other bytes (`garbage`): its cells'
    /// bytes, padding included.
    private func blankCanvasBytes(after garbage: UInt8) -> [UInt8] {
        let size = 80 * 24 * MemoryLayout<Cell>.stride
        // Freed just before, a block of the size is what the next allocation of it is given.
        let dirty = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        dirty.initializeMemory(as: UInt8.self, repeating: garbage, count: size)
        dirty.deallocate()
        let blank = Canvas(width: 80, height: 24)
        return blank.cells.withUnsafeBytes { [UInt8]($0) }
    }

    @Test func twoBlankCanvasesAreTheSameMemorySoTheirRowsCompareInOnePass() {
        // The rows of a blank canvas are compared as memory first; padding left as the
        // allocation had it sent every blank row the cell-by-cell way.
        #expect(blankCanvasBytes(after: 0xAB) == blankCanvasBytes(after: 0x00))
        #expect(blankCanvasBytes(after: 0xFF) == blankCanvasBytes(after: 0x5A))
    }
}
