import Testing
@testable import CardListCore

/// The key table: what a key does where, and which context wins.
@Suite struct KeyBindingsTests {
    @Test func controlJAndControlKMoveInTheList() {
        #expect(KeyBindings.action(for: .control("j"), in: .list) == .moveDown)
        #expect(KeyBindings.action(for: .control("k"), in: .list) == .moveUp)
    }

    @Test func inTheQueryLineControlKKillsToTheEndAndControlJStillMovesDown() {
        #expect(KeyBindings.action(for: .control("k"), in: .query) == .deleteToEnd)
        #expect(KeyBindings.action(for: .control("j"), in: .query) == .moveDown)
        #expect(KeyBindings.action(for: .control("u"), in: .query) == .deleteToStart)
        #expect(KeyBindings.action(for: .control("f"), in: .query) == .cursorRight)
        #expect(KeyBindings.action(for: .home, in: .query) == .cursorToStart)
    }

    @Test func printableKeysJumpInTheListAndTypeInTheQuery() {
        #expect(KeyBindings.action(for: .character("x"), in: .list) == .jump)
        #expect(KeyBindings.action(for: .character("x"), in: .query) == .insert)
        #expect(KeyBindings.action(for: .character("/"), in: .query) == .insert)
        #expect(KeyBindings.action(for: .character("?"), in: .list) == .toggleHelp)
    }

    @Test func withHistoryControlPAndControlNRecallQueriesInTheQueryLineAndInTypingMode() {
        #expect(KeyBindings.action(for: .control("p"), in: .query, recallsHistory: true) == .previousHistory)
        #expect(KeyBindings.action(for: .control("n"), in: .query, recallsHistory: true) == .nextHistory)
        #expect(KeyBindings.action(for: .control("p"), in: .query, typingFilters: true, recallsHistory: true) == .previousHistory)
        #expect(KeyBindings.action(for: .control("n"), in: .query, typingFilters: true, recallsHistory: true) == .nextHistory)
        // The arrows and Ctrl-J still move.
        #expect(KeyBindings.action(for: .up, in: .query, recallsHistory: true) == .moveUp)
        #expect(KeyBindings.action(for: .control("j"), in: .query, recallsHistory: true) == .moveDown)
    }

    @Test func withoutHistoryOrInTheListControlPAndControlNMove() {
        #expect(KeyBindings.action(for: .control("p"), in: .query) == .moveUp)
        #expect(KeyBindings.action(for: .control("n"), in: .query, typingFilters: true) == .moveDown)
        #expect(KeyBindings.action(for: .control("p"), in: .list, recallsHistory: true) == .moveUp)
        #expect(KeyBindings.action(for: .control("n"), in: .list, recallsHistory: true) == .moveDown)
    }

    @Test func spaceMarksOnlyWithMultipleSelection() {
        #expect(KeyBindings.action(for: .character(" "), in: .list, multipleSelection: true) == .toggleMark)
        #expect(KeyBindings.action(for: .character(" "), in: .list, multipleSelection: false) == .jump)
    }

    @Test func everyKeyHasOneMeaningPerContext() {
        for context in [KeyBinding.Context.list, .query, .help] {
            var seen: [KeyBinding.Trigger: KeyAction] = [:]
            for binding in KeyBindings.all where binding.context == context {
                for entry in binding.entries {
                    #expect(seen[entry.trigger] == nil || seen[entry.trigger] == entry.action, "\(entry.trigger) in \(context)")
                    seen[entry.trigger] = entry.action
                }
            }
        }
    }
}
