import Items

/// A `--bind` value that cannot be read: what is wrong and where, counted in Unicode
/// scalars from 1 (characters, for the ASCII a binding is mostly written in).
public struct BindingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Hashable, Sendable {
        /// A binding with nothing before its `:` (or an empty binding between commas).
        case missingKey
        /// A key name that is neither a key, a mouse action nor an event.
        case unknownKey(String)
        /// Keys given without `:ACTION`.
        case missingAction(String)
        /// An action name cardlist does not know, or an argument given to one that takes none.
        case unknownAction(String)
        /// Two `+` in a row, or a `+` at the end.
        case emptyAction
        /// An action that needs an argument was given none.
        case needsArgument(String)
        /// An argument whose closing mark never came (at the end, or before `+` or `,`).
        case unclosedArgument(action: String, closer: Character)
        /// `put` without an argument, on a key that types no character.
        case putNeedsCharacter(key: String)
        /// A key name in `unbind(…)` or `rebind(…)` that is no key.
        case unknownTarget(action: String, name: String)
    }

    public var problem: Problem
    /// Where the problem starts, in Unicode scalars from 1.
    public var column: Int
    /// The whole `--bind` value.
    public var binding: String

    public init(_ problem: Problem, column: Int, in binding: String) {
        self.problem = problem
        self.column = column
        self.binding = binding
    }

    /// One line, user text sanitised: `unknown action 'foo' at column 8 of 'ctrl-a:foo'`.
    public var description: String {
        "\(message) at column \(column) of '\(Self.shown(binding))'"
    }

    private var message: String {
        switch problem {
        case .missingKey: "key name required"
        case .unknownKey(let name): "unsupported key '\(Self.shown(name))'"
        case .missingAction(let keys): "no action for '\(Self.shown(keys))' (KEY:ACTION)"
        case .unknownAction(let spec): "unknown action '\(Self.shown(spec))'"
        case .emptyAction: "empty action between '+' signs"
        case .needsArgument(let name): "\(name) needs an argument, as \(name)(…)"
        case .unclosedArgument(let action, let closer): "\(action)'s argument has no closing '\(closer)'"
        case .putNeedsCharacter(let key): "put without an argument needs a key that types a character, not '\(Self.shown(key))'"
        case .unknownTarget(let action, let name): "\(action): unsupported key '\(Self.shown(name))'"
        }
    }

    /// User text as shown in the message: sanitised, and cut after 80 characters.
    private static func shown(_ text: String) -> String {
        let cut = text.count > 80 ? String(text.prefix(79)) + "…" : text
        return DisplayName.sanitized(cut)
    }
}
