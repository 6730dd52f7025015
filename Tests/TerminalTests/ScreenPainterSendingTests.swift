import CNcursesw
import Rows
import Testing
@testable import Terminal

extension CursesTests {
/// When the painter's rows reach the terminal: only with the session's refresh, a partial
/// update and a full repaint alike, so each frame goes out in one write.
@Suite struct ScreenPainterSendingTests {
    private func canvas(_ lines: [String]) -> Canvas {
        var canvas = Canvas(width: lines[0].count, height: lines.count)
        for (y, line) in lines.enumerated() { canvas.draw(TextLayout.truncate(Text(line), width: canvas.width), x: 0, y: y) }
        return canvas
    }

    @Test func aPartialUpdateIsSentWholeWithTheRefresh() throws {
        let curses = try #require(OffscreenCurses(width: 3, height: 3))
        var painter = curses.painter()
        painter.paint(canvas(["abc", "def", "ghi"]), into: curses.window, screen: curses.size)
        wnoutrefresh(curses.window)
        doupdate()
        painter.paint(canvas(["xbc", "def", "gyi"]), into: curses.window, screen: curses.size)
        #expect((0..<3).map { curses.sentLine(at: $0) } == ["abc", "def", "ghi"])
        wnoutrefresh(curses.window)
        doupdate()
        #expect((0..<3).map { curses.sentLine(at: $0) } == ["xbc", "def", "gyi"])
    }

    @Test func aFullRepaintIsSentWhole() throws {
        let curses = try #require(OffscreenCurses(width: 3, height: 3))
        var painter = curses.painter()
        painter.paint(canvas(["abc", "def", "ghi"]), into: curses.window, screen: curses.size)
        #expect((0..<3).allSatisfy { curses.sentLine(at: $0).allSatisfy { $0 == " " } })
        wnoutrefresh(curses.window)
        doupdate()
        #expect(curses.sentLine(at: 1) == "def")
    }
}
}
