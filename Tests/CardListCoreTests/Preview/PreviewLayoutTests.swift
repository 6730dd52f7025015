import GridTesting
import Rows
import Testing
@testable import CardListCore

/// The pane drawn: its border, its text cut or wrapped, its header lines and its scroll
/// indicator; and the list's area beside it.
@Suite struct PreviewLayoutTests {
    private func pane(_ output: String, window: String = "") throws -> PreviewPane {
        var pane = PreviewPane(source: .command(CommandTemplate("cat {}")), window: try PreviewWindow(parsing: window))
        pane.content = .lines(OutputLines(Array(output.utf8)))
        return pane
    }

    @Test func thePaneTakesItsSizeFromTheSideItIsOn() throws {
        let rect = Rect(x: 1, y: 1, width: 40, height: 10)
        #expect(PreviewLayout.split(rect, window: PreviewWindow(), isOpen: true) ==
                (Rect(x: 1, y: 1, width: 20, height: 10), Rect(x: 21, y: 1, width: 20, height: 10)))
        #expect(PreviewLayout.split(rect, window: try PreviewWindow(parsing: "up,3"), isOpen: true) ==
                (Rect(x: 1, y: 4, width: 40, height: 7), Rect(x: 1, y: 1, width: 40, height: 3)))
        #expect(PreviewLayout.split(rect, window: try PreviewWindow(parsing: "down,90%"), isOpen: true).list.height == PreviewLayout.minimumListHeight)
        #expect(PreviewLayout.split(rect, window: PreviewWindow(), isOpen: false) == (rect, nil))
    }

    @Test func longLinesAreCutAtTheBorderAndTheIndicatorSaysThereIsMore() throws {
        expectGrid(PreviewLayout.render(try pane("one\ntwo is long\nthree\n"), size: Size(width: 10, height: 4), charset: .unicode), """
            |╭────────╮|
            |│ one1/3 │|
            |│ two is │|
            |╰────────╯|
            """)
    }

    @Test func wrapBreaksLongLinesAndTheIndicatorShowsWhereThePaneIs() throws {
        expectGrid(PreviewLayout.render(try pane("abcdefghij\nk\nl\n", window: "wrap,noborder"), size: Size(width: 6, height: 2), charset: .unicode), """
            |abc1/3|
            |ghij  |
            """)
    }

    @Test func headerLinesStayWhileTheRestScrolls() throws {
        var pane = try pane("head\n1\n2\n3\n4\n", window: "noborder,~1")
        pane.scroll(by: 2, height: 2)
        expectGrid(PreviewLayout.render(pane, size: Size(width: 8, height: 3), charset: .unicode), """
            |head 3/4|
            |3       |
            |4       |
            """)
    }

    @Test func followKeepsTheLastLineInViewUntilScrolledAndNoinfoHidesTheIndicator() throws {
        var pane = try pane("1\n2\n3\n4\n", window: "noborder,follow,noinfo")
        pane.followOutput(height: 2)
        expectGrid(PreviewLayout.render(pane, size: Size(width: 4, height: 2), charset: .unicode), """
            |3   |
            |4   |
            """)
        pane.scroll(by: -1, height: 2)
        pane.followOutput(height: 2)
        #expect(pane.scrollOffset == 1)
    }

    @Test func tabsAndControlsAreDrawnSafely() throws {
        expectGrid(PreviewLayout.render(try pane("a\tb\u{7}c\u{1B}[2Jd\n", window: "noborder"), size: Size(width: 14, height: 1), charset: .unicode), """
            |a       b␇cd  |
            """)
    }

    @Test func sgrColoursAreKept() throws {
        let canvas = PreviewLayout.render(try pane("\u{1B}[1;38;5;208mhot\u{1B}[0m cold\n", window: "noborder"), size: Size(width: 8, height: 1), charset: .unicode)
        #expect(canvas[0, 0].style.foreground == .palette(208))
        #expect(canvas[0, 0].style.attributes.contains(.bold))
        #expect(canvas[4, 0].style.foreground == nil)
    }
}
