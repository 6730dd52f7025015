import Testing
import Rows
@testable import CardListCore

/// Header lines (`--header-lines`) over the list: their columns line up with the items'.
@Suite struct HeaderLinesLayoutTests {
    @Test func headerLinesStartInTheColumnWhereNamesStart() {
        let context = makeContext(names: ["root 1", "me 2"], rowHeight: 1).with(headerLineCount: 1)
        var layout = ListLayout { item, _ in GutterLabelRow(text: Text(["root 1", "me 2"][item])) }
        layout.headerLines = [Text("USER PID")]
        let state = smallState(width: 16, height: 5)
        expectGrid(layout.render(state, size: state.screenSize, in: context), """
            |  USER PID      |
            |  root 1        |
            |  me 2          |
            |                |
            | 1/2    F1 help |
            """)
    }

    @Test func aHeaderLineIsCutAfterTheIndent() {
        let context = makeContext(names: ["a"], rowHeight: 1).with(headerLineCount: 1)
        var layout = ListLayout { _, _ in GutterLabelRow(text: Text("a")) }
        layout.headerLines = [Text("COMMAND AND ARGS")]
        let state = smallState(width: 12, height: 3)
        let canvas = layout.render(state, size: state.screenSize, in: context)
        #expect(canvas.line(at: 0) == "  COMMAND A…")
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
