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
}
