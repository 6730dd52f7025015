import InputEvents

/// The key table (``KeyBindings/all``) indexed for lookups: for each context, with or
/// without `--multi` and with or without `--history`, the action of each key, and what any
/// other printable character does.
///
/// Built once from the table, so the table stays the one place a key is described; a key
/// press then costs one hash lookup instead of a walk through every row.
struct KeyTable: Sendable {
    /// The first action the table gives each key, in table order.
    private var actions: [Key: KeyAction] = [:]
    /// What a printable character without a binding of its own does, if anything.
    private var printable: KeyAction?

    /// The rows of `bindings` for `context`, leaving out those that need `--multi`
    /// unless `multipleSelection` and those that need `--history` unless `recallsHistory`.
    init(_ bindings: [KeyBinding], context: KeyBinding.Context, multipleSelection: Bool, recallsHistory: Bool = false) {
        for binding in bindings where binding.context == context {
            if binding.needsMultipleSelection && !multipleSelection { continue }
            if binding.needsHistory && !recallsHistory { continue }
            for entry in binding.entries {
                switch entry.trigger {
                case .key(let key): if actions[key] == nil { actions[key] = entry.action }
                case .printable: if printable == nil { printable = entry.action }
                case .mouse: break
                }
            }
        }
    }

    /// What `key` does here: its own binding, else the printable characters' one.
    func action(for key: Key) -> KeyAction? {
        if let action = actions[key] { return action }
        if case .character = key { return printable }
        return nil
    }

    /// The tables of ``KeyBindings/all``: index `context.index * 4 + (multi ? 2 : 0) + (history ? 1 : 0)`.
    static let all: [KeyTable] = KeyBinding.Context.allCases.flatMap { context in
        [false, true].flatMap { multi in
            [false, true].map { KeyTable(KeyBindings.all, context: context, multipleSelection: multi, recallsHistory: $0) }
        }
    }

    /// The table for `context`, with or without `--multi` and `--history`.
    static func table(for context: KeyBinding.Context, multipleSelection: Bool, recallsHistory: Bool = false) -> KeyTable {
        all[KeyBinding.Context.allCases.firstIndex(of: context)! * 4 + (multipleSelection ? 2 : 0) + (recallsHistory ? 1 : 0)]
    }
}
