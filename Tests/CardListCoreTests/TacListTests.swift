import Testing
@testable import CardListCore
@testable import Search

/// `--tac` in the list: the last item read on the first row, new items arriving above, and
/// ties and `--no-sort` under a query in the reverse input order.
@Suite struct TacListTests {
    private func context(_ names: [String], sorts: Bool = true) -> TestList {
        var context = makeContext(names: names, rowHeight: 1)
        context.search = SearchSettings(sorts: sorts, reversesInput: true)
        return context
    }

    private func shownItems(_ state: ListState, in context: TestList) -> [Int] {
        (0..<state.visibleCount(in: context)).compactMap { state.item(at: $0, in: context) }
    }

    @Test func theLastItemReadIsOnTheFirstRow() {
        let context = context(["a", "b", "c"])
        var state = smallState(height: 5)
        state.settings = context.settings
        state.itemsDidChange(in: context)
        #expect(shownItems(state, in: context) == [2, 1, 0])
        #expect(state.selection == 2)
        #expect(state.position(of: 0, in: context) == 2)
        expectGrid(boxLayout(heights: { _ in 1 }).render(state, size: state.screenSize, in: context), """
            |#2                  |
            |#1                  |
            |#0                  |
            |                    |
            | 3/3        F1 help |
            """)
    }

    @Test func downMovesTowardsTheFirstItemRead() {
        let context = context(["a", "b", "c"])
        var state = smallState(height: 5)
        state.settings = context.settings
        state.itemsDidChange(in: context)
        state.run([.down], in: context)
        #expect(state.selection == 1)
    }

    @Test func newItemsComeFirstAndTheFirstRowFollowsThem() {
        var state = smallState(height: 6)
        state.settings = context([]).settings
        state.itemsDidChange(in: context(["a", "b"]))
        #expect(state.selection == 1)
        let more = context(["a", "b", "c", "d"])
        state.itemsDidChange(in: more)
        #expect(shownItems(state, in: more) == [3, 2, 1, 0])
        #expect(state.selection == 3)
    }

    @Test func anItemChosenLowerStaysCurrentWhenNewOnesArrive() {
        var state = smallState(height: 6)
        state.settings = context([]).settings
        let first = context(["a", "b", "c"])
        state.itemsDidChange(in: first)
        state.run([.down], in: first)
        state.itemsDidChange(in: context(["a", "b", "c", "d"]))
        #expect(state.selection == 1)
    }

    @Test func tiesUnderAQueryGoToTheLaterItem() {
        let context = context(["xab1", "xab2", "ab", "xab3"])
        let state = typedFilterState("ab", in: context)
        #expect(shownItems(state, in: context) == [2, 3, 1, 0])
    }

    @Test func noSortShowsTheMatchesLastReadFirst() {
        let names = ["xab1", "q", "ab", "xab3"]
        let context = context(names, sorts: false)
        var state = typedFilterState("ab", in: context)
        #expect(shownItems(state, in: context) == [3, 2, 0])
        // Matches read later come first too.
        state.itemsDidChange(in: self.context(names + ["ab5"], sorts: false))
        #expect(shownItems(state, in: self.context(names + ["ab5"], sorts: false)) == [4, 3, 2, 0])
    }
}
