import CardListCore

/// Feeds bytes to ``InputDecoder`` as a terminal's keys arrive: most as characters, with
/// 0xFE standing for a pause (the escape timeout) and 0xFF plus the next byte for a key
/// ncurses decoded itself. Checks what a decoded stream must always be, and that a
/// bracketed paste of the same bytes gives them back as one text.
enum KeyChecks {
    /// Keys ncurses hands over already decoded (keypad mode).
    static let libraryKeys: [Key] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
                                     .backspace, .delete, .enter, .tab, .backTab, .escape, .function(1)]

    static func run(_ input: [UInt8]) {
        var decoder = InputDecoder()
        var now = Duration.zero
        var events: [InputEvent] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            now += .milliseconds(1)
            switch byte {
            case 0xFE:
                now += .milliseconds(600)
                events += decoder.timeOut(at: now)
            case 0xFF where index + 1 < input.count:
                index += 1
                events += decoder.feed(key: libraryKeys[Int(input[index]) % libraryKeys.count], at: now)
            default:
                events += decoder.feed(UInt32(byte), at: now)
            }
            index += 1
        }
        events += decoder.timeOut(at: now + .seconds(1))
        precondition(!decoder.isPending && decoder.pendingTimeout == nil, "a pause must end whatever was pending")
        for event in events { check(event) }
        checkPaste(of: input)
    }

    /// A typed character is never a control character, with Alt or without (Alt-Enter and
    /// Alt-Backspace are named by the characters of their keys).
    static func check(_ event: InputEvent) {
        guard case .key(let key) = event else { return }
        let character: Character? = switch key {
        case .character(let c): c
        case .alt(let c) where c == Key.enterCharacter: nil
        case .alt(let c): c
        default: nil
        }
        guard let character else { return }
        for scalar in character.unicodeScalars {
            precondition(scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value)
                             || character == Key.backspaceCharacter,
                         "a control character came through as a typed one")
        }
    }

    /// Text without Esc, pasted between the bracketed-paste markers, comes back whole as
    /// one paste and nothing else.
    static func checkPaste(of input: [UInt8]) {
        let text = input.filter { $0 != 27 && $0 < 0xFE }
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        let bytes = Array("\u{1B}[200~".utf8) + text + Array("\u{1B}[201~".utf8)
        for byte in bytes { events += decoder.feed(UInt32(byte), at: .zero) }
        let expected = String(String.UnicodeScalarView(text.compactMap { Unicode.Scalar(UInt32($0)) }))
        precondition(events == [.paste(expected)], "a paste did not come back as one text")
    }
}
