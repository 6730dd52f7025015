import Testing
import Rows
@testable import CardListCore

@Suite struct LayoutTests {
    let context = makeContext(names: numberedNames(10))

    @Test func firstScreenShowsCardsFromTheTopAndTheStatusLine() {
        let state = smallState()
        expectGrid(boxLayout().render(state, size: state.screenSize, in: context), """
            |┏━━━━━━━━━━━━━━━━━━┓|
            |┃#0                ┃|
            |┗━━━━━━━━━━━━━━━━━━┛|
            |╭──────────────────╮|
            |│#1                │|
            |╰──────────────────╯|
            |╭──────────────────╮|
            | 10/10      F1 help |
            """)
    }

    @Test func statusLineIsInReverseVideo() {
        let state = smallState()
        let canvas = boxLayout().render(state, size: state.screenSize, in: context)
        #expect((0..<20).allSatisfy { canvas[$0, 7].style.attributes.contains(.reverse) })
        #expect(!canvas[0, 6].style.attributes.contains(.reverse))
    }

    @Test func topCardCanBePartlyVisible() {
        var state = smallState()
        state.run([.down], in: context)
        expectGrid(boxLayout().render(state, size: state.screenSize, in: context), """
            |│#0                │|
            |╰──────────────────╯|
            |┏━━━━━━━━━━━━━━━━━━┓|
            |┃#1                ┃|
            |┗━━━━━━━━━━━━━━━━━━┛|
            |╭──────────────────╮|
            |│#2                │|
            | 10/10      F1 help |
            """)
    }

    @Test func cardTallerThanScreenIsClippedWithMarker() {
        let heights = [3, 10, 3]
        let context = makeContext(names: numberedNames(3), heights: heights)
        var state = smallState()
        state.settings = context.settings
        state.run([.down], in: context)
        let layout = boxLayout(heights: { heights[$0] })
        expectGrid(layout.render(state, size: state.screenSize, in: context), """
            |┏━━━━━━━━━━━━━━━━━━┓|
            |┃#1                ┃|
            |┃                  ┃|
            |┃                  ┃|
            |┃                  ┃|
            |┃                  ┃|
            |┃            ▼ more┃|
            | 3/3        F1 help |
            """)
        state.run([.mouse(MouseEvent(.wheelDown, x: 0, y: 0))], in: context)
        expectGrid(layout.render(state, size: state.screenSize, in: context), """
            |┃                 ▲┃|
            |┃                  ┃|
            |┃                  ┃|
            |┃                  ┃|
            |┃                  ┃|
            |┃                  ┃|
            |┗━━━━━━━━━━━━━━━━━━┛|
            | 3/3        F1 help |
            """)
    }

    @Test func cuttingOnlyACardsShadowNeedsNoMarker() {
        // A real card at 20 columns: 7 rows with its shadow, in a list area of 6 rows.
        let card = CardRow("Flat white", summary: "A double ristretto under velvety foam.")
        let context = makeContext(names: ["Flat white", "Latte"], heights: [card.height(forWidth: 20), 3])
        var state = smallState(width: 20, height: 7)
        state.settings = context.settings
        let layout = ListLayout { _ in card }
        let shown = layout.render(state, size: state.screenSize, in: context)
        #expect(card.height(forWidth: 20) == 7)
        #expect(!shown.lines.contains { $0.contains("more") }, "\(shown.fenced)")
        var shorter = smallState(width: 20, height: 6)
        shorter.settings = context.settings
        let cut = layout.render(shorter, size: shorter.screenSize, in: context)
        #expect(cut.lines[4].hasSuffix("velvety foam.  ▼┃░"), "\(cut.fenced)")
    }

