import Rows
import Testing
@testable import Terminal

extension CursesTests {
    /// The list moving by a whole card moves the selection too, so no row is the same after
    /// the move; the rows are still scrolled on screen and only the cells that differ sent.
    @Suite struct ScrollWithSelectionTests {
        /// 24 rows of 40 columns: row `y` shows `line(y + offset)`, with `|` in column 0 of the
        /// rows `selected` (in screen rows) and ` ` elsewhere, and a status line.
        private func frame(offset: Int, selected: Range<Int>) -> Canvas {
            var canvas = Canvas(width: 40, height: 24)
            for y in 0..<23 {
                let mark = selected.contains(y) ? "|" : " "
                canvas.draw(Text(mark + "line \(y + offset) " + String(repeating: "abcdefghij", count: 3)), x: 0, y: y, maxWidth: 40)
            }
            canvas.draw(Text("\(offset)/100"), x: 0, y: 23, maxWidth: 40)
            return canvas
        }

        @Test func movingByACardWithTheSelectionIsFoundAsAShift() {
            let before = frame(offset: 0, selected: 7..<15), after = frame(offset: 8, selected: 7..<15)
            #expect(RowShift.find(from: before, to: after, height: 24) == nil)
            #expect(RowShift.findSimilar(from: before, to: after, height: 24)?.lines == 8)
        }

        @Test func unrelatedFramesGiveNoSimilarShift() {
            var other = Canvas(width: 40, height: 24)
            for y in 0..<24 { other.draw(Text(String(repeating: "\(y % 10)", count: 40)), x: 0, y: y, maxWidth: 40) }
            #expect(RowShift.findSimilar(from: frame(offset: 0, selected: 7..<15), to: other, height: 24) == nil)
        }

        @Test func scrollingByACardSendsOnlyTheChangedCells() throws {
            let curses = try #require(OffscreenCurses(width: 40, height: 24))
            var painter = curses.painter()
            painter.paint(frame(offset: 0, selected: 7..<15), into: curses.window, screen: curses.size)
            let after = frame(offset: 8, selected: 7..<15)
            let sent = painter.paint(after, into: curses.window, screen: curses.size)
            // The marks of the 8 rows that lost it and of the 8 that gained it, the 8 new rows
            // at the bottom and the status line: far fewer than every cell of 23 rows.
            #expect(sent < 40 * 10)
            #expect(curses.fenced == after.fenced)
        }
    }
}
