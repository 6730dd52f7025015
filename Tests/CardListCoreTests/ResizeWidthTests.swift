import CardListCore
import Rows
import Testing

/// A resize that changes the width re-wraps the rows above the selection.
@Suite struct ResizeWidthTests {
    /// A tall first card that wraps one line shorter at 81 columns, then two short ones.
    private let context = numberedList(3) { index, width in index == 0 ? (width > 80 ? 29 : 30) : 8 }

    @Test func widerAndBackLeavesTheViewWhereItWas() {
        var state = ListState(screenSize: Size(width: 80, height: 24))
        state.resize(to: Size(width: 80, height: 24), in: context)
        state.select(1, in: context)  // (↓ would scroll inside the 30-line card first)
        let before = state.offset
        #expect(before.row == 0 && before.line > 0)  // the tall card is cut at the top
        state.run([.resize(width: 81, height: 24)], in: context)
        // One line shorter: one line fewer of it is hidden, and the selection stays put.
        #expect(state.offset == ViewportOffset(row: 0, line: before.line - 1))
        state.run([.resize(width: 80, height: 24)], in: context)
        #expect(state.offset == before)
    }
}
