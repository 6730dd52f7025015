import Rows
import Testing
@testable import Terminal

/// The painter looks for a shift only when more than a few rows changed in place: a
/// selection moving or a query line changing is sent as it is.
@Suite struct ScreenPainterShiftSearchTests {
    private func canvas(_ lines: [String]) -> Canvas {
        var canvas = Canvas(width: 8, height: lines.count)
        for (y, line) in lines.enumerated() { canvas.draw(Text(line), x: 0, y: y, maxWidth: 8) }
        return canvas
    }

    private let before = (0..<24).map { "row \($0)" }

    private func changedRows(to lines: [String], height: Int = 24) -> [Bool] {
        canvas(lines).rowsChanged(from: canvas(before), rows: height)
    }

    @Test func aSelectionMovingAndTheStatusChangingIsFewRows() {
        var after = before
        after[3] = "row 100"; after[4] = "row 101"; after[23] = "row 102"
        #expect(!ScreenPainter.looksForAScroll(changedRows(to: after)))
    }

    @Test func aScrollChangesMoreThanAFewRows() {
        #expect(ScreenPainter.looksForAScroll(changedRows(to: (1...24).map { "row \($0)" })))
    }

    @Test func aFourthChangedRowIsMoreThanAFew() {
        var after = before
        for y in [0, 5, 10, 23] { after[y] = "new \(y)" }
        #expect(ScreenPainter.looksForAScroll(changedRows(to: after)))
    }

    @Test func rowsBelowTheHeightAreNotCounted() {
        var after = before
        for y in 20..<24 { after[y] = "new \(y)" }
        #expect(!ScreenPainter.looksForAScroll(changedRows(to: after, height: 20)))
    }
}
