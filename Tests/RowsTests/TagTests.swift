import Testing
@testable import Rows

@Suite struct TagTests {
    private let tags = TagRow([Tag("S1", icon: .train), Tag("42", icon: .bus), Tag("U2"), Tag("Walk 5 min", icon: .walk)])

    @Test func tagIsARoundedBoxAroundIconAndText() {
        expectGrid(render(Tag("S1", icon: .train), width: 20), """
            |╭─────╮             |
            |│🚆 S1│             |
            |╰─────╯             |
            """)
    }

    @Test func asciiTagIsAPlusAndDashBox() {
        let canvas = render(Tag("S1", icon: .train), width: 6, charset: .ascii)
        expectGrid(canvas, """
            |+----+|
            ||T S1||
            |+----+|
            """)
        #expect(isAllASCII(canvas))
    }

    @Test func narrowTagTruncatesInsideItsFrame() {
        expectGrid(render(Tag("S1", icon: .train), width: 5), """
            |╭───╮|
            |│🚆…│|
            |╰───╯|
            """)
        expectGrid(render(Tag("S1", icon: .train), width: 3), """
            |╭─╮|
            |│…│|
            |╰─╯|
            """)
    }

    @Test func tagWithoutRoomForAFrameTakesNone() {
        #expect(Tag("S1").size(forWidth: 2, in: RowEnvironment()) == .zero)
        #expect(Tag("S1").size(forWidth: 0, in: RowEnvironment()) == .zero)
        #expect(TagRow([Tag("S1")]).size(forWidth: 2, in: RowEnvironment()) == .zero)
    }

    @Test func colouredTagHasColouredFrameAndBoldColouredText() {
        let canvas = render(Tag("S1", color: .green), width: 4)
        #expect(canvas[0, 0].style == Style(foreground: .green))
        #expect(canvas[1, 1].style == Style(.bold, foreground: .green))
        var monochrome = RowEnvironment()
        monochrome.usesColor = false
        let plain = Tag("S1", color: .green).rendered(width: 4, environment: monochrome)
        #expect(plain[0, 0].style == .plain)
        #expect(plain[1, 1].style == Style(.bold))
    }

    @Test func tagsWrapToANewLineAtTwentyColumns() {
        expectGrid(render(tags, width: 20), """
            |╭─────╮ ╭─────╮ ╭──╮|
            |│🚆 S1│ │🚌 42│ │U2│|
            |╰─────╯ ╰─────╯ ╰──╯|
            |╭─────────────╮     |
            |│🚶 Walk 5 min│     |
            |╰─────────────╯     |
            """)
    }

    @Test func tagsSitSideBySideAtFortyColumns() {
        expectGrid(render(tags, width: 40), """
            |╭─────╮ ╭─────╮ ╭──╮ ╭─────────────╮    |
            |│🚆 S1│ │🚌 42│ │U2│ │🚶 Walk 5 min│    |
            |╰─────╯ ╰─────╯ ╰──╯ ╰─────────────╯    |
            """)
        #expect(tags.size(forWidth: 80, in: RowEnvironment()) == Size(width: 36, height: 3))
    }

    @Test func tagsAtEightyColumnsSelectedAndNotLookTheSame() {
        let expected = """
            |╭─────╮ ╭─────╮ ╭──╮ ╭─────────────╮                                            |
            |│🚆 S1│ │🚌 42│ │U2│ │🚶 Walk 5 min│                                            |
            |╰─────╯ ╰─────╯ ╰──╯ ╰─────────────╯                                            |
            """
        expectGrid(render(tags, width: 80), expected)
        expectGrid(render(tags, width: 80, selected: true), expected)
    }

    @Test func tagsInAGutterRowShowSelection() {
        expectGrid(render(TagRow([Tag("S1"), Tag("U2")], spacing: 2).inGutter(), width: 12, selected: true), """
            |  ╭──╮  ╭──╮|
            |▶ │S1│  │U2│|
            |  ╰──╯  ╰──╯|
            """)
    }

    @Test func asciiTagsWrapTheSameWay() {
        let canvas = render(tags, width: 20, charset: .ascii)
        expectGrid(canvas, """
            |+----+ +----+ +--+  |
            ||T S1| |B 42| |U2|  |
            |+----+ +----+ +--+  |
            |+------------+      |
            ||w Walk 5 min|      |
            |+------------+      |
            """)
        #expect(isAllASCII(canvas))
    }

    @Test func wideTextInATag() {
        expectGrid(render(TagRow([Tag("東急", icon: .train), Tag("e\u{301}\u{1B}")]), width: 16), """
            |╭───────╮ ╭──╮  |
            |│🚆 東急│ │é␛│  |
            |╰───────╯ ╰──╯  |
            """)
    }

    @Test func heightMatchesWhatIsDrawnAtEveryWidth() {
        expectHeightMatchesDrawing(Tag("S1", icon: .train))
        expectHeightMatchesDrawing(tags)
        var ascii = RowEnvironment()
        ascii.charset = .ascii
        expectHeightMatchesDrawing(tags, environment: ascii)
    }
}
