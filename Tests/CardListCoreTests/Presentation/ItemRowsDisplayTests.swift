import Testing
import Rows
@testable import CardListCore
@testable import Items
@testable import Search
@testable import CardListOptions

/// Tabs, `--ansi` colours and markers in every row style.
@Suite struct ItemRowsDisplayTests {
    private let tabbed = Item(name: "a\tb", summary: "key\tvalue", label: "l\tx", detail: "d\te", tags: ["t\tu"])

    @Test func aPlainLineIsDrawnPlainAndANameBeforeASummaryBold() {
        let plain = ItemRows(style: .line).row(for: Item(name: "ls")).rendered(width: 20, environment: .listRow)
        #expect(!(2..<4).contains { plain[$0, 0].style.attributes.contains(.bold) }, "fzf shows plain lines plain")
        let named = ItemRows(style: .line).row(for: Item(name: "ls", summary: "list files")).rendered(width: 20, environment: .listRow)
        #expect((2..<4).allSatisfy { named[$0, 0].style.attributes.contains(.bold) })
    }

    @Test func tabsExpandToStopsInTheLineStyle() {
        let canvas = ItemRows(style: .line, tabStop: 4).row(for: Item(name: "ab\tc", summary: "x\ty")).rendered(width: 30, environment: .listRow)
        expectGrid(canvas, """
            |  ab  c  x   y                |
            """)
    }

    @Test(arguments: [Options.RowStyle.card, .item, .line])
    func noTabIsDrawnAsAControlPictureOrCollapsedInAnyStyle(style: Options.RowStyle) {
        let canvas = ItemRows(style: style).row(for: tabbed).rendered(width: 60, environment: .listRow)
        let text = (0..<canvas.height).map { canvas.line(at: $0) }.joined(separator: "\n")
        #expect(!text.contains("␉"))
        #expect(text.contains("a       b"), "\(style): \(text)")
    }

    @Test func tabsInACardSummaryAreExpandedFromTheStartOfEachLine() {
        let item = Item(name: "n", summary: "k\tv\nkey\tvalue")
        let canvas = ItemRows(style: .card).row(for: item).rendered(width: 60, environment: .listRow)
        let text = (0..<canvas.height).map { canvas.line(at: $0) }
        #expect(text.contains { $0.contains("│ k       v ") })
        #expect(text.contains { $0.contains("│ key     value ") })
    }

    @Test func ansiColoursAreDrawnAndEscapesLeftOut() {
        let item = Item(name: "\u{1B}[1;34mbin\u{1B}[0m plain")
        let canvas = ItemRows(style: .line, ansi: true).row(for: item).rendered(width: 20, environment: .listRow)
        #expect(canvas.line(at: 0).hasPrefix("  bin plain"))
        #expect(canvas[2, 0].style.foreground == .blue)
        #expect(canvas[2, 0].style.attributes.contains(.bold))
        #expect(canvas[6, 0].style == .plain, "text after a reset is not bold")
    }

    @Test func withoutAnsiEscapesStayVisible() {
        let item = Item(name: "\u{1B}[31mred")
        let canvas = ItemRows(style: .line).row(for: item).rendered(width: 20, environment: .listRow)
        #expect(canvas.line(at: 0).hasPrefix("  ␛[31mred"))
    }

    @Test func filterHighlightIsLaidOverTheInputColours() {
        let item = Item(name: "\u{1B}[32mgreen tea\u{1B}[0m")
        let canvas = ItemRows(style: .line, matcher: Matcher(query: "tea"), ansi: true).row(for: item).rendered(width: 20, environment: .listRow)
        #expect(canvas[8, 0].style.attributes.contains(.underline))
        #expect(canvas[2, 0].style.foreground == .green)
        #expect(!canvas[2, 0].style.attributes.contains(.underline))
    }

    @Test(arguments: [Options.RowStyle.card, .item, .line])
    func aMarkedCurrentRowShowsBothMarkers(style: Options.RowStyle) {
        let environment = RowEnvironment().with(\.isSelected, true).with(\.isMarked, true)
        let canvas = ItemRows(style: style).row(for: Item(name: "Tea", summary: "Green")).rendered(width: 40, environment: environment)
        let text = (0..<canvas.height).map { canvas.line(at: $0) }.joined()
        #expect(text.contains("▶"), "\(style)")
        #expect(text.contains("✓"), "\(style)")
    }
}

/// A long name in the line style scrolls to the filter's match (`--no-hscroll`, `--keep-right`).
@Suite struct ItemRowsScrollTests {
    private let process = Item(name: "root 4224 0.0 0.1 8340 5120 pts/0 Ss 22:31 0:00 bash --login")

    @Test func queryMatchFarRightScrollsTheLineToShowIt() {
        let canvas = ItemRows(style: .line, matcher: Matcher(query: "bash")).row(for: process).rendered(width: 30, environment: .listRow)
        expectGrid(canvas, """
            |  ..Ss 22:31 0:00 bash --login|
            """)
    }

    @Test func noHscrollShowsTheStartEvenWithAMatch() throws {
        let options = try Options.parse(["--no-hscroll"])
        let canvas = ItemRows(style: .line, options: options, matcher: Matcher(query: "bash")).row(for: process).rendered(width: 30, environment: .listRow)
        expectGrid(canvas, """
            |  root 4224 0.0 0.1 8340 5120…|
            """)
    }

    @Test func keepRightShowsTheEndWithoutAQuery() throws {
        let options = try Options.parse(["--keep-right"])
        #expect(try Options.parse([]).keepRight == false)
        let canvas = ItemRows(style: .line, options: options).row(for: process).rendered(width: 20, environment: .listRow)
        expectGrid(canvas, """
            |  ..:00 bash --login|
            """)
    }
}
