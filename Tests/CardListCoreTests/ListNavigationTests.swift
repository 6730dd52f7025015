import Testing
import Rows
@testable import CardListCore

@Suite struct ListNavigationTests {
    let context = makeContext(names: numberedNames(20))

    @Test func downKeepsOneCardOfMarginBelowAndScrollsIntoAPartialTopCard() {
        var state = smallState()
        state.run([.down], in: context)
        #expect(state.selection == 1)
        // 7 lines: a 3-line card and 2 lines of margin each side, so card 0 starts above.
        #expect(state.offset == ViewportOffset(row: 0, line: 1))
        state.run([.down, .down], in: context)
        #expect(state.selection == 3)
        #expect(state.offset == ViewportOffset(row: 2, line: 1))
    }

    @Test func upAtTheTopAndDownAtTheEndStayPut() {
        var state = smallState()
        state.run([.up], in: context)
        #expect(state.selection == 0)
        #expect(state.offset == .top)
        state.run([.key(.end), .down], in: context)
        #expect(state.selection == 19)
    }

    @Test func controlNAndControlPMoveLikeTheArrows() {
        var state = smallState()
        state.run([.key(.control("n")), .key(.control("n")), .key(.control("p"))], in: context)
        #expect(state.selection == 1)
    }

    @Test func endShowsTheLastCardAtTheBottomAndHomeReturnsToTheTop() {
        var state = smallState()
        state.run([.key(.end)], in: context)
        #expect(state.selection == 19)
        // 20 cards of 3 lines = 60 lines; the last 7 start at line 53 = card 17, line 2.
        #expect(state.offset == ViewportOffset(row: 17, line: 2))
        state.run([.key(.home)], in: context)
        #expect(state.selection == 0)
        #expect(state.offset == .top)
    }

    @Test func pageDownMovesByTheCardsThatFitInTheViewport() {
        var state = smallState()
        state.run([.key(.pageDown)], in: context)
        #expect(state.selection == 2)  // 7 lines hold two whole 3-line cards
        state.run([.key(.pageUp)], in: context)
        #expect(state.selection == 0)
    }

    @Test func halfPageMovesByHalfTheViewport() {
        var state = smallState(height: 14)  // 13-line list, half is 6 lines = 2 cards
        state.run([.key(.control("d"))], in: context)
        #expect(state.selection == 2)
        state.run([.key(.control("d")), .key(.control("u"))], in: context)
        #expect(state.selection == 2)
    }