    @Test func cutMarkersSitInsideARealCardsFrameAndShadow() {
        let card = CardRow(name: "Flat white", summary: String(repeating: "Velvety foam over a double ristretto. ", count: 6))
        let height = card.height(forWidth: 24)
        let context = makeContext(names: ["Flat white"], heights: [height])
        var state = smallState(width: 24, height: 7)
        state.settings = context.settings
        let layout = ListLayout { _ in card }
        expectGrid(layout.render(state, size: state.screenSize, in: context), """
            |┏━━━━━━━━━━━━━━━━━━━━━┓ |
            |┃▶Flat white          ┃░|
            |┃ Velvety foam over a ┃░|
            |┃ double ristretto.   ┃░|
            |┃ Velvety foam over a ┃░|
            |┃ double ristretto.  ▼┃░|
            | 1/1            F1 help |
            """)
        state.run([.down], in: context)
        expectGrid(layout.render(state, size: state.screenSize, in: context), """
            |┃ double ristretto.  ▲┃░|
            |┃ Velvety foam over a ┃░|
            |┃ double ristretto.   ┃░|
            |┃ Velvety foam over a ┃░|
            |┃ double ristretto.   ┃░|
            |┃ Velvety foam over a▼┃░|
            | 1/1            F1 help |
            """)
    }

    @Test func asciiCutMarkersSitInsideARealCardsFrameAndShadow() {
        let card = CardRow(name: "Flat white", summary: String(repeating: "Velvety foam over a double ristretto. ", count: 6))
        var environment = RowEnvironment()
        environment.charset = .ascii
        let context = makeContext(names: ["Flat white"], heights: [card.height(forWidth: 24, in: environment)])
        var state = smallState(width: 24, height: 7)
        state.settings = context.settings
        state.run([.down], in: context)
        let layout = ListLayout(charset: .ascii) { _ in card }
        expectGrid(layout.render(state, size: state.screenSize, in: context), """
            |# double ristretto.  ^#:|
            |# Velvety foam over a #:|
            |# double ristretto.   #:|
            |# Velvety foam over a #:|
            |# double ristretto.   #:|
            |# Velvety foam over av#:|
            | 1/1            F1 help |
            """)
    }

    @Test func cutMarkersAreASCIIInTheASCIICharset() {
        let context = makeContext(names: numberedNames(2), rowHeight: 12)
        var state = smallState(width: 12, height: 5)
        state.settings = context.settings
        state.run([.mouse(MouseEvent(.wheelDown, x: 0, y: 0))], in: context)
        expectGrid(boxLayout(heights: { _ in 12 }, charset: .ascii).render(state, size: state.screenSize, in: context), """
            |#         ^#|
            |#          #|
            |#          #|
            |#    v more#|
            | 2/2        |
            """)
    }

    @Test func statusLineShowsTheJumpPrefixMarksAndLoading() {
        var context = makeContext(names: numberedNames(10), rowHeight: 1, multi: true)
        context.settings.isLoading = true
        var state = smallState(width: 42, height: 4)
        state.settings = context.settings
        state.run([.key(.tab)], in: context)
        state.type("item 4", in: context)
        expectGrid(boxLayout(heights: { _ in 1 }).render(state, size: state.screenSize, in: context), """
            |#3                                        |
            |#4                                        |
            |#5                                        |
            | 10/10  loading…  1 marked  jump: item 4  |
            """)
    }

    @Test func statusLineShowsTheNoMatchMessage() {
        let context = makeContext(names: numberedNames(3), rowHeight: 1)
        var state = smallState(width: 36, height: 3)
        state.settings = context.settings
        state.type("x", in: context)
        expectGrid(boxLayout(heights: { _ in 1 }).render(state, size: state.screenSize, in: context), """
            |#0                                  |
            |#1                                  |
            | 3/3  no item starts with "x"       |
            """)
    }

    @Test func headerAndFilterLineSitAboveTheRows() {
        let context = makeContext(names: ["Apple", "Banana", "Cherry", "Plum"], rowHeight: 1, header: true)
        var state = smallState(width: 20, height: 6)
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("an", in: context)
        expectGrid(boxLayout(heights: { _ in 1 }, header: "Fruit").render(state, size: state.screenSize, in: context), """
            |  Fruit             |
            |/ an                |
            |#1                  |
            |                    |
            |                    |
            | 1/4        F1 help |
            """)
    }

