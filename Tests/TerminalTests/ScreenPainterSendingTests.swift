import CNcursesw
import Rows
import Testing
@testable import Terminal

extension CursesTests {
/// When the painter's rows reach the terminal: a partial update's first changed row at
/// once, the rest with the session's refresh; a full repaint all together.
@Suite struct ScreenPainterSendingTests {
    private func canvas(_ lines: [String]) -> Canvas {
        var canvas = Canvas(width: lines[0].count, height: lines.count)
        for (y, line) in lines.enumerated() { canvas.draw(TextLayout.truncate(Text(line), width: canvas.width), x: 0, y: y) }
        return canvas
    }

    @Test func aPartialUpdateSendsItsFirstChangedRowAheadOfTheRest() throws {
        let curses = try #require(OffscreenCurses(width: 3, height: 3))
        var painter = curses.painter()
        painter.sendsFirstChangedRowAhead = true
        painter.paint(canvas(["abc", "def", "ghi"]), into: curses.window, screen: curses.size)
        wnoutrefresh(curses.window)
        doupdate()
        painter.paint(canvas(["xbc", "def", "gyi"]), into: curses.window, screen: curses.size)
        #expect(curses.sentLine(at: 0) == "xbc")
        #expect(curses.sentLine(at: 2) == "ghi")
        wnoutrefresh(curses.window)
        doupdate()
        #expect(curses.sentLine(at: 2) == "gyi")
    }

    @Test func withoutItNothingIsSentBeforeTheRefresh() throws {
        let curses = try #require(OffscreenCurses(width: 3, height: 3))
        var painter = curses.painter()
        painter.paint(canvas(["abc", "def", "ghi"]), into: curses.window, screen: curses.size)
        wnoutrefresh(curses.window)
        doupdate()
        painter.paint(canvas(["xbc", "def", "gyi"]), into: curses.window, screen: curses.size)
        #expect(curses.sentLine(at: 0) == "abc")
    }

    @Test func aFullRepaintIsSentWhole() throws {
        let curses = try #require(OffscreenCurses(width: 3, height: 3))
        var painter = curses.painter()
        painter.sendsFirstChangedRowAhead = true
        painter.paint(canvas(["abc", "def", "ghi"]), into: curses.window, screen: curses.size)
        #expect((0..<3).allSatisfy { curses.sentLine(at: $0).allSatisfy { $0 == " " } })
        wnoutrefresh(curses.window)
        doupdate()
        #expect(curses.sentLine(at: 1) == "def")
    }
}
}
