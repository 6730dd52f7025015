import CardListCore
import InputEvents

/// The keys `--expect` names (fzf's key names, comma-separated: `ctrl-v,alt-x,f2,enter`):
/// any of them ends the list with its choice, and its name is printed first.
public struct ExpectKeys: Hashable, Sendable {
    /// The keys, each with the name printed for it, in the order given.
    public var keys: [(key: Key, name: String)] = []

    public init() {}

    /// The keys of a comma-separated list of names, or nil when one is not a key name.
    /// `,` itself is written `comma`, as in fzf.
    public init?(list: String) {
        for name in list.split(separator: ",", omittingEmptySubsequences: true).map(String.init) {
            guard let key = Self.key(named: name) else { return nil }
            keys.append((key, name))
        }
        guard !keys.isEmpty else { return nil }
    }

    /// The name printed when `key` ended the list, or nil when it is not expected. Enter
    /// given in the list prints `enter`.
    public func name(of key: Key) -> String? {
        keys.first { $0.key == key }?.name
    }

    /// The key fzf calls `name` (``KeyName/key(named:)``).
    public static func key(named name: String) -> Key? {
        KeyName.key(named: name)
    }

    public static func == (lhs: ExpectKeys, rhs: ExpectKeys) -> Bool {
        lhs.keys.map(\.name) == rhs.keys.map(\.name) && lhs.keys.map(\.key) == rhs.keys.map(\.key)
    }

    public func hash(into hasher: inout Hasher) {
        for (key, name) in keys {
            hasher.combine(key)
            hasher.combine(name)
        }
    }
}
