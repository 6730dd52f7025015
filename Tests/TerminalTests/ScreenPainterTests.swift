import CNcursesw
import Rows
import Testing
@testable import Terminal

extension CursesTests {
/// What ncurses holds after a sequence of canvases is painted with only their changes.
@Suite struct ScreenPainterTests {
    private func canvas(_ lines: [String], width: Int, style: Style = .plain) -> Canvas {
        var canvas = Canvas(width: width, height: lines.count)
        for (y, line) in lines.enumerated() {
            canvas.draw(TextLayout.truncate(Text(line, style: style), width: width), x: 0, y: y)
        }
        return canvas
    }

    private func expectScreen(_ curses: OffscreenCurses, _ expected: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let wanted = expected.split(separator: "\n").map { String($0.drop(while: { $0 == " " })) }.joined(separator: "\n")
        #expect(curses.fenced == wanted, sourceLocation: sourceLocation)
    }

    @Test func wideGlyphReplacedByTwoNarrowOnesLeavesNoHalf() throws {
        let curses = try #require(OffscreenCurses(width: 4, height: 1))
        var painter = curses.painter()
        painter.paint(canvas(["抹茶"], width: 4), into: curses.window, screen: curses.size)
        painter.paint(canvas(["ab茶"], width: 4), into: curses.window, screen: curses.size)
        expectScreen(curses, "|ab茶|")
    }

    @Test func twoNarrowGlyphsReplacedByAWideOne() throws {
        let curses = try #require(OffscreenCurses(width: 4, height: 1))
        var painter = curses.painter()
        painter.paint(canvas(["abcd"], width: 4), into: curses.window, screen: curses.size)
        painter.paint(canvas(["a抹d"], width: 4), into: curses.window, screen: curses.size)
        expectScreen(curses, "|a抹d|")
    }

    @Test func wideGlyphShiftedByOneColumn() throws {
        let curses = try #require(OffscreenCurses(width: 5, height: 1))
        var painter = curses.painter()
        painter.paint(canvas(["a抹bc"], width: 5), into: curses.window, screen: curses.size)
        painter.paint(canvas(["抹xbc"], width: 5), into: curses.window, screen: curses.size)
        expectScreen(curses, "|抹xbc|")
        painter.paint(canvas(["xy抹c"], width: 5), into: curses.window, screen: curses.size)
        expectScreen(curses, "|xy抹c|")
    }

    @Test func lastCellOfTheScreenIsPainted() throws {
        let curses = try #require(OffscreenCurses(width: 3, height: 2))
        var painter = curses.painter()
        painter.paint(canvas(["abc", "dez"], width: 3), into: curses.window, screen: curses.size)
        expectScreen(curses, """
            |abc|
            |dez|
            """)
        painter.paint(canvas(["abc", "d抹"], width: 3), into: curses.window, screen: curses.size)
        expectScreen(curses, """
            |abc|
            |d抹|
            """)
    }

    @Test func unchangedCanvasSendsNothingAndAStyleChangeSendsOneCell() throws {
        let curses = try #require(OffscreenCurses(width: 4, height: 2))
        var painter = curses.painter()
        var picture = canvas(["ab抹", "cd"], width: 4)
        #expect(painter.paint(picture, into: curses.window, screen: curses.size) == 7)
        #expect(painter.paint(picture, into: curses.window, screen: curses.size) == 0)
        picture.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { $0.attributes.insert(.bold) }
        #expect(painter.paint(picture, into: curses.window, screen: curses.size) == 1)
        #expect(curses.cell(x: 1, y: 0).attributes & cl_a_bold() != 0)
        #expect(curses.cell(x: 0, y: 0).attributes & cl_a_bold() == 0)
    }

    @Test func styleChangeOnTheRightHalfOfAWideGlyphRepaintsIt() throws {
        let curses = try #require(OffscreenCurses(width: 3, height: 1))
        var painter = curses.painter()
        var picture = canvas(["抹a"], width: 3)
        painter.paint(picture, into: curses.window, screen: curses.size)
        picture.restyle(Rect(x: 0, y: 0, width: 2, height: 1)) { $0.attributes.insert(.reverse) }
        #expect(painter.paint(picture, into: curses.window, screen: curses.size) == 1)
        #expect(curses.cell(x: 0, y: 0).attributes & cl_a_reverse() != 0)
        expectScreen(curses, "|抹a|")
    }

    @Test func canvasWiderThanTheScreenIsCutAndAWideGlyphOnTheEdgeIsASpace() throws {
        let curses = try #require(OffscreenCurses(width: 3, height: 1))
        var painter = curses.painter()
        painter.paint(canvas(["ab抹c"], width: 5), into: curses.window, screen: curses.size)
        expectScreen(curses, "|ab |")
    }

    @Test func emojiThatCursesMeasuresNarrowIsPaddedAndReplacedCleanly() throws {
        let curses = try #require(OffscreenCurses(width: 4, height: 1))
        var painter = curses.painter()
        painter.paint(canvas(["❤️ab"], width: 4), into: curses.window, screen: curses.size)
        // Its text form: with VS16 a terminal that draws it wide would shift the rest.
        expectScreen(curses, "|❤ ab|")
        painter.paint(canvas(["xyab"], width: 4), into: curses.window, screen: curses.size)
        expectScreen(curses, "|xyab|")
    }

    @Test func canvasWithoutColumnsIsPaintedAgainWithoutTrapping() throws {
        let curses = try #require(OffscreenCurses(width: 3, height: 2))
        var painter = curses.painter()
        let empty = Canvas(width: 0, height: 2)
        painter.paint(empty, into: curses.window, screen: curses.size)
        #expect(painter.paint(empty, into: curses.window, screen: curses.size) == 0)
    }

    @Test func asciiRunsSplitAtStyleChangesAndUnchangedCells() throws {
        let curses = try #require(OffscreenCurses(width: 8, height: 1))
        var painter = curses.painter()
        painter.paint(canvas(["abcdefgh"], width: 8), into: curses.window, screen: curses.size)
        var next = canvas(["xycdXYgh"], width: 8)
        next.restyle(Rect(x: 5, y: 0, width: 1, height: 1)) { $0.attributes.insert(.underline) }
        #expect(painter.paint(next, into: curses.window, screen: curses.size) == 4)
        expectScreen(curses, "|xycdXYgh|")
        #expect(curses.cell(x: 4, y: 0).attributes & cl_a_underline() == 0)
        #expect(curses.cell(x: 5, y: 0).attributes & cl_a_underline() != 0)
        #expect(curses.cell(x: 6, y: 0).attributes & cl_a_underline() == 0)
    }

    @Test func asciiRunBesideAWideGlyphKeepsBothWhole() throws {
        let curses = try #require(OffscreenCurses(width: 6, height: 1))
        var painter = curses.painter()
        painter.paint(canvas(["ab抹cd"], width: 6), into: curses.window, screen: curses.size)
        painter.paint(canvas(["a抹bcd"], width: 6), into: curses.window, screen: curses.size)
        expectScreen(curses, "|a抹bcd|")
        painter.paint(canvas(["abcdef"], width: 6), into: curses.window, screen: curses.size)
        expectScreen(curses, "|abcdef|")
    }

    @Test func resizedCanvasIsRepaintedWhole() throws {
        let curses = try #require(OffscreenCurses(width: 4, height: 2))
        var painter = curses.painter()
        painter.paint(canvas(["abcd", "efgh"], width: 4), into: curses.window, screen: curses.size)
        painter.paint(canvas(["xy"], width: 2), into: curses.window, screen: curses.size)
        expectScreen(curses, """
            |xy  |
            |    |
            """)
    }
}
}
