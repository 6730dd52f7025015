import Testing
import Rows
@testable import CardListCore

/// A card taller than the list area is read with the navigation keys before they move on
/// (20×8: a 7-line list area; card 1 is 20 lines, 13 more than the area).
@Suite struct TallCardTests {
    let context = makeContext(names: numberedNames(4), heights: [3, 20, 3, 3])

    /// The state with card 1 selected and shown from its top.
    func onTallCard() -> ListState {
        var state = smallState()
        state.run([.down], in: context)
        return state
    }

    @Test func downScrollsThreeLinesInsideATallCardUntilItsBottomShows() {
        var state = onTallCard()
        #expect(state.offset == ViewportOffset(row: 1, line: 0))
        var offsets: [ViewportOffset] = []
        for _ in 0..<5 {
            state.run([.down], in: context)
            offsets.append(state.offset)
            #expect(state.selection == 1)
        }
        #expect(offsets.map(\.line) == [3, 6, 9, 12, 13])  // the last step stops at the bottom
        state.run([.down], in: context)
        #expect(state.selection == 2)
    }

    @Test func upScrollsBackInsideATallCardBeforeMovingUp() {
        var state = onTallCard()
        state.run([.down, .down], in: context)
        state.run([.up], in: context)
        #expect(state.selection == 1)
        #expect(state.offset == ViewportOffset(row: 1, line: 3))
        state.run([.up], in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 0))
        state.run([.up], in: context)
        #expect(state.selection == 0)
    }

    @Test func enteringATallCardFromBelowShowsItsBottom() {
        var state = smallState()
        state.run([.down, .key(.end)], in: context)
        state.run([.up, .up], in: context)
        #expect(state.selection == 1)
        #expect(state.offset == ViewportOffset(row: 1, line: 13))
    }

    @Test func pageDownScrollsAPageInsideATallCardAndStopsAtItsBottom() {
        var state = smallState()
        state.run([.key(.pageDown)], in: context)
        #expect(state.selection == 1)
        #expect(state.offset == ViewportOffset(row: 1, line: 0))
        state.run([.key(.pageDown)], in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 7))
        state.run([.key(.pageDown)], in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 13))
        #expect(state.selection == 1)
        state.run([.key(.pageDown)], in: context)
        #expect(state.selection == 2)
    }

    @Test func pageUpScrollsAPageBackInsideATallCard() {
        var state = onTallCard()
        state.run([.key(.pageDown), .key(.pageDown), .key(.pageUp)], in: context)
        #expect(state.selection == 1)
        #expect(state.offset == ViewportOffset(row: 1, line: 6))
    }

    @Test func halfPageKeysScrollHalfAPageInsideATallCard() {
        var state = onTallCard()
        state.run([.key(.control("d"))], in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 3))
        state.run([.key(.control("d")), .key(.control("u"))], in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 3))
        #expect(state.selection == 1)
    }

    @Test func endOnATallLastCardShowsItsBottom() {
        let context = makeContext(names: numberedNames(3), heights: [3, 3, 20])
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.end)], in: context)
        #expect(state.selection == 2)
        #expect(state.offset == ViewportOffset(row: 2, line: 13))
        state.run([.up], in: context)
        #expect(state.selection == 2)
        #expect(state.offset == ViewportOffset(row: 2, line: 10))
    }

    @Test func recenterCyclesATallCardsMiddleTopAndBottom() {
        var state = onTallCard()
        state.run([.key(.control("l"))], in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 6))  // lines 6–12 of 0–19
        state.run([.key(.control("l"))], in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 0))
        state.run([.key(.control("l"))], in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 13))
    }

    @Test(arguments: [ScrollAnchor.center, .bottom, .nearest])
    func selectingATallCardWithAnAnchorShowsItsTop(anchor: ScrollAnchor) {
        var state = smallState()
        state.select(1, anchor: anchor, in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 0))
    }

    @Test func resizeInsideATallCardKeepsTheLineBeingRead() {
        var state = onTallCard()
        state.run([.down, .down], in: context)
        state.resize(to: Size(width: 20, height: 10), in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 6))
        state.resize(to: Size(width: 20, height: 8), in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 6))
        #expect(state.selection == 1)
    }

    @Test func downAfterTheWheelReadsOnFromWhereTheWheelLeftTheCard() {
        var state = onTallCard()
        state.run([.mouse(MouseEvent(.wheelDown, x: 0, y: 0))], in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 3))
        state.run([.down], in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 6))
        #expect(state.selection == 1)
    }

    @Test func tabMarksATallCardAndMovesOnWithoutReading() {
        let context = makeContext(names: numberedNames(4), heights: [3, 20, 3, 3], multi: true)
        var state = smallState()
        state.settings = context.settings
        state.run([.down, .key(.tab)], in: context)
        #expect(state.marks == [1])
        #expect(state.selection == 2)
    }

    @Test func cardAsTallAsTheAreaIsNotScrolledInside() {
        let context = makeContext(names: numberedNames(3), heights: [3, 7, 3])
        var state = smallState()
        state.settings = context.settings
        state.run([.down, .down], in: context)
        #expect(state.selection == 2)
    }

    @Test func readingATallCardInAMillionItemsMeasuresOnlyRowsNearTheScreen() {
        let counter = MeasureCounter()
        let context = numberedList(1_000_000) { index, _ in
            counter.count += 1
            return index == 500_000 ? 40 : 3
        }
        var state = smallState()
        state.settings = context.settings
        state.select(500_000, in: context)
        for _ in 0..<20 { state.run([.down], in: context) }  // 11 inside the card, then 9 cards on
        #expect(state.selection == 500_009)
        for _ in 0..<20 { state.run([.up], in: context) }  // 9 cards back, then 11 inside it
        #expect(state.selection == 500_000)
        #expect(state.offset == ViewportOffset(row: 500_000, line: 0))
        #expect(counter.count < 40)
    }

    @Test func widerAndBackLeavesTheCardBelowATallOneOnItsLine() {
        // Card 0 wraps to 30 lines at 80 columns and 29 at 81; the others are 8 lines.
        let context = numberedList(3) { index, width in index == 0 ? (width > 80 ? 29 : 30) : 8 }
        var state = ListState(screenSize: Size(width: 80, height: 24))
        state.settings = context.settings
        state.select(1, in: context)
        let before = state.offset
        #expect(before == ViewportOffset(row: 0, line: 23))  // card 1 at lines 7–14, card 2 below
        state.run([.resize(width: 81, height: 24)], in: context)
        #expect(state.offset == ViewportOffset(row: 0, line: 22))  // card 1 still at line 7
        state.run([.resize(width: 80, height: 24)], in: context)
        #expect(state.offset == before)
    }
}
