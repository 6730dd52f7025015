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

    /// The key fzf calls `name`: `ctrl-a`…`ctrl-z`, `alt-X`, `f1`…`f12`, `enter`/`return`,
    /// `tab`, `btab`, `esc`, `space`, `bspace`/`bs`, `del`, the arrows, `home`, `end`,
    /// `pgup`/`page-up`, `pgdn`/`page-down`, `comma`, or one printable character.
    public static func key(named name: String) -> Key? {
        let lower = name.lowercased()
        if let key = named[lower] { return key }
        if lower.hasPrefix("ctrl-"), lower.count == 6, let letter = lower.last, letter.isASCII, letter.isLetter {
            return .control(letter)
        }
        if lower.hasPrefix("alt-"), name.count == 5, let character = name.last, !character.isWhitespace {
            return .alt(character)
        }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
            return .function(number)
        }
        if name.count == 1, let character = name.first, !character.isWhitespace,
           character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
            return .character(character)
        }
        return nil
    }

    private static let named: [String: Key] = [
        "enter": .enter, "return": .enter, "tab": .tab, "btab": .backTab, "shift-tab": .backTab,
        "esc": .escape, "space": .character(" "), "bspace": .backspace, "bs": .backspace,
        "del": .delete, "up": .up, "down": .down, "left": .left, "right": .right,
        "home": .home, "end": .end, "pgup": .pageUp, "page-up": .pageUp, "pgdn": .pageDown,
        "page-down": .pageDown, "comma": .character(","), "shift-up": .shiftUp, "shift-down": .shiftDown,
    ]

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
