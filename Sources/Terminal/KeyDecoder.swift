import CNcursesw
import CardListCore
import Rows

/// Turns what `wget_wch` returns into ``InputEvent``s.
enum KeyDecoder {
    /// The event for a character (`OK`) or key code (`KEY_CODE_YES`) from `wget_wch`, or
    /// `nil` for input the list has no use for. Mouse and resize are decoded by the session.
    static func event(isKeyCode: Bool, value: UInt32) -> InputEvent? {
        let key = isKeyCode ? key(forKeyCode: Int32(bitPattern: value)) : key(forCharacter: value)
        return key.map(InputEvent.key)
    }

    /// The key for a character code: controls by name, printable characters as themselves.
    static func key(forCharacter value: UInt32) -> Key? {
        Key(characterCode: value)
    }

    /// The key for a curses key code (`KEY_UP`, `KEY_F(1)`, …).
    static func key(forKeyCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        case cl_key_f(1)...cl_key_f(12): return .function(Int(code - KEY_F0))
        default: return nil
        }
    }
}
