import Rows
import Testing
@testable import Terminal

extension CursesTests {
/// The bytes the full screen sends for a frame when the session writes it itself, with
/// xterm-256color's terminfo: absolute moves, only the cells that changed, a scroll as the
/// terminal's own region scroll, and the plain style at the end of every frame.
@Suite struct ScreenBytesTests {
    private func canvas(_ lines: [String], width: Int = 4) -> Canvas {
        var canvas = Canvas(width: width, height: lines.count)
        for (y, line) in lines.enumerated() { _ = canvas.draw(Text(line), x: 0, y: y, maxWidth: width) }
        return canvas
    }

    /// The bytes as text with the escape character shown as `⎋` and CR, LF as `⏎`, `␊`.
    private func shown(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
            .replacingOccurrences(of: "\r", with: "⏎").replacingOccurrences(of: "\n", with: "␊")
    }

    private let plain = "⎋(B⎋[m"

    /// Paints `frames` one after the other on a `curses`-sized screen; returns the bytes of the last.
    private func bytes(of frames: [Canvas], on curses: OffscreenCurses) throws -> String {
        var target = ScreenBytes(capabilities: try #require(ScreenCapabilities(color: false)))
        var painter = curses.painter()
        for frame in frames { painter.paint(frame, to: &target, screen: curses.size) }
        return shown(target.output)
    }

    @Test func firstFrameClearsTheScreenThenSendsTheCellsThatAreNotBlank() throws {
        let curses = try #require(OffscreenCurses(width: 4, height: 3))
        let sent = try bytes(of: [canvas(["ab", "", "c d"])], on: curses)
        #expect(sent == plain + "⎋[H⎋[2J" + "ab" + "⎋[3;1H" + "c" + "⎋[3;3H" + "d")
    }

    @Test func nextFrameMovesToTheChangedCellsOnly() throws {
        let curses = try #require(OffscreenCurses(width: 4, height: 3))
        let sent = try bytes(of: [canvas(["one", "two", "six"]), canvas(["one", "tWo", "sit"])], on: curses)
        #expect(sent == "⎋[2;2H" + plain + "W" + "⎋[3;3H" + "t")
    }

    @Test func aCursorMoveKeptFromAnEarlierOneIsTheSameMove() throws {
        let curses = try #require(OffscreenCurses(width: 4, height: 3))
        var capabilities = try #require(ScreenCapabilities(color: false))
        let first = capabilities.move(toRow: 2, column: 1)
        #expect(shown(first) == "⎋[3;2H")
        #expect(capabilities.move(toRow: 2, column: 1) == first)
        #expect(shown(capabilities.move(toRow: 1, column: 2)) == "⎋[2;3H")
        // Past the number kept, the moves start again and stay right.
        for row in 0..<80 { for column in 0..<60 { _ = capabilities.move(toRow: row, column: column) } }
        #expect(shown(capabilities.move(toRow: 79, column: 59)) == "⎋[80;60H")
        #expect(shown(capabilities.move(toRow: 0, column: 0)) == "⎋[1;1H")
        _ = curses
    }

    @Test func framesThatReturnToEarlierCellsMoveThereAgain() throws {
        let curses = try #require(OffscreenCurses(width: 4, height: 3))
        let sent = try bytes(of: [canvas(["one", "two", "six"]), canvas(["one", "tWo", "sit"]), canvas(["one", "two", "six"])],
                             on: curses)
        #expect(sent == "⎋[2;2H" + plain + "w" + "⎋[3;3H" + "x")
    }

    @Test func aFrameThatChangesNothingSendsNothing() throws {
        let curses = try #require(OffscreenCurses(width: 4, height: 2))
        let sent = try bytes(of: [canvas(["ab", "c"]), canvas(["ab", "c"])], on: curses)
        #expect(sent.isEmpty)
    }

    @Test func styledCellsEndInThePlainStyle() throws {
        let curses = try #require(OffscreenCurses(width: 4, height: 1))
        let bold = Canvas(width: 4, height: 1, fill: Cell(glyph: .space, style: Style(.bold)))
        let sent = try bytes(of: [canvas(["ab"]), bold], on: curses)
        #expect(sent == "⎋[1;1H" + plain + "⎋[1m" + "    " + plain)
    }

    @Test func aScrolledListScrollsTheRegionThenSendsTheUncoveredRow() throws {
        let curses = try #require(OffscreenCurses(width: 4, height: 6))
        let before = canvas(["a", "b", "c", "d", "e", "st"]), after = canvas(["b", "c", "d", "e", "f", "st"])
        let sent = try bytes(of: [before, after], on: curses)
        // Region rows 1–5 (of 6), a line feed at its bottom row, the whole screen again.
        #expect(sent == plain + "⎋[1;5r" + "⎋[5;1H" + "␊" + "⎋[1;6r" + "⎋[5;1H" + "f")
    }

    @Test func aTerminalWithoutRegionsSendsTheMovedRowsInstead() throws {
        let curses = try #require(OffscreenCurses(width: 2, height: 6, terminal: "vt52"))
        let before = canvas(["a", "b", "c", "d", "e", "s"], width: 2), after = canvas(["b", "c", "d", "e", "f", "s"], width: 2)
        let sent = try bytes(of: [before, after], on: curses)
        // Each moved row goes out again, after a cursor move of its own (vt52's `ESC Y`, then
        // the row and the column as characters from the space); vt52 has no `sgr0`.
        #expect(sent == "⎋Y  " + "⎋[m" + "b" + "⎋Y! c" + "⎋Y\" d" + "⎋Y# e" + "⎋Y$ f")
    }

    @Test func aTerminalThatScrollsAtItsLastCellKeepsNcursesRefresh() throws {
        _ = try #require(OffscreenCurses(width: 4, height: 2, terminal: "ansi"))
        #expect(ScreenCapabilities(color: false) == nil)
    }
}
}
