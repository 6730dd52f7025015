import CNcursesw
import InputEvents
import Testing
@testable import Terminal

/// Which bytes are taken from one `read`, and which are left for ncurses to match.
@Suite struct DirectInputTests {
    /// A terminal description like xterm's with the keypad on: the arrows as `Esc O A`…,
    /// F1 as `Esc O P`, Delete as `Esc [ 3 ~`, Backspace as DEL.
    static let bound: [[UInt8]: Int32] = [
        Array("\u{1B}OA".utf8): KEY_UP, Array("\u{1B}OB".utf8): KEY_DOWN,
        Array("\u{1B}OP".utf8): cl_key_f(1), Array("\u{1B}[3~".utf8): KEY_DC, [0x7F]: KEY_BACKSPACE,
    ]

    /// `key_defined` over ``bound``: the code, -1 for a proper prefix of one, else 0.
    static func keyDefined(_ bytes: [UInt8]) -> Int32 {
        if let code = bound[bytes] { return code }
        return bound.keys.contains { $0.count > bytes.count && Array($0.prefix(bytes.count)) == bytes } ? -1 : 0
    }

    let input = DirectInput(keyDefined: DirectInputTests.keyDefined)

    func events(_ text: String, decoder: inout InputDecoder) -> [InputEvent]? {
        var input = input
        return input.events(for: Array(text.utf8), decoder: &decoder, at: .zero)
    }

    func events(_ text: String) -> [InputEvent]? {
        var decoder = InputDecoder()
        return events(text, decoder: &decoder)
    }

    @Test func textTypedAheadArrivesAsItsCharacters() {
        #expect(events("abc") == [.key(.character("a")), .key(.character("b")), .key(.character("c"))])
        #expect(events("é日") == [.key(.character("é")), .key(.character("日"))])
        #expect(events("\r") == [.key(.enter)])
    }

    @Test func aSequenceBoundToNothingIsDecodedAsTheDecoderReadsIt() {
        #expect(events("\u{1B}[B") == [.key(.down)])
        #expect(events("\u{1B}x") == [.key(.alt("x"))])
    }

    @Test func aSequenceBoundWholeBecomesItsKey() {
        #expect(events("\u{1B}OA") == [.key(.up)])
        #expect(events("\u{1B}OP") == [.key(.function(1))])
        #expect(events("\u{1B}[3~") == [.key(.delete)])
    }

    @Test func boundSingleBytesAreLeftToNcurses() {
        // DEL is Backspace's key code there: ncurses turns it, so the byte is not taken.
        #expect(events("\u{7F}") == nil)
        #expect(events("a\u{7F}") == nil)
    }

    @Test func whatNcursesCouldMatchDifferentlyIsLeftToIt() {
        #expect(events("\u{1B}") == nil, "a lone Esc waits for what follows")
        #expect(events("\u{1B}O") == nil, "the start of a bound sequence waits for the rest")
        #expect(events("\u{1B}[3") == nil, "a sequence cut short")
        #expect(events("\u{1B}OAb") == nil, "a bound sequence with more after it")
        #expect(events("\u{1B}[B\u{1B}[B") == nil, "two sequences")
        #expect(events("a\u{1B}[B") == nil, "text, then a sequence")
        var decoder = InputDecoder(), input = input
        #expect(input.events(for: [0xFF], decoder: &decoder, at: .zero) == nil, "bytes that are not UTF-8")
        #expect(input.events(for: [0xC3], decoder: &decoder, at: .zero) == nil, "a character cut short")
        #expect(events("") == nil)
    }

    @Test func aShorterBoundSequenceAtTheStartIsLeftToNcurses() {
        var input = DirectInput { bytes in bytes == Array("\u{1B}[".utf8) ? KEY_HOME : 0 }
        var decoder = InputDecoder()
        #expect(input.events(for: Array("\u{1B}[B".utf8), decoder: &decoder, at: .zero) == nil)
    }

    @Test func leftBytesLeaveTheDecoderAsItWas() {
        var decoder = InputDecoder()
        #expect(events("\u{1B}[3", decoder: &decoder) == nil)
        #expect(!decoder.isPending)
        #expect(events("b", decoder: &decoder) == [.key(.character("b"))])
    }

    @Test func aDecoderInTheMiddleOfASequenceTakesNothing() {
        var decoder = InputDecoder()
        _ = decoder.feed(0x1B, at: .zero)
        #expect(events("b", decoder: &decoder) == nil)
        #expect(decoder.isPending)
    }

    @Test func aSequenceSeenBeforeGetsTheSameAnswer() {
        var asked = 0
        var input = DirectInput { bytes in
            asked += 1
            return DirectInputTests.keyDefined(bytes)
        }
        let before = asked
        for _ in 0..<3 {
            var decoder = InputDecoder()
            #expect(input.events(for: Array("\u{1B}OB".utf8), decoder: &decoder, at: .zero) == [.key(.down)])
            #expect(input.events(for: Array("\u{1B}[B".utf8), decoder: &decoder, at: .zero) == [.key(.down)])
            #expect(input.events(for: Array("\u{1B}OAb".utf8), decoder: &decoder, at: .zero) == nil)
        }
        // Each sequence is looked up in ncurses' tables (whole and its prefixes) once.
        #expect(asked - before == 2 + 2 + 3)
    }
}
