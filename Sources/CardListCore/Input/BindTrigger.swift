import InputEvents
import Rows

/// What a `--bind` binding reacts to: a key, a mouse action or an event.
public enum BindTrigger: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent.Kind)
    case event(BindEvent)

    /// The trigger fzf calls `name` (case ignored): a key name (``KeyName/key(named:)``),
    /// `left-click`, `double-click`, `scroll-up`, `scroll-down`, or an event
    /// (``BindEvent``); nil when it is none of them.
    public init?(named name: String) {
        let lower = name.lowercased()
        if let event = BindEvent(rawValue: lower) {
            self = .event(event)
        } else if let kind = Self.mouseNames[lower] {
            self = .mouse(kind)
        } else if let key = KeyName.key(named: name) {
            self = .key(key)
        } else {
            return nil
        }
    }

    private static let mouseNames: [String: MouseEvent.Kind] = [
        "left-click": .click, "double-click": .doubleClick, "scroll-up": .wheelUp, "scroll-down": .wheelDown,
    ]

    /// The trigger as `--bind` writes it (`ctrl-x`, `shift-up`, `double-click`, `start`).
    public var fzfName: String {
        switch self {
        case .event(let event): event.rawValue
        case .mouse(let kind):
            switch kind {
            case .click: "left-click"
            case .doubleClick: "double-click"
            case .wheelUp: "scroll-up"
            case .wheelDown: "scroll-down"
            }
        case .key(let key): KeyName.name(of: key)
        }
    }

    /// Whether the trigger is a key that types a character (for `put` without an argument).
    public var typedCharacter: Character? {
        if case .key(.character(let character)) = self { character } else { nil }
    }

    /// Whether the trigger is a mouse action (left out of the help under `--no-mouse`).
    public var isMouse: Bool {
        if case .mouse = self { true } else { false }
    }

    /// The trigger's name in the help overlay: a key or mouse action as the table writes
    /// it (`^X`, `Shift-↑`), an event by its name.
    public func helpName(_ charset: Charset) -> String {
        switch self {
        case .key(let key): KeyBinding.Trigger.key(key).name(.help(charset))
        case .mouse(let kind): KeyBinding.Trigger.mouse(kind).name(.help(charset))
        case .event(let event): event.rawValue
        }
    }
}
