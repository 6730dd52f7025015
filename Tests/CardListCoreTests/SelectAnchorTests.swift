import Testing
import Rows
@testable import CardListCore

/// `--select NAME --anchor …` placements and what a resize does to them.
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

    @Test func resizeThatLeavesTheSelectedCardWithoutItsMarginGivesItBack() {
        var state = ListState(screenSize: Size(width: 20, height: 11))
        state.select(9, anchor: .top, in: context)
        state.resize(to: Size(width: 20, height: 8), in: context)
        // As fzf keeps its scroll-off on a resize: a 7-line area shows the last two lines
        // of the card above, the card and two lines of the card below.
        #expect(state.offset == ViewportOffset(row: 8, line: 1))
    }
}
