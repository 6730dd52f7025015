import Testing
import Rows
@testable import CardListCore

/// The filter line's prompt: `/ ` unless `--prompt` gives another.
@Suite struct FilterPromptTests {
    let context = makeContext(names: ["latte", "mocha", "flat white"])

    private func filteredState(_ query: String) -> ListState {
        var state = ListState(screenSize: Size(width: 20, height: 5))
        state.settings = context.settings
        state.openFilter(in: context)
        state.setFilterQuery(query, in: context)
        return state
    }

    @Test func customPromptStandsBeforeTheQuery() {
        let state = filteredState("lat")
        var layout = boxLayout()
        layout.prompt = "coffee> "
        let canvas = layout.render(state, size: state.screenSize, in: context)
        expectGrid(canvas, """
            |coffee> lat         |
            |┏━━━━━━━━━━━━━━━━━━┓|
            |┃#0                ┃|
            |┗━━━━━━━━━━━━━━━━━━┛|
            | 2/3        F1 help |
            """)
        #expect(canvas[11, 0].style.attributes.contains(.reverse), "the block cursor after the query")
    }

    @Test func defaultPromptIsASlash() {
        let state = filteredState("lat")
        expectGrid(boxLayout().render(state, size: state.screenSize, in: context), """
            |/ lat               |
            |┏━━━━━━━━━━━━━━━━━━┓|
            |┃#0                ┃|
            |┗━━━━━━━━━━━━━━━━━━┛|
            | 2/3        F1 help |
            """)
    }

    @Test func untrustedPromptIsSanitisedAndALongQueryKeepsItsEndVisible() {
        let state = filteredState("abcdefghijklmnopqrstuvwxyz")
        var layout = boxLayout()
        layout.prompt = "\u{1B}[31m> "
        expectGrid(layout.render(state, size: Size(width: 20, height: 5), in: context), """
            |␛[31m> opqrstuvwxyz |
            |                    |
            |     no matches     |
            |                    |
            | no matches (0/3)   |
            """)
    }
}