    @Test func helpOverlayListsEveryKeyOfTheKeyTableInTwoColumns() {
        var state = smallState(width: 80, height: 24)
        // With a preview pane, whose keys are listed too.
        state.hasPreviewPane = true
        state.run([.key(.function(1))], in: makeContext(names: numberedNames(10), rowHeight: 1))
        let context = makeContext(names: numberedNames(10), rowHeight: 1)
        expectGrid(boxLayout(heights: { _ in 1 }).render(state, size: state.screenSize, in: context), """
            |#0                                                                              |
            |╭─ Keys ──────────────────────────────────────────────────────────────────────╮ |
            |│ ↑ ↓ ^P ^N ^J      previous / next      Shift-↑ Shift-↓   scroll the preview │ |
            |│ ^K                previous item        Alt-P             show/hide preview  │ |
            |│ PgUp PgDn         a page up / down     click             select the row     │ |
            |│ ^U                half a page up       2×click           choose the row     │ |
            |│ ^D                half a page down     wheel             scroll             │ |
            |│ Home End          first / last item    In the filter line:                  │ |
            |│ letters           jump to a name       Tab               mark (--multi)     │ |
            |│ Bksp Del          edit jump prefix     Esc               close the filter   │ |
            |│ ^L                centre/top/bottom    letters           type the query     │ |
            |│ / ^F              open the filter      ← → ^B ^F         cursor left/right  │ |
            |│ Tab Space         mark (--multi)       Alt-B Alt-F       word left / right  │ |
            |│ Shift-Tab         mark, up (--multi)   Home End ^A ^E    to start / end     │ |
            |│ ^T                next row style       Bksp Del          delete a character │ |
            |│ Enter             choose               ^W Alt-Bksp       delete word before │ |
            |│ Esc               clear jump / quit    Alt-D             delete word after  │ |
            |│ ^G ^Q             quit                 ^U ^K             kill to start/end  │ |
            |│ ^C                interrupt            In this help:                        │ |
            |│ ^Z                suspend              Esc Enter q ? F1  close the help     │ |
            |│ F2                detail view          ↑ ↓ PgUp PgDn     scroll the help    │ |
            |│ F1 ?              this help                                                 │ |
            |╰─────────────────────────────────────────────────────────────────────────────╯ |
            | 10/10                                                                  F1 help |
            """)
    }

    @Test func tooSmallTerminalShowsANoticeClippedToFit() {
        let state = smallState(width: 8, height: 2)
        expectGrid(boxLayout().render(state, size: state.screenSize, in: context), """
            |terminal|
            |too     |
            """)
        let tiny = smallState(width: 1, height: 1)
        expectGrid(boxLayout().render(tiny, size: tiny.screenSize, in: context), """
            |t|
            """)
    }

    @Test func zeroSizeGivesAnEmptyCanvas() {
        let state = smallState(width: 0, height: 0)
        let canvas = boxLayout().render(state, size: state.screenSize, in: context)
        #expect(canvas.cells.isEmpty)
        var moved = state
        moved.run([.down, .key(.end), .key(.pageDown), .mouse(MouseEvent(.wheelDown, x: 0, y: 0)), .click(y: 0)], in: context)
        #expect(moved.selection == 9)
    }

    @Test func rowsCanHighlightTheFilterMatches() {
        let names = ["Flat white", "Latte", "Mocha"]
        let context = makeContext(names: names, rowHeight: 1)
        var state = smallState(width: 12, height: 4)
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("at", in: context)
        let matcher = state.shownMatcher
        let layout = ListLayout { item in LabelRow(text: matcher?.highlighted(names[item]) ?? Text(names[item])) }
        let canvas = layout.render(state, size: state.screenSize, in: context)
        expectGrid(canvas, """
            |/ at        |
            |Latte       |
            |Flat white  |
            | 2/3        |
            """)
        let underlined = (0..<12).filter { canvas[$0, 1].style.attributes.contains(.underline) }
        #expect(underlined == [1, 2])
        #expect((0..<12).filter { canvas[$0, 2].style.attributes.contains(.underline) } == [2, 3])
    }

    @Test func headerLineIsReservedEvenWithoutHeaderText() {
        let context = makeContext(names: numberedNames(3), rowHeight: 1, header: true)
        var state = smallState(width: 12, height: 3)
        state.settings = context.settings
        expectGrid(boxLayout(heights: { _ in 1 }).render(state, size: state.screenSize, in: context), """
            |            |
            |#0          |
            | 3/3        |
            """)
    }

    @Test func emptyListSaysThereAreNoItems() {
        let empty = makeContext(names: [])
        let state = smallState(width: 20, height: 5)
        expectGrid(boxLayout().render(state, size: state.screenSize, in: empty), """
            |                    |
            |      no items      |
            |                    |
            |                    |
            | 0/0        F1 help |
            """)
    }
}
