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
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(value) + 0x60)))
        case 0..<32, 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
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

    /// The mouse action for an ncurses mouse event, or `nil` for one the list ignores.
    static func mouseEvent(buttons: mmask_t, x: Int32, y: Int32) -> MouseEvent? {
        let kind: MouseEvent.Kind
        if buttons & cl_button1_double_clicked() != 0 {
            kind = .doubleClick
        } else if buttons & cl_button1_clicked() != 0 {
            kind = .click
        } else if buttons & cl_button4_pressed() != 0 {
            kind = .wheelUp
        } else if buttons & cl_button5_pressed() != 0 {
            kind = .wheelDown
        } else {
            return nil
        }
        return MouseEvent(kind, x: Int(x), y: Int(y))
    }
}
