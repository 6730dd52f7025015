import InputEvents
import Testing
@testable import CardListCore

/// The list's own `--bind` actions (``ListState/perform(_:at:in:)``) and how bound keys and
/// mouse actions reach them.
@Suite struct ListStateBindingsTests {
    static let names = numberedNames(6)

    private func perform(_ kinds: [BoundAction.Kind], on state: inout ListState, in context: TestList) -> ListAction? {
        var last: ListAction?
        for kind in kinds { last = state.perform(BoundAction(kind), at: .zero, in: context) }
        return last
    }

    @Test func aBoundKeyAsksTheAppToPerformItsActionsInsteadOfItsDefault() throws {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        state.bindings = try UserBindings("enter:down+down,ctrl-x:first")
        #expect(state.run([.key(.enter)], in: context) == .perform([BoundAction(.down), BoundAction(.down)]))
        // An unbound key keeps its default.
        state.run([.down], in: context)
        #expect(state.selection == 1)
    }

    @Test func aBoundKeyWinsInTheFilterLineButNotInTheHelp() throws {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = typedFilterState("it", in: context)
        state.bindings = try UserBindings("x:accept,q:abort")
        #expect(state.run([.key(.character("x"))], in: context) == .perform([BoundAction(.accept)]))
        state.run([.key(.function(1))], in: context)
        #expect(state.isShowingHelp)
        // In the help, `q` still closes it.
        #expect(state.run([.key(.character("q"))], in: context) == nil)
        #expect(!state.isShowingHelp)
    }

    @Test func anUnboundKeyDoesNothingNotEvenItsDefault() throws {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        state.bindings = try UserBindings("ctrl-x:unbind(down)")
        _ = state.perform(BoundAction(.unbind, "down"), at: .zero, in: context)
        state.run([.down], in: context)
        #expect(state.selection == 0)
        _ = state.perform(BoundAction(.rebind, "down"), at: .zero, in: context)
        state.run([.down], in: context)
        #expect(state.selection == 1)
    }

    @Test func aBoundClickActsOnTheRowUnderThePointer() throws {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        state.bindings = try UserBindings("double-click:toggle+accept")
        let action = state.run([.mouse(MouseEvent(.doubleClick, x: 3, y: 2))], in: context)
        #expect(state.selection == 2)
        #expect(action == .perform([BoundAction(.toggle), BoundAction(.accept)]))
    }

    @Test func aBoundWheelDoesItsActionsInsteadOfScrolling() throws {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        state.bindings = try UserBindings("scroll-down:down")
        #expect(state.run([.mouse(MouseEvent(.wheelDown, x: 3, y: 2))], in: context) == .perform([BoundAction(.down)]))
    }

    @Test func acceptChoosesTheCurrentItemOrTheMarksAndAbortCancels() {
        let context = makeContext(names: Self.names, rowHeight: 1, multi: true)
        var state = smallState()
        state.settings = context.settings
        #expect(perform([.down, .accept], on: &state, in: context) == .choose([1]))
        _ = perform([.toggle, .down, .down, .toggle], on: &state, in: context)
        #expect(perform([.accept], on: &state, in: context) == .choose([1, 3]))
        #expect(perform([.abort], on: &state, in: context) == .cancel)
    }

    @Test func acceptWithNothingToChooseIsNoMatchButAcceptNonEmptyStays() {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = typedFilterState("zzz", in: context)
        #expect(perform([.accept], on: &state, in: context) == .noMatch)
        #expect(perform([.acceptNonEmpty], on: &state, in: context) == nil)
        #expect(perform([.acceptOrPrintQuery], on: &state, in: context) == .printQuery)
        #expect(perform([.printQuery], on: &state, in: context) == .printQuery)
    }

    @Test func cancelClearsAQueryBeforeItLeaves() {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = typedFilterState("it", in: context)
        #expect(perform([.cancel], on: &state, in: context) == nil)
        #expect(state.filterQuery == "")
        #expect(perform([.cancel], on: &state, in: context) == .cancel)
    }

    @Test func theMovesGoWhereTheyPoint() {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        _ = perform([.down, .down], on: &state, in: context)
        #expect(state.selection == 2)
        _ = perform([.up], on: &state, in: context)
        #expect(state.selection == 1)
        _ = perform([.last], on: &state, in: context)
        #expect(state.selection == 5)
        _ = perform([.first], on: &state, in: context)
        #expect(state.selection == 0)
        _ = perform([.pageDown], on: &state, in: context)
        #expect(state.selection == 5)
        _ = perform([.halfPageUp], on: &state, in: context)
        #expect(state.selection == 2)
        _ = perform([.pageUp], on: &state, in: context)
        #expect(state.selection == 0)
        _ = perform([.halfPageDown], on: &state, in: context)
        #expect(state.selection == 3)
    }

