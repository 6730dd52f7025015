/// Turns the characters a terminal sends into ``InputEvent``s, including the sequences that
/// start with Esc: Alt+key, cursor keys the terminal library did not decode, SGR and X10
/// mouse reports, and bracketed paste.
///
/// Feed it every character as it arrives; while ``isPending`` the caller waits at most
/// ``escapeTimeout`` for the next one and calls ``timeOut(at:)`` when none came. A lone Esc
/// becomes `.escape` only then; an Esc that begins a longer sequence never does.
///
///     var decoder = InputDecoder()
///     decoder.feed(27, at: now)            // []   (pending)
///     decoder.feed(UInt32(("b" as Unicode.Scalar).value), at: now)  // [.key(.alt("b"))]
public struct InputDecoder: Sendable {
    private enum State: Sendable {
        case ground
        /// After Esc.
        case escape
        /// After Esc `[`: parameter and intermediate characters so far.
        case controlSequence(String)
        /// After Esc `O`.
        case singleShift
        /// After Esc `[` `M`: the X10 mouse report's bytes so far.
        case x10Mouse([UInt32])
        /// Inside a bracketed paste: the text so far and how much of the end marker matched.
        case paste(String, matched: Int)
    }

    /// How long to wait for the rest of a sequence after Esc before taking it as a lone Esc.
    public var escapeTimeout: Duration
    /// How long a paste may pause before what arrived is taken as the whole paste.
    public var pasteTimeout: Duration
    /// Two presses closer than this at the same cell make a double click.
    public var doubleClickInterval: Duration

    private var state = State.ground
    private var lastPress: (x: Int, y: Int, time: Duration)?

    /// The end of a bracketed paste, after its Esc.
    private static let pasteEnd = Array("[201~".unicodeScalars.map(\.value))

    public init(escapeTimeout: Duration = .milliseconds(50), pasteTimeout: Duration = .milliseconds(500),
                doubleClickInterval: Duration = .milliseconds(300)) {
        self.escapeTimeout = escapeTimeout
        self.pasteTimeout = pasteTimeout
        self.doubleClickInterval = doubleClickInterval
    }

    /// Whether a sequence has begun and more characters are expected.
    public var isPending: Bool {
        if case .ground = state { return false }
        return true
    }

    /// How long to wait for the next character before calling ``timeOut(at:)``, or `nil`
    /// when nothing is pending.
    public var pendingTimeout: Duration? {
        switch state {
        case .ground: nil
        case .paste: pasteTimeout
        default: escapeTimeout
        }
    }

    /// The events completed by character `code` arriving at `now`.
    public mutating func feed(_ code: UInt32, at now: Duration) -> [InputEvent] {
        switch state {
        case .ground:
            if code == 27 {
                state = .escape
                return []
            }
            return Key(characterCode: code).map { [.key($0)] } ?? []
        case .escape:
            switch code {
            case 27:
                // Esc Esc: the first one was alone.
                return [.key(.escape)]
            case 0x5B:
                state = .controlSequence("")
                return []
            case 0x4F:
                state = .singleShift
                return []
            default:
                state = .ground
                guard let key = Key(characterCode: code) else { return [] }
                if case .character(let character) = key { return [.key(.alt(character))] }
                if key == .backspace { return [.key(.alt(Key.backspaceCharacter))] }
                if key == .enter { return [.key(.alt(Key.enterCharacter))] }
                // Alt with a control key: the key alone; the Esc never leaves.
                return [.key(key)]
            }
        case .controlSequence(let collected):
            guard let scalar = Unicode.Scalar(code), code >= 0x20, code <= 0x7E else {
                state = .ground
                return []
            }
            if code < 0x40 {
                state = .controlSequence(collected + String(Character(scalar)))
                return []
            }
            state = .ground
            return finishControlSequence(collected, final: Character(scalar), at: now)
        case .singleShift:
            state = .ground
            return Self.singleShiftKey(code).map { [.key($0)] } ?? []
        case .x10Mouse(var bytes):
            bytes.append(code)
            guard bytes.count == 3 else {
                state = .x10Mouse(bytes)
                return []
            }
            state = .ground
            let x = Int(bytes[1]) - 33, y = Int(bytes[2]) - 33
            guard bytes[0] >= 32 else { return [] }
            return mouse(button: Int(bytes[0]) - 32, isRelease: false, x: x, y: y, at: now)
        case .paste(var text, let matched):
            let expected: UInt32 = matched == 0 ? 27 : Self.pasteEnd[matched - 1]
            if code == expected {
                if matched == Self.pasteEnd.count {
                    state = .ground
                    return [.paste(text)]
                }
                state = .paste(text, matched: matched + 1)
                return []
            }
            // Not the end marker after all: what matched of it was text.
            if matched > 0 {
                text += "\u{1B}" + String(String.UnicodeScalarView(Self.pasteEnd[..<(matched - 1)].compactMap(Unicode.Scalar.init)))
            }
            if code == 27 {
                state = .paste(text, matched: 1)
            } else {
                if let scalar = Unicode.Scalar(code) { text.unicodeScalars.append(scalar) }
                state = .paste(text, matched: 0)
            }
            return []
        }
    }

