import FoundationEssentials
import Testing
@testable import Rows
@testable import rows_gallery

/// The gallery's colours and attributes, which its plain-text snapshot cannot see: the
/// call-site red title, the balances' green and red, and the dim content of the article's
/// own inline style.
@Suite struct GalleryColorTests {
    private let sections = Gallery.canvases(width: 30, colored: true, localeIdentifier: "en_US")

    /// One symbol per exact style: `R` red and bold, `r` red, `g` green, `b` bold, `d` dim,
    /// `D` bold and dim, `.` plain, `?` anything else.
    private func symbol(_ style: Style) -> Character {
        switch style {
        case Style(.bold, foreground: .red): "R"
        case Style(foreground: .red): "r"
        case Style(foreground: .green): "g"
        case Style(.bold): "b"
        case Style(.dim): "d"
        case Style([.bold, .dim]): "D"
        case .plain: "."
        default: "?"
        }
    }

    private func example(_ section: String, _ index: Int) throws -> Canvas {
        try #require(sections.first { $0.title == section }).canvases[index]
    }

    @Test func callSiteRedTitleIsRedOverTheItemsBold() throws {
        let canvas = try example("List items", 3)
        expectGrid(canvas, """
            |LABEL                         |
            |Title                   Detail|
            |Subtitle                      |
            """)
        expectMask(canvas, """
            |ddddd.........................|
            |RRRRR.........................|
            |dddddddd......................|
            """, symbol)
    }

    @Test func balancesAreGreenAtZeroOrMoreAndRedBelow() throws {
        let checking = try example("List items", 4), savings = try example("List items", 5)
        expectGrid(checking, "|Checking             $1,234.50|")
        expectMask(checking, "|bbbbbbbb.............ggggggggg|", symbol)
        expectGrid(savings, "|🏦 Savings             -€42.50|")
        expectMask(savings, "|...bbbbbbb.............rrrrrrr|", symbol)
    }

    @Test func spacedStyleDimsEveryAccessory() throws {
        let canvas = try example("Itinerary", 1)
        expectGrid(canvas, """
            |🚶 Your location              |
            |                              |
            |🚶 Walk 10 minutes     [ Map ]|
            |                              |
            |                   ╭───╮ ╭───╮|
            |🚊 Marnixplein     │🚊5│ │🚌7│|
            |                   ╰───╯ ╰───╯|
            |                              |
            |🚊 Elandsgracht          12:17|
            """)
        expectMask(canvas, """
            |..............................|
            |..............................|
            |.......................DDDDDDD|
            |..............................|
            |...................ddddddddddd|
            |...................dddDdddddDd|
            |...................ddddddddddd|
            |..............................|
            |.........................ddddd|
            """, symbol)
    }

    @Test func defaultStyleLeavesTheButtonAndTagsUndimmed() throws {
        expectMask(try example("Itinerary", 0), """
            |..............................|
            |..............................|
            |.......................bbbbbbb|
            |..............................|
            |..............................|
            |......................b.....b.|
            |..............................|
            |..............................|
            |.........................ddddd|
            """, symbol)
    }

    @Test func coloredLinesCarryTheStylesAsSGR() {
        let lines = Gallery.lines(width: 30, colored: true, localeIdentifier: "en_US")
        #expect(lines.contains("\u{1B}[0;1;31mTitle\u{1B}[0m                   Detail"))
        #expect(lines.contains("\u{1B}[0;1mChecking\u{1B}[0m             \u{1B}[0;32m$1,234.50\u{1B}[0m"))
        #expect(lines.contains("🏦 \u{1B}[0;1mSavings\u{1B}[0m             \u{1B}[0;31m-€42.50\u{1B}[0m"))
    }
}
