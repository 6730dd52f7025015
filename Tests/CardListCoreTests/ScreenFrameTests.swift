import Rows
import Testing
@testable import CardListCore

/// Where the list goes inside `--margin`, `--border` and `--padding`, how the border looks,
/// and how events reach the list inside it.
@Suite struct ScreenFrameTests {
    private func drawn(_ frame: ScreenFrame, width: Int = 8, height: Int = 4, charset: Charset = .unicode) -> [String] {
        var canvas = Canvas(width: width, height: height)
        frame.drawBorder(into: &canvas, charset: charset)
        return canvas.description.split(separator: "\n", omittingEmptySubsequences: false).map { "|\($0)|" }
    }

    @Test func contentIsInsideMarginBorderAndPadding() {
        let frame = ScreenFrame(border: .rounded, margin: EdgeSpacing(parsing: "1,2")!, padding: EdgeSpacing(parsing: "1")!)
        // Margin 1 and 2, the line and its blank column, then padding 1 on every side.
        #expect(frame.contentRect(in: Size(width: 30, height: 10)) == Rect(x: 5, y: 3, width: 20, height: 4))
    }

    @Test func horizontalBorderTakesOnlyRows() {
        #expect(ScreenFrame(border: .horizontal).contentRect(in: Size(width: 20, height: 6)) == Rect(x: 0, y: 1, width: 20, height: 4))
        #expect(ScreenFrame(border: .left).contentRect(in: Size(width: 20, height: 6)) == Rect(x: 2, y: 0, width: 18, height: 6))
    }

    @Test func frameLargerThanTheScreenLeavesNoContent() {
        let frame = ScreenFrame(border: .rounded, margin: EdgeSpacing(parsing: "5")!)
        #expect(frame.contentRect(in: Size(width: 8, height: 6)).isEmpty)
    }

    @Test func sharpBorderIsDrawnInsideTheMargin() {
        let frame = ScreenFrame(border: .sharp, margin: EdgeSpacing(parsing: "0,1")!)
        #expect(drawn(frame) == ["| ┌────┐ |", "| │    │ |", "| │    │ |", "| └────┘ |"])
    }

    @Test func bottomBorderIsOneLine() {
        #expect(drawn(ScreenFrame(border: .bottom), height: 3) == ["|        |", "|        |", "|────────|"])
    }

    @Test func asciiBorderUsesPlusMinusAndBar() {
        #expect(drawn(ScreenFrame(border: .double), width: 4, height: 3, charset: .ascii) == ["|+--+|", "||  ||", "|+--+|"])
    }

    @Test func clickCountsFromTheContentsCorner() {
        let frame = ScreenFrame(border: .rounded)
        let screen = Size(width: 20, height: 6)
        #expect(frame.translated(.mouse(MouseEvent(.click, x: 5, y: 2)), screen: screen) == .mouse(MouseEvent(.click, x: 3, y: 1)))
        #expect(frame.translated(.mouse(MouseEvent(.click, x: 0, y: 2)), screen: screen) == nil)
        #expect(frame.translated(.resize(width: 30, height: 10), screen: screen) == .resize(width: 26, height: 8))
    }
}