    /// A key the terminal library decoded itself (cursor and function keys). Inside a paste
    /// Enter and Tab are text, other keys are dropped; after a lone Esc, Backspace is
    /// Alt-Backspace (the terminal's Backspace byte is one of the library's keys) and any
    /// other key is the key alone.
    public mutating func feed(key: Key, at now: Duration) -> [InputEvent] {
        switch state {
        case .paste(var text, _):
            if key == .enter { text += "\n" } else if key == .tab { text += "\t" }
            state = .paste(text, matched: 0)
            return []
        case .escape:
            state = .ground
            switch key {
            case .backspace: return [.key(.alt(Key.backspaceCharacter))]
            case .enter: return [.key(.alt(Key.enterCharacter))]
            default: return [.key(key)]
            }
        case .ground:
            state = .ground
            return [.key(key)]
        default:
            state = .ground
            return [.key(key)]
        }
    }

    /// Ends what is pending when no character came in time: a lone Esc is `.escape`, a
    /// paste that stalled is delivered as it is, an unfinished sequence is dropped.
    public mutating func timeOut(at now: Duration) -> [InputEvent] {
        defer { state = .ground }
        switch state {
        case .escape: return [.key(.escape)]
        case .paste(let text, let matched):
            return [.paste(text + (matched > 0 ? "\u{1B}" : ""))]
        default: return []
        }
    }

    private mutating func finishControlSequence(_ parameters: String, final: Character, at now: Duration) -> [InputEvent] {
        if parameters.hasPrefix("<"), final == "M" || final == "m" {
            let numbers = parameters.dropFirst().split(separator: ";").map { Int($0) }
            guard numbers.count == 3, let button = numbers[0], let x = numbers[1], let y = numbers[2] else { return [] }
            return mouse(button: button, isRelease: final == "m", x: x - 1, y: y - 1, at: now)
        }
        if parameters.isEmpty, final == "M" {
            state = .x10Mouse([])
            return []
        }
        if parameters == "200", final == "~" {
            state = .paste("", matched: 0)
            return []
        }
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        let first = fields.first.map(String.init) ?? ""
        // `1;2` is Shift (xterm's modifier 2); other modifiers leave the key as it is.
        let shifted = fields.count == 2 && fields[1] == "2"
        let key: Key? = switch final {
        case "A": shifted ? .shiftUp : .up
        case "B": shifted ? .shiftDown : .down
        case "C": shifted ? .shiftRight : .right
        case "D": shifted ? .shiftLeft : .left
        case "H": .home
        case "F": .end
        case "Z": .backTab
        case "~":
            switch first {
            case "1", "7": .home
            case "4", "8": .end
            case "3": .delete
            case "5": .pageUp
            case "6": .pageDown
            // F1…F12 as xterm and the VT220 send them (11–15, 17–21, 23, 24).
            case "11", "12", "13", "14", "15": .function(Int(first)! - 10)
            case "17", "18", "19", "20", "21": .function(Int(first)! - 11)
            case "23", "24": .function(Int(first)! - 12)
            default: nil
            }
        default: nil
        }
        return key.map { [.key($0)] } ?? []
    }

    private static func singleShiftKey(_ code: UInt32) -> Key? {
        switch code {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x50...0x53: .function(Int(code) - 0x50 + 1)
        default: nil
        }
    }

    /// A mouse report: button 0 presses are clicks (two at one cell within the interval a
    /// double click), buttons 64 and 65 the wheel; releases, motion and other buttons are
    /// dropped.
    private mutating func mouse(button: Int, isRelease: Bool, x: Int, y: Int, at now: Duration) -> [InputEvent] {
        guard !isRelease, button & 32 == 0, x >= 0, y >= 0 else { return [] }
        switch button & ~0b11100 {
        case 0:
            if let last = lastPress, last.x == x, last.y == y, now - last.time <= doubleClickInterval {
                lastPress = nil
                return [.mouse(MouseEvent(.doubleClick, x: x, y: y))]
            }
            lastPress = (x, y, now)
            return [.mouse(MouseEvent(.click, x: x, y: y))]
        case 64: return [.mouse(MouseEvent(.wheelUp, x: x, y: y))]
        case 65: return [.mouse(MouseEvent(.wheelDown, x: x, y: y))]
        default: return []
        }
    }
}
