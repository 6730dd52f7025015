import Testing
@testable import CardListCore

/// The key table's index gives, for every key, what reading the table row by row gives.
@Suite struct KeyTableTests {
    /// The table read the slow way: in `context`, the first row's entry for `key`, else the
    /// first printable-character entry for a printable `key`.
    private func walk(_ key: Key, in context: KeyBinding.Context, multipleSelection: Bool, recallsHistory: Bool) -> KeyAction? {
        var printable: KeyAction?
        for binding in KeyBindings.all where binding.context == context {
            if binding.needsMultipleSelection && !multipleSelection { continue }
            if binding.needsHistory && !recallsHistory { continue }
            for entry in binding.entries {
                if entry.trigger == .key(key) { return entry.action }
                if case .character = key, entry.trigger == .printable, printable == nil { printable = entry.action }
            }
        }
        return printable
    }

    /// Every key the table names, and characters it does not.
    private var keys: [Key] {
        let named = KeyBindings.all.flatMap(\.triggers).compactMap { trigger -> Key? in
            if case .key(let key) = trigger { key } else { nil }
        }
        return named + [.character("x"), .character("é"), .character("7"), .control("z"), .alt("q"), .function(5), .tab]
    }

    @Test func everyKeyGetsTheActionOfItsFirstRowInEachContext() {
        for context in KeyBinding.Context.allCases {
            for multi in [false, true] {
                for history in [false, true] {
                    let table = KeyTable.table(for: context, multipleSelection: multi, recallsHistory: history)
                    for key in keys {
                        #expect(table.action(for: key) == walk(key, in: context, multipleSelection: multi, recallsHistory: history),
                                "\(key) in \(context), multi \(multi), history \(history)")
                    }
                }
            }
        }
    }

    @Test func aRowOfItsOwnWinsOverThePrintableCharacters() {
        let list = KeyTable.table(for: .list, multipleSelection: false)
        #expect(list.action(for: .character("?")) == .toggleHelp)
        #expect(list.action(for: .character("q")) == .jump)
        #expect(list.action(for: .up) == nil)
    }
}
