import InputEvents

/// fzf's key names, for `--bind` and `--expect`: `ctrl-a`…`ctrl-z` (`ctrl-h`, `ctrl-i` and
/// `ctrl-m` are Backspace, Tab and Enter, as terminals send them), `alt-X`, `alt-enter`,
/// `alt-space`, `alt-bspace`, `f1`…`f12`, `enter`/`return`, `tab`, `btab`/`shift-tab`,
/// `esc`, `space`, `bspace`/`bs`/`backspace`, `del`/`delete`, the arrows and `shift-` arrows,
/// `home`, `end`, `pgup`/`page-up`, `pgdn`/`page-down`, `comma`, or one printable character.
public enum KeyName {
    /// The key called `name` (case ignored, except in a plain character and after `alt-`),
    /// or nil when it names none.
    public static func key(named name: String) -> Key? {
        let lower = name.lowercased()
        if let key = named[lower] { return key }
        if lower.hasPrefix("ctrl-"), lower.count == 6, let letter = lower.last, letter.isASCII, letter.isLetter {
            return .control(letter)
        }
        if lower.hasPrefix("alt-"), name.count == 5, let character = name.last, isPrintable(character) {
            return .alt(character)
        }
        if lower.hasPrefix("f"), lower.count <= 3, let number = Int(lower.dropFirst()), (1...12).contains(number) {
            return .function(number)
        }
        if name.count == 1, let character = name.first, isPrintable(character) {
            return .character(character)
        }
        return nil
    }

    /// The name `--bind` gives `key` (the first of its names above).
    public static func name(of key: Key) -> String {
        switch key {
        case .character(" "): "space"
        case .character(","): "comma"
        case .character(let character): String(character)
        case .control(let letter): "ctrl-\(letter)"
        case .alt(Key.backspaceCharacter): "alt-bspace"
        case .alt(Key.enterCharacter): "alt-enter"
        case .alt(" "): "alt-space"
        case .alt(let character): "alt-\(character)"
        case .function(let number): "f\(number)"
        default: canonical[key] ?? "\(key)"
        }
    }

    /// A character a key can type: not a control, not a blank.
    private static func isPrintable(_ character: Character) -> Bool {
        !character.isWhitespace && character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) }
    }

    private static let named: [String: Key] = [
        "enter": .enter, "return": .enter, "tab": .tab, "btab": .backTab, "shift-tab": .backTab,
        "esc": .escape, "space": .character(" "), "bspace": .backspace, "bs": .backspace, "backspace": .backspace,
        "del": .delete, "delete": .delete, "up": .up, "down": .down, "left": .left, "right": .right,
        "shift-up": .shiftUp, "shift-down": .shiftDown, "shift-left": .shiftLeft, "shift-right": .shiftRight,
        "home": .home, "end": .end, "pgup": .pageUp, "page-up": .pageUp, "pgdn": .pageDown,
        "page-down": .pageDown, "comma": .character(","),
        "alt-enter": .alt(Key.enterCharacter), "alt-return": .alt(Key.enterCharacter), "alt-space": .alt(" "),
        "alt-bs": .alt(Key.backspaceCharacter), "alt-bspace": .alt(Key.backspaceCharacter),
        "alt-backspace": .alt(Key.backspaceCharacter),
        // The terminal sends these as Backspace, Tab and Enter: they are those keys.
        "ctrl-h": .backspace, "ctrl-i": .tab, "ctrl-m": .enter,
    ]

    private static let canonical: [Key: String] = [
        .enter: "enter", .tab: "tab", .backTab: "btab", .escape: "esc", .backspace: "bspace", .delete: "del",
        .up: "up", .down: "down", .left: "left", .right: "right", .shiftUp: "shift-up", .shiftDown: "shift-down",
        .shiftLeft: "shift-left", .shiftRight: "shift-right", .home: "home", .end: "end", .pageUp: "pgup", .pageDown: "pgdn",
    ]
}
