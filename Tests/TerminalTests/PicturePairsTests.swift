import CNcursesw
import Rows
import Testing
@testable import Terminal

extension CursesTests {
    /// Pictures through ncurses: 24-bit colours reach the cells of a direct-colour screen as
    /// their RGB values, and colour pairs are given back only once they are off screen.
    @Suite struct PicturePairsTests {
        /// A canvas whose every cell has a colour pair of its own: `base` + its index in blue.
        private func colourful(width: Int, height: Int, base: UInt8) -> Canvas {
            var canvas = Canvas(width: width, height: height)
            let picture = Picture(width: width, height: height, cells: (0..<(width * height)).map {
                Picture.Cell(symbol: "\u{2584}", foreground: .rgb(base, 10, UInt8($0)), background: .rgb(10, base, UInt8($0)))
            })
            PictureBox(picture: picture, fallback: ImagePlaceholder(image: nil)).draw(into: &canvas, in: canvas.bounds, environment: RowEnvironment())
            return canvas
        }

        @Test func trueColourCellsCarryTheirRGBOnADirectColourScreen() throws {
            let curses = try #require(OffscreenCurses(width: 4, height: 1, colors: true, terminal: "xterm-direct"))
            #expect(ColorDepth(colors: Int(cl_colors())) == .direct)
            var painter = curses.painter(depth: .direct, pairLimit: Int(cl_color_pairs()))
            painter.paint(colourful(width: 4, height: 1, base: 200), into: curses.window, screen: curses.size)
            for x in 0..<4 {
                let cell = curses.cell(x: x, y: 0)
                #expect(cell.text == "\u{2584}")
                let colours = curses.colors(ofPair: cell.pair)
                #expect(colours.foreground == Int32(200 << 16 | 10 << 8 | x))
                #expect(colours.background == Int32(10 << 16 | 200 << 8 | x))
            }
        }

        @Test func nearBlackIsNotTakenForAnANSIColourOnADirectColourScreen() {
            #expect(ColorDepth.direct.number(for: .rgb(0, 0, 3)) >= 8)
            #expect(ColorDepth.direct.number(for: .red) == 1)
            #expect(ColorDepth.direct.number(for: .rgb(1, 2, 3)) == 0x010203)
        }

        @Test func pictureCellsGetPaletteEntriesAboveSixteenOnA256ColourScreen() throws {
            let curses = try #require(OffscreenCurses(width: 4, height: 1, colors: true))
            var painter = curses.painter(depth: .palette256, pairLimit: 1000)
            painter.paint(colourful(width: 4, height: 1, base: 200), into: curses.window, screen: curses.size)
            let colours = curses.colors(ofPair: curses.cell(x: 0, y: 0).pair)
            #expect(colours.foreground >= 16 && colours.foreground < 256)
            #expect(colours.background >= 16 && colours.background < 256)
        }

        @Test func pairsOffScreenAreGivenBackAndThoseOnScreenKeepTheirColours() throws {
            let curses = try #require(OffscreenCurses(width: 6, height: 1, colors: true, terminal: "xterm-direct"))
            // 16 pairs: a frame of 6 new pairs over 6 on screen passes three quarters (12).
            var painter = curses.painter(depth: .direct, pairLimit: 16)
            let first = colourful(width: 6, height: 1, base: 100)
            painter.paint(first, into: curses.window, screen: curses.size)
            var second = colourful(width: 6, height: 1, base: 150)
            // The first cell stays as it was: its pair must survive the reclaim.
            second.put(Glyph.space, x: 0, y: 0, style: first[0, 0].style)
            painter.paint(second, into: curses.window, screen: curses.size)
            var third = colourful(width: 6, height: 1, base: 220)
            third.put(Glyph.space, x: 0, y: 0, style: first[0, 0].style)
            painter.paint(third, into: curses.window, screen: curses.size)
            #expect(painter.writer.pairs.count <= 12)
            for x in 0..<6 {
                let expected = third[x, 0].style
                let colours = curses.colors(ofPair: curses.cell(x: x, y: 0).pair)
                #expect(colours.foreground == ColorDepth.direct.number(for: expected.foreground), "cell \(x)")
                #expect(colours.background == ColorDepth.direct.number(for: expected.background), "cell \(x)")
            }
        }

        @Test func reclaimFreesOnlyPairsNoStyleUses() throws {
            let curses = try #require(OffscreenCurses(width: 1, height: 1, colors: true, terminal: "xterm-direct"))
            _ = curses
            var pairs = ColorPairs(depth: .direct, limit: 100)
            let kept = Style(foreground: .rgb(1, 2, 3)), dropped = Style(foreground: .rgb(4, 5, 6))
            let keptPair = pairs.pair(for: kept)
            _ = pairs.pair(for: dropped)
            #expect(pairs.reclaim(keeping: [kept, .plain]) == 1)
            #expect(pairs.count == 1)
            #expect(pairs.pair(for: kept) == keptPair)
        }
    }
}
