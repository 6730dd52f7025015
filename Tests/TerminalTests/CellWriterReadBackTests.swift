import CNcursesw
import Rows
import Testing
@testable import Terminal

extension CursesTests {
/// What ncurses holds after emoji sequences are painted for a terminal with measured widths.
@Suite struct CellWriterReadBackTests {
    private func paint(_ line: String, width: Int, widths: ClusterWidths) throws -> OffscreenCurses {
        let curses = try #require(OffscreenCurses(width: width, height: 1))
        var canvas = Canvas(width: width, height: 1)
        canvas.draw(Text(line), x: 0, y: 0, maxWidth: width, charset: .unicode(widths))
        var painter = curses.painter()
        painter.writer.sendsClustersWhole = widths.isMeasured
        painter.paint(canvas, into: curses.window, screen: curses.size)
        return curses
    }

    @Test func wholeClustersAreHeldWholeAndTheColumnsAfterThemStayPut() throws {
        let curses = try paint("a👍🏽b🇫🇷c👨‍👩‍👧d|", width: 13, widths: .wholeClusters)
        #expect(curses.fenced == "|a👍🏽b🇫🇷c👨‍👩‍👧d|  |")
        #expect(curses.cell(x: 10, y: 0).text == "|")
    }

    @Test func splitClustersAreHeldAsTheirPartsAndTheColumnsAfterThemStayPut() throws {
        let curses = try paint("a👍🏽b👩‍👩‍👧‍👦c|", width: 16, widths: .perCodePoint)
        #expect(curses.fenced == "|a👍🏽b👩👩👧👦c||")
        #expect(curses.cell(x: 14, y: 0).text == "c")
        #expect(curses.cell(x: 15, y: 0).text == "|")
    }
}
}
