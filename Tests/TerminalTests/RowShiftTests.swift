import Rows
import Testing
@testable import Terminal

@Suite struct RowShiftTests {
    /// A canvas whose rows show the given texts.
    private func screen(_ rows: [String], width: Int = 6) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (y, text) in rows.enumerated() { canvas.draw(Text(text), x: 0, y: y, maxWidth: width) }
        return canvas
    }

    @Test func listScrolledUpByALineIsFoundAboveTheStatusLine() {
        let before = screen(["a", "b", "c", "d", "e", "1/9"])
        let after = screen(["b", "c", "d", "e", "f", "2/9"])
        #expect(RowShift.find(from: before, to: after, height: 6) == RowShift(top: 0, bottom: 4, lines: 1))
    }

    @Test func listScrolledDownByTwoLinesIsFound() {
        let before = screen(["c", "d", "e", "f", "g", "5/9"])
        let after = screen(["a", "b", "c", "d", "e", "3/9"])
        #expect(RowShift.find(from: before, to: after, height: 6) == RowShift(top: 0, bottom: 4, lines: -2))
    }

    @Test func framesThatDoNotScrollGiveNoShift() {
        let before = screen(["a", "b", "c", "d", "e", "1/9"])
        #expect(RowShift.find(from: before, to: screen(["a", "x", "c", "d", "e", "2/9"]), height: 6) == nil)
        #expect(RowShift.find(from: before, to: before, height: 6) == nil)
    }

    @Test func appliedShiftMovesTheRegionAndBlanksWhatItUncovers() {
        let before = screen(["a", "b", "c", "d", "e", "1/9"])
        expectRows(RowShift(top: 0, bottom: 4, lines: 1).applied(to: before), ["b", "c", "d", "e", "", "1/9"])
        expectRows(RowShift(top: 1, bottom: 4, lines: -2).applied(to: before), ["a", "", "", "b", "c", "1/9"])
    }

    private func expectRows(_ canvas: Canvas, _ rows: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(canvas.snapshotDifference(from: screen(rows).fenced) == nil, "\(canvas.fenced)", sourceLocation: sourceLocation)
    }
}
