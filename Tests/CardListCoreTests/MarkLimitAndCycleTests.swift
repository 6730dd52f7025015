import Testing
@testable import CardListCore

/// fzf's selection habits: `--multi=N` stops marking at N items, Enter gives the marks in
/// the order they were made, and `--cycle` wraps single moves around the ends.
@Suite struct MarkLimitAndCycleTests {
    static let names = numberedNames(5)

    @Test func enterChoosesMarksInTheOrderTheyWereMade() {
        let context = makeContext(names: Self.names, rowHeight: 1, multi: true)
        var state = smallState()
        state.settings = context.settings
        state.select(3, in: context)
        state.run([.key(.tab)], in: context)  // marks 3
        state.select(0, in: context)
        state.run([.key(.tab)], in: context)  // marks 0
        state.select(2, in: context)
        state.run([.key(.tab)], in: context)  // marks 2
        #expect(state.run([.key(.enter)], in: context) == .choose([3, 0, 2]))
    }

    @Test func unmarkingAndMarkingAgainPutsTheItemLast() {
        let context = makeContext(names: Self.names, rowHeight: 1, multi: true)
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.tab), .key(.tab)], in: context)  // marks 0, 1
        state.select(0, in: context)
        state.run([.key(.tab)], in: context)  // unmarks 0
        state.select(0, in: context)
        state.run([.key(.tab)], in: context)  // marks 0 again
        #expect(state.run([.key(.enter)], in: context) == .choose([1, 0]))
    }

    @Test func markingBeyondTheLimitDoesNothing() {
        let context = makeContext(names: Self.names, rowHeight: 1, multi: true).with(markLimit: 2, cycles: false)
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.tab), .key(.tab)], in: context)  // marks 0, 1; on 2
        state.run([.key(.tab)], in: context)
        #expect(state.marks == [0, 1])
        #expect(state.selection == 2)
        // Unmarking still works, and frees a place.
        state.select(0, in: context)
        state.run([.key(.tab)], in: context)
        state.select(4, in: context)
        state.run([.key(.tab)], in: context)
        #expect(state.run([.key(.enter)], in: context) == .choose([1, 4]))
    }

    @Test func cycleGoesFromTheLastItemToTheFirstAndBack() {
        let context = makeContext(names: Self.names, rowHeight: 1).with(markLimit: nil, cycles: true)
        var state = smallState()
        state.settings = context.settings
        state.run([.up], in: context)
        #expect(state.selection == 4)
        state.run([.down], in: context)
        #expect(state.selection == 0)
    }

    @Test func withoutCycleTheEndsStop() {
        let context = makeContext(names: Self.names, rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        state.run([.up], in: context)
        #expect(state.selection == 0)
        state.select(4, in: context)
        state.run([.down], in: context)
        #expect(state.selection == 4)
    }

    @Test func cycleDoesNotWrapAPageMove() {
        let context = makeContext(names: numberedNames(30), rowHeight: 1).with(markLimit: nil, cycles: true)
        var state = smallState()
        state.settings = context.settings
        state.select(27, in: context)
        state.run([.key(.pageDown)], in: context)
        #expect(state.selection == 29)
    }
}
