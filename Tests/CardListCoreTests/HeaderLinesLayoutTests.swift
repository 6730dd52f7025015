import Testing
import Rows
@testable import CardListCore

/// Header lines (`--header-lines`) over the list: their columns line up with the items'.
@Suite struct HeaderLinesLayoutTests {
    @Test func headerLinesStartInTheColumnWhereNamesStart() {
        let context = makeContext(names: ["root 1", "me 2"], rowHeight: 1).with(headerLineCount: 1)
        var layout = ListLayout { item in GutterLabelRow(text: Text(["root 1", "me 2"][item])) }
        layout.headerLines = [Text("USER PID")]
        var state = smallState(width: 16, height: 5)
        state.settings = context.settings
        expectGrid(layout.render(state, size: state.screenSize, in: context), """
            |  USER PID      |
            |  root 1        |
            |  me 2          |
            |                |
            | 2/2    F1 help |
            """)
    }

    @Test func aHeaderLineIsCutAfterTheIndent() {
        let context = makeContext(names: ["a"], rowHeight: 1).with(headerLineCount: 1)
        var layout = ListLayout { _ in GutterLabelRow(text: Text("a")) }
        layout.headerLines = [Text("COMMAND AND ARGS")]
        var state = smallState(width: 12, height: 3)
        state.settings = context.settings
        let canvas = layout.render(state, size: state.screenSize, in: context)
        #expect(canvas.line(at: 0) == "  COMMAND A…")
    }

    @Test func everyLineOfAHeaderTextIsShownIndentedAndSanitised() {
        let context = makeContext(names: ["a", "b"], rowHeight: 1, header: true).with(headerTextLineCount: 3)
        var layout = ListLayout(header: Text("Name\nPrice \u{1B}[2J\r\nEUR")) { item in GutterLabelRow(text: Text(["a", "b"][item])) }
        layout.headerLines = [Text("USER")]
        let context2 = context.with(headerLineCount: 1)
        var state = smallState(width: 16, height: 7)
        state.settings = context2.settings
        expectGrid(layout.render(state, size: state.screenSize, in: context2), """
            |  Name          |
            |  Price ␛[2J    |
            |  EUR           |
            |  USER          |
            |  a             |
            |  b             |
            | 2/2    F1 help |
            """)
    }

    @Test func aLowScreenCutsTheHeaderAndKeepsOneItemRow() {
        let context = makeContext(names: ["a", "b"], rowHeight: 1, header: true).with(headerTextLineCount: 2).with(headerLineCount: 3)
        var layout = ListLayout(header: Text("H1\nH2")) { item in GutterLabelRow(text: Text(["a", "b"][item])) }
        layout.headerLines = [Text("L1"), Text("L2"), Text("L3")]
        var state = smallState(width: 12, height: 4)
        state.settings = context.settings
        expectGrid(layout.render(state, size: state.screenSize, in: context), """
            |  H1        |
            |  H2        |
            |  a         |
            | 2/2        |
            """)
        #expect(state.viewportHeight == 1)
    }

    @Test func anOpenFilterLineTakesARowFromTheHeaderNotFromTheItems() {
        let context = makeContext(names: ["a", "b"], rowHeight: 1).with(headerLineCount: 5)
        var layout = ListLayout { item in GutterLabelRow(text: Text(["a", "b"][item])) }
        layout.headerLines = (1...5).map { Text("L\($0)") }
        var state = smallState(width: 12, height: 4)
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        let canvas = layout.render(state, size: state.screenSize, in: context)
        #expect((0..<4).map { canvas.line(at: $0) } == ["  L1        ", "/           ", "  a         ", " 2/2        "])
    }
}

/// A one-line row with the app's two-column selection gutter before its text (unmarked).
private struct GutterLabelRow: RowPart {
    var text: Text

    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: width, height: 1)
    }

    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        canvas.draw(text, x: rect.x + 2, y: rect.y, maxWidth: rect.width - 2, charset: environment.charset)
    }
}
