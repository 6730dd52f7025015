/// What the terminal reports: a key, a mouse action or a new size. The terminal layer
/// decodes ncurses input into these; the list state reacts to them without any terminal.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(width: Int, height: Int)
    /// Text pasted while bracketed paste was on: it is text to insert, never keys.
    case paste(String)
}

/// A decoded key press.
public enum Key: Hashable, Sendable {
    /// A printable character (never a control character).
    case character(Character)
    /// Ctrl plus a letter, given in lower case: `.control("u")` is Ctrl-U.
    case control(Character)
    /// Alt (Meta) plus a printable character, which terminals send as Esc and the character;
    /// Alt-Backspace is `.alt(Key.backspaceCharacter)` and Alt-Enter `.alt(Key.enterCharacter)`.
    case alt(Character)
    case up, down, left, right
    /// The arrows with Shift (xterm's `Esc [ 1 ; 2 A`…, or the terminal library's codes for them).
    case shiftUp, shiftDown, shiftLeft, shiftRight
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    /// F1…F12.
    case function(Int)

    /// The character Alt-Backspace carries (DEL).
    public static let backspaceCharacter: Character = "\u{7F}"
    /// The character Alt-Enter carries (carriage return).
    public static let enterCharacter: Character = "\r"

    /// The key for a character code: controls by name, printable characters as themselves,
    /// or `nil` for a control character the list has no use for.
    ///
    /// Enter is carriage return (13); line feed (10) is Ctrl-J, as the terminal sends it.
    public init?(characterCode value: UInt32) {
        switch value {
        case 9: self = .tab
        case 13: self = .enter
        case 27: self = .escape
        case 8, 127: self = .backspace
        case 1...26: self = .control(Character(Unicode.Scalar(UInt8(value) + 0x60)))
        case 0..<32, 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            self = .character(Character(scalar))
        }
    }
}

/// A decoded mouse action at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case click, doubleClick, wheelUp, wheelDown
    }

    public var kind: Kind
    public var x: Int
    public var y: Int

    public init(_ kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}
