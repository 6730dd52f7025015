import CNcursesw
import Rows
import Testing
@testable import Terminal

extension CursesTests {
    /// Colour pairs are made on first use, reused after, and run out gracefully.
    @Suite struct ColorPairsTests {
        @Test func combinationsGetPairsOnFirstUseAndKeepThem() throws {
            let curses = try #require(OffscreenCurses(width: 4, height: 1, colors: true))
            _ = curses
            var pairs = ColorPairs(depth: .palette256, limit: 100)
            let red = Style(foreground: .red), blueOnWhite = Style(foreground: .blue, background: .white)
            #expect(pairs.pair(for: red) == 1)
            #expect(pairs.pair(for: blueOnWhite) == 2)
            #expect(pairs.pair(for: Style(.bold, foreground: .red)) == 1)
            #expect(pairs.pair(for: .plain) == 0)
        }

        @Test func combinationsBeyondTheLimitFallBackToTheDefaultPair() throws {
            let curses = try #require(OffscreenCurses(width: 4, height: 1, colors: true))
            _ = curses
            var pairs = ColorPairs(depth: .palette256, limit: 3)
            #expect(pairs.pair(for: Style(foreground: .red)) == 1)
            #expect(pairs.pair(for: Style(foreground: .green)) == 2)
            #expect(pairs.pair(for: Style(foreground: .blue)) == 0)
            #expect(pairs.pair(for: Style(foreground: .red)) == 1)
        }

        @Test func monochromeUsesTheDefaultPairForEveryColour() {
            var pairs = ColorPairs(depth: .none, limit: 100)
            #expect(pairs.pair(for: Style(foreground: .red, background: .blue)) == 0)
        }

        @Test func paintedCellsCarryTheirPair() throws {
            let curses = try #require(OffscreenCurses(width: 4, height: 1, colors: true))
            var painter = curses.painter(depth: .palette256, pairLimit: 100)
            var canvas = Canvas(width: 4, height: 1)
            canvas.draw(Text("ab") + Text("cd", style: Style(foreground: .green)), x: 0, y: 0, maxWidth: 4)
            painter.paint(canvas, into: curses.window, screen: curses.size)
            #expect(curses.cell(x: 0, y: 0).pair == 0)
            #expect(curses.cell(x: 2, y: 0).pair == 1)
            #expect(curses.cell(x: 3, y: 0).pair == 1)
        }
    }
}