    @Test func scrollToPlacesTheCardAtEachAnchor() {
        var state = smallState()
        state.scroll(to: 10, anchor: .top, in: context)
        #expect(state.offset == ViewportOffset(row: 10, line: 0))
        state.scroll(to: 10, anchor: .center, in: context)
        #expect(state.offset == ViewportOffset(row: 9, line: 1))  // card at lines 2–4 of 7
        state.scroll(to: 10, anchor: .bottom, in: context)
        #expect(state.offset == ViewportOffset(row: 8, line: 2))  // card at lines 4–6
        state.scroll(to: 10, anchor: .nearest, in: context)
        #expect(state.offset == ViewportOffset(row: 9, line: 1))  // down 1 line: 2 lines of margin below
        state.scroll(to: 2, anchor: .nearest, in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 1))  // up, keeping 2 lines above
        #expect(state.selection == 0)
    }

    @Test func scrollToTopNearTheEndDoesNotScrollPastTheLastCard() {
        var state = smallState()
        state.scroll(to: 19, anchor: .top, in: context)
        #expect(state.offset == ViewportOffset(row: 17, line: 2))
    }

    @Test func selectWithAnchorSelectsAndScrolls() {
        var state = smallState()
        state.select(10, anchor: .center, in: context)
        #expect(state.selection == 10)
        #expect(state.offset == ViewportOffset(row: 9, line: 1))
    }

    @Test func controlLCyclesTheCurrentCardCentreTopBottomAndAsksForARedraw() {
        var state = smallState()
        state.select(10, anchor: .top, in: context)
        #expect(state.run([.key(.control("l"))], in: context) == .redraw)
        #expect(state.offset == ViewportOffset(row: 9, line: 1))
        state.run([.key(.control("l"))], in: context)
        #expect(state.offset == ViewportOffset(row: 10, line: 0))
        state.run([.key(.control("l"))], in: context)
        #expect(state.offset == ViewportOffset(row: 8, line: 2))
        state.run([.key(.control("l"))], in: context)
        #expect(state.offset == ViewportOffset(row: 9, line: 1))
    }

    @Test func cardTallerThanTheViewportShowsItsTopWhenSelected() {
        let context = makeContext(names: numberedNames(3), heights: [3, 10, 3])
        var state = smallState()
        state.settings = context.settings
        state.run([.down], in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 0))
        state.run([.down, .down], in: context)  // 3 lines inside card 1, then on to card 2
        #expect(state.selection == 2)
        #expect(state.offset == ViewportOffset(row: 1, line: 6))  // 4 lines of card 1, then card 2
    }

    @Test func wheelScrollsThreeLinesWithoutMovingTheSelection() {
        var state = smallState()
        state.run([.mouse(MouseEvent(.wheelDown, x: 0, y: 0))], in: context)
        #expect(state.offset == ViewportOffset(row: 1, line: 0))
        state.run([.mouse(MouseEvent(.wheelDown, x: 0, y: 0))], in: context)
        #expect(state.offset == ViewportOffset(row: 2, line: 0))
        state.run([.mouse(MouseEvent(.wheelUp, x: 0, y: 0)), .mouse(MouseEvent(.wheelUp, x: 0, y: 0)), .mouse(MouseEvent(.wheelUp, x: 0, y: 0))], in: context)
        #expect(state.offset == .top)
        #expect(state.selection == 0)
    }

    @Test func clickSelectsTheCardUnderThePointerAndDoubleClickChoosesIt() {
        var state = smallState()
        state.run([.down], in: context)  // offset (0, 1): card 1 on lines 2–4, card 2 on 5–6
        #expect(state.run([.click(y: 5)], in: context) == nil)
        #expect(state.selection == 2)
        #expect(state.run([.mouse(MouseEvent(.doubleClick, x: 3, y: 0))], in: context) == .choose([1]))
    }

    @Test func clickOnTheStatusLineSelectsNothing() {
        var state = smallState()
        state.run([.click(y: 7)], in: context)
        #expect(state.selection == 0)
    }

    @Test func resizeToANewWidthMeasuresAgainAndKeepsTheSelectionInView() {
        let counter = MeasureCounter()
        let context = makeContext(names: numberedNames(20), counter: counter)
        var state = smallState()
        state.settings = context.settings
        state.run([.down, .down, .down], in: context)
        let before = counter.count
        state.run([.resize(width: 20, height: 8)], in: context)
        #expect(counter.count == before)  // same width: heights cached
        state.run([.resize(width: 30, height: 5)], in: context)
        #expect(counter.count == before + 3, "only the three rows in view are measured again")
        #expect(state.offset == ViewportOffset(row: 3, line: 0))  // 4-line list: the card and 1 line below
    }

    @Test func escapeWithNothingOpenCancelsAndControlKeysMapToActions() {
        var state = smallState()
        #expect(state.run([.key(.escape)], in: context) == .cancel)
        #expect(state.run([.key(.control("c"))], in: context) == .interrupt)
        #expect(state.run([.key(.control("z"))], in: context) == .suspend)
        #expect(state.run([.key(.control("t"))], in: context) == .cycleStyle)
        #expect(state.run([.key(.enter)], in: context) == .choose([0]))
    }

    @Test func navigatingAMillionItemsMeasuresOnlyAHandfulOfRows() {
        let counter = MeasureCounter()
        let context = numberedList(1_000_000) { _, _ in counter.count += 1; return 3 }
        var state = smallState()
        state.settings = context.settings
        state.run([.down], in: context)
        #expect(counter.count < 10)
        counter.count = 0
        state.run([.key(.end)], in: context)
        #expect(state.selection == 999_999)
        #expect(counter.count < 10)
        counter.count = 0
        state.run([.key(.pageUp), .up, .mouse(MouseEvent(.wheelUp, x: 0, y: 0)), .key(.control("l"))], in: context)
        #expect(counter.count < 20)
        counter.count = 0
        _ = boxLayout().render(state, size: state.screenSize, in: context)
        #expect(counter.count < 5)  // drawing reads the cache
    }

    @Test func wheelStopsWhenTheLastCardReachesTheBottom() {
        let context = makeContext(names: numberedNames(3))
        var state = smallState()
        state.settings = context.settings
        let wheel = InputEvent.mouse(MouseEvent(.wheelDown, x: 0, y: 0))
        state.run([wheel, wheel, wheel], in: context)
        #expect(state.offset == ViewportOffset(row: 0, line: 2))  // 9 lines in a 7-line area
    }

    @Test func listShorterThanTheViewportNeverScrolls() {
        let context = makeContext(names: numberedNames(2))
        var state = smallState()
        state.settings = context.settings
        state.run([.down, .mouse(MouseEvent(.wheelDown, x: 0, y: 0)), .key(.end)], in: context)
        #expect(state.offset == .top)
        state.scroll(to: 1, anchor: .top, in: context)
        #expect(state.offset == .top)
    }

    @Test func helpSwallowsKeysUntilClosed() {
        var state = smallState()
        state.run([.key(.function(1)), .down, .key(.character("i"))], in: context)
        #expect(state.isShowingHelp)
        #expect(state.selection == 0)
        #expect(state.run([.key(.enter)], in: context) == nil)
        #expect(!state.isShowingHelp)
        state.run([.key(.character("?")), .click(y: 4)], in: context)
        #expect(!state.isShowingHelp)
        #expect(state.selection == 0)  // the click only closed the help
        #expect(state.run([.key(.control("c"))], in: context) == .interrupt)
    }
}
