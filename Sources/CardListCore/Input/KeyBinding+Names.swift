import Rows

extension KeyBinding.Trigger {
    /// How a key is written: in the documentation (`Ctrl-P`, `↑`), or in the help overlay,
    /// which is narrower (`^P`) and plain ASCII when the charset is.
    public enum NameStyle: Hashable, Sendable {
        case documentation
        case help(Charset)
    }

    /// The trigger's name in `style`.
    public func name(_ style: NameStyle) -> String {
        let document = style == .documentation
        let ascii = style == .help(.ascii)
        switch self {
        case .printable: return document ? "letters, digits" : "letters"
        case .mouse(let kind):
            switch kind {
            case .click: return "click"
            case .doubleClick: return document ? "double-click" : ascii ? "2x click" : "2×click"
            case .wheelUp, .wheelDown: return "wheel"
            }
        case .key(let key):
            switch key {
            case .character(" "): return "Space"
            case .character(let character): return document ? "`\(character)`" : String(character)
            case .control(let letter): return (document ? "Ctrl-" : "^") + letter.uppercased()
            case .alt(Key.backspaceCharacter): return document ? "Alt-Backspace" : "Alt-Bksp"
            case .alt(Key.enterCharacter): return "Alt-Enter"
            case .alt(" "): return "Alt-Space"
            case .alt(let letter): return "Alt-" + letter.uppercased()
            case .up: return ascii ? "Up" : "↑"
            case .down: return ascii ? "Dn" : "↓"
            case .left: return ascii ? "<-" : "←"
            case .right: return ascii ? "->" : "→"
            case .shiftUp: return ascii ? "S-Up" : "Shift-↑"
            case .shiftDown: return ascii ? "S-Dn" : "Shift-↓"
            case .shiftLeft: return ascii ? "S-<-" : "Shift-←"
            case .shiftRight: return ascii ? "S->" : "Shift-→"
            case .pageUp: return "PgUp"
            case .pageDown: return "PgDn"
            case .home: return "Home"
            case .end: return "End"
            case .enter: return "Enter"
            case .escape: return "Esc"
            case .backspace: return document ? "Backspace" : "Bksp"
            case .delete: return document ? "Delete" : "Del"
            case .tab: return "Tab"
            case .backTab: return "Shift-Tab"
            case .function(let number): return "F\(number)"
            }
        }
    }
}

extension KeyBinding {
    /// The row's keys in `style`, each name once, separated by spaces.
    public func keyNames(_ style: Trigger.NameStyle) -> String {
        var names: [String] = []
        for trigger in triggers {
            let name = trigger.name(style)
            if !names.contains(name) { names.append(name) }
        }
        return names.joined(separator: " ")
    }

    /// Where the row applies, in words, for the documentation.
    public var contextName: String {
        switch context {
        case .list: "list"
        case .query: "filter line"
        case .both: "both"
        case .help: "help"
        case .typing: "typing"
        }
    }
}
