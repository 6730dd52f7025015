/// One row of the key table: keys, where they work, what each does, and the one line the
/// help overlay and the documentation show for the row.
public struct KeyBinding: Hashable, Sendable {
    /// Where a binding applies.
    public enum Context: String, Hashable, Sendable, CaseIterable {
        /// While the list has the keys (the filter line closed, no help shown).
        case list
        /// While the filter's query line is open; a binding here wins over a `both` one.
        case query
        /// In the list and in the query line alike.
        case both
        /// While the help is shown.
        case help
        /// With `--typing filter`: the query line is always open and these keys win over
        /// the `query` and `both` ones, as fzf's default bindings.
        case typing
    }

    /// What a binding reacts to.
    public enum Trigger: Hashable, Sendable {
        case key(Key)
        /// Any printable character (letters, digits, punctuation, Space).
        case printable
        case mouse(MouseEvent.Kind)
    }

    /// A trigger and what it does.
    public struct Entry: Hashable, Sendable {
        public var trigger: Trigger
        public var action: KeyAction
    }

    public var entries: [Entry]
    public var context: Context
    /// What the keys do, in a few words (the help overlay and the documentation).
    public var summary: String
    /// What the keys do in the documentation's fuller words; empty when the summary says it.
    public var documented: String
    /// Whether the row only matters with `--multi`.
    public var needsMultipleSelection: Bool
    /// Whether the row only applies with `--history` (without it, the keys do what the
    /// table's other rows say).
    public var needsHistory: Bool
    /// Whether the row only matters with a preview pane (`--preview`, or a `--bind` action
    /// that makes one): without it the keys do nothing, and the help leaves them out.
    public var needsPreview: Bool

    /// A row whose triggers all do `action`.
    public init(_ context: Context, _ triggers: [Trigger], _ action: KeyAction, _ summary: String,
                documented: String = "", needsMultipleSelection: Bool = false, needsHistory: Bool = false,
                needsPreview: Bool = false) {
        self.init(context, triggers.map { ($0, action) }, summary, documented: documented,
                  needsMultipleSelection: needsMultipleSelection, needsHistory: needsHistory, needsPreview: needsPreview)
    }

    /// A row whose triggers do different things (`↑` previous, `↓` next).
    public init(_ context: Context, _ pairs: [(Trigger, KeyAction)], _ summary: String,
                documented: String = "", needsMultipleSelection: Bool = false, needsHistory: Bool = false,
                needsPreview: Bool = false) {
        self.entries = pairs.map { Entry(trigger: $0.0, action: $0.1) }
        self.context = context
        self.summary = summary
        self.documented = documented
        self.needsMultipleSelection = needsMultipleSelection
        self.needsHistory = needsHistory
        self.needsPreview = needsPreview
    }

    /// The triggers in order.
    public var triggers: [Trigger] { entries.map(\.trigger) }

    /// Whether the row is about the mouse (dropped from the help under `--no-mouse`).
    public var isMouse: Bool {
        triggers.contains { if case .mouse = $0 { true } else { false } }
    }
}
