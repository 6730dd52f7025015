import CNcursesw
import InputEvents
import Rows

/// Turns the characters and key codes `wget_wch` returns into ``Key``s; mouse and resize
/// are decoded by the session.
enum KeyDecoder {
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
        case KEY_SR: return .shiftUp
        case KEY_SF: return .shiftDown
        case KEY_SLEFT: return .shiftLeft
        case KEY_SRIGHT: return .shiftRight
        case cl_key_f(1)...cl_key_f(12): return .function(Int(code - KEY_F0))
        default: return nil
        }
    }
}
