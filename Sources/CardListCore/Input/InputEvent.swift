/// What the terminal reports: a key, a mouse action or a new size. The terminal layer
/// decodes ncurses input into these; the list state reacts to them without any terminal.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(width: Int, height: Int)
}

/// A decoded key press.
public enum Key: Hashable, Sendable {
    /// A printable character (never a control character).
    case character(Character)
    /// Ctrl plus a letter, given in lower case: `.control("u")` is Ctrl-U.
    case control(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    /// F1…F12.
    case function(Int)
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
