/// The bindings `--bind` made, layered over the key table (``KeyBindings``): a trigger
/// bound here does these actions instead of what the table says, in every part of the list
/// but the help. Later bindings of a trigger replace earlier ones, as in fzf; `unbind`
/// and `rebind` switch triggers off and on while the list runs.
public struct UserBindings: Hashable, Sendable {
    /// The triggers in the order they were first bound.
    public private(set) var triggers: [BindTrigger] = []
    private var actionsByTrigger: [BindTrigger: [BoundAction]] = [:]
    /// Triggers switched off by `unbind` (their default action too), until `rebind`.
    public private(set) var unbound: Set<BindTrigger> = []

    public init() {}

    /// The bindings of one `--bind` value.
    public init(_ value: String) throws(BindingError) {
        try add(value)
    }

    /// Layers the bindings of one `--bind` value over these.
    public mutating func add(_ value: String) throws(BindingError) {
        for parsed in try BindingParser.parse(value) {
            for trigger in parsed.triggers {
                let actions = parsed.actions(for: trigger)
                bind(trigger, to: parsed.appends ? (actionsByTrigger[trigger] ?? []) + actions : actions)
            }
        }
    }

    /// Binds `trigger` to `actions`, replacing what it had.
    public mutating func bind(_ trigger: BindTrigger, to actions: [BoundAction]) {
        if actionsByTrigger.updateValue(actions, forKey: trigger) == nil { triggers.append(trigger) }
    }

    /// What `trigger` does: the actions bound to it, none (`[]`) while it is unbound, or
    /// nil when the key table decides.
    ///
    /// - Complexity: O(1).
    public func actions(for trigger: BindTrigger) -> [BoundAction]? {
        if unbound.contains(trigger) { return [] }
        return actionsByTrigger[trigger]
    }

    /// Whether `event` has actions now.
    public func binds(_ event: BindEvent) -> Bool {
        actions(for: .event(event))?.isEmpty == false
    }

    /// Whether nothing was bound.
    public var isEmpty: Bool { triggers.isEmpty }

    /// The bindings in order: each trigger with its actions.
    public var entries: [(trigger: BindTrigger, actions: [BoundAction])] {
        triggers.map { ($0, actionsByTrigger[$0]!) }
    }

    /// Switches the triggers `unbind(…)` names off, their default actions included.
    public mutating func unbind(_ names: String) {
        unbound.formUnion(Self.triggers(in: names))
    }

    /// Switches the triggers `rebind(…)` names back on.
    public mutating func rebind(_ names: String) {
        unbound.subtract(Self.triggers(in: names))
    }

    /// The triggers of a comma-separated list of names (unknown names left out: the parser
    /// has refused them already).
    static func triggers(in names: String) -> [BindTrigger] {
        names.split(separator: ",").compactMap { BindTrigger(named: String($0)) }
    }
}
