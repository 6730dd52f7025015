import Testing
import Rows
@testable import CardListCore

/// `--select NAME --anchor …` at launch: the app selects with the anchor, then tells the
/// state the terminal's size, which is often the size the state already had.
@Suite struct SelectAnchorTests {
    let context = makeContext(names: numberedNames(20))

    @Test(arguments: [ScrollAnchor.top, .bottom])
    func resizeToTheSameSizeKeepsTheAnchoredPlacement(anchor: ScrollAnchor) {
        var state = ListState(screenSize: Size(width: 20, height: 11))  // a 10-line list area
        state.select(9, anchor: anchor, in: context)
        let anchored = state.offset
        #expect(anchored == (anchor == .top ? ViewportOffset(row: 9) : ViewportOffset(row: 6, line: 2)))
        state.resize(to: Size(width: 20, height: 11), in: context)
        #expect(state.offset == anchored)
        #expect(state.selection == 9)
    }

    @Test func resizeThatCutsTheSelectedCardRevealsItWithItsMargin() {
        var state = ListState(screenSize: Size(width: 20, height: 11))
        state.select(9, anchor: .bottom, in: context)
        state.resize(to: Size(width: 20, height: 8), in: context)
        // A 7-line area: the 3-line card with two lines of the cards above and below.
        #expect(state.offset == ViewportOffset(row: 8, line: 1))
    }

    @Test func resizeKeepsAWhollyVisibleSelectedCardWhereItIs() {
        var state = ListState(screenSize: Size(width: 20, height: 11))
        state.select(9, anchor: .top, in: context)
        state.resize(to: Size(width: 20, height: 8), in: context)
        #expect(state.offset == ViewportOffset(row: 9))
    }
}