    @Test func upIsTheNextItemWhenTheListGrowsUpwards() {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        state.screenLayout = .standard
        _ = perform([.up], on: &state, in: context)
        #expect(state.selection == (state.screenLayout.growsUpward ? 1 : 0))
    }

    @Test func marksNeedMultiAndToggleStays() {
        let single = makeContext(names: Self.names, rowHeight: 1)
        var state = smallState()
        _ = perform([.toggle, .select, .selectAll], on: &state, in: single)
        #expect(state.marks.isEmpty)
        let context = makeContext(names: Self.names, rowHeight: 1, multi: true)
        state.settings = context.settings
        _ = perform([.toggle], on: &state, in: context)
        #expect(state.marks == [0])
        #expect(state.selection == 0)
        _ = perform([.toggleIn], on: &state, in: context)
        #expect(state.marks == [])
        #expect(state.selection == 1)
        _ = perform([.select, .select], on: &state, in: context)
        #expect(state.marks == [1])
        _ = perform([.deselect], on: &state, in: context)
        #expect(state.marks == [])
    }

    @Test func selectAllMarksTheMatchesShownInTheirOrderAndToggleAllFlipsThem() {
        let context = makeContext(names: ["apple", "pear", "apricot", "plum"], rowHeight: 1, multi: true)
        var state = typedFilterState("ap", in: context)
        _ = perform([.selectAll], on: &state, in: context)
        #expect(Set(state.markOrder) == [0, 2])
        _ = perform([.toggleAll], on: &state, in: context)
        #expect(state.marks.isEmpty)
        _ = perform([.toggleAll], on: &state, in: context)
        #expect(state.marks == [0, 2])
        _ = perform([.deselectAll], on: &state, in: context)
        #expect(state.marks.isEmpty && state.markOrder.isEmpty)
        _ = perform([.selectAll, .clearSelection], on: &state, in: context)
        #expect(state.marks.isEmpty)
    }

    @Test func selectAllStopsAtTheMarkLimit() {
        let context = makeContext(names: Self.names, rowHeight: 1, multi: true).with(markLimit: 2, cycles: false)
        var state = smallState()
        state.settings = context.settings
        _ = perform([.selectAll], on: &state, in: context)
        #expect(state.markOrder == [0, 1])
    }

    @Test func changeQueryOpensTheFilterWithTheQueryAndPutTypesAtTheCursor() {
        let context = makeContext(names: ["apple", "pear", "kiwi"], rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        _ = state.perform(BoundAction(.changeQuery, "ki"), at: .zero, in: context)
        #expect(state.isFilterOpen)
        #expect(state.filterQuery == "ki")
        #expect(state.visibleCount(in: context) == 1)
        _ = perform([.beginningOfLine], on: &state, in: context)
        _ = state.perform(BoundAction(.put, "x"), at: .zero, in: context)
        #expect(state.filterQuery == "xki")
        _ = perform([.clearQuery], on: &state, in: context)
        #expect(state.filterQuery == "")
        #expect(state.isFilterOpen)
    }

    @Test func theQueryLinesActionsEditTheOpenQuery() {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = typedFilterState("one two", in: context)
        _ = perform([.backwardWord, .backwardChar, .backwardDeleteChar], on: &state, in: context)
        #expect(state.filterQuery == "on two")
        _ = perform([.endOfLine, .unixWordRubout], on: &state, in: context)
        #expect(state.filterQuery == "on ")
        _ = perform([.beginningOfLine, .deleteChar, .forwardChar, .killLine], on: &state, in: context)
        #expect(state.filterQuery == "n")
        _ = perform([.endOfLine, .unixLineDiscard], on: &state, in: context)
        #expect(state.filterQuery == "")
        #expect(perform([.deleteCharOrEOF], on: &state, in: context) == .cancel)
    }

    @Test func theQueryLinesActionsLeaveAClosedFilterAlone() {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        _ = perform([.backwardDeleteChar, .clearQuery, .killWord], on: &state, in: context)
        #expect(!state.isFilterOpen)
    }

    @Test func clearScreenAsksForAFullRepaintAndIgnoreForNothing() {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        #expect(perform([.clearScreen], on: &state, in: context) == .redraw)
        #expect(perform([.ignore], on: &state, in: context) == nil)
        #expect(state.selection == 0)
    }
}
