import InputEvents
import Testing

/// The keys `--bind` can name that arrive as sequences: Shift with the arrows, the function
/// keys as xterm sends them, Alt-Enter and Alt-Space.
@Suite struct InputDecoderBindingKeysTests {
    private func feed(_ text: String, into decoder: inout InputDecoder) -> [InputEvent] {
        text.unicodeScalars.flatMap { decoder.feed($0.value, at: .zero) }
    }

    @Test func shiftWithAnArrowIsItsOwnKey() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}[1;2A\u{1B}[1;2B\u{1B}[1;2C\u{1B}[1;2D", into: &decoder)
                == [.key(.shiftUp), .key(.shiftDown), .key(.shiftRight), .key(.shiftLeft)])
    }

    @Test func otherModifiersLeaveTheArrowAsItIs() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}[1;5A\u{1B}[1;3D", into: &decoder) == [.key(.up), .key(.left)])
    }

    @Test func functionKeysArriveAsXtermSendsThem() {
        var decoder = InputDecoder()
        let sequences = ["OP", "OQ", "OR", "OS", "[15~", "[17~", "[18~", "[19~", "[20~", "[21~", "[23~", "[24~"]
        let keys = sequences.flatMap { feed("\u{1B}" + $0, into: &decoder) }
        #expect(keys == (1...12).map { InputEvent.key(.function($0)) })
        #expect(feed("\u{1B}[11~\u{1B}[14~", into: &decoder) == [.key(.function(1)), .key(.function(4))])
    }

    @Test func escThenEnterIsAltEnter() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}\r", into: &decoder) == [.key(.alt(Key.enterCharacter))])
        _ = decoder.feed(27, at: .zero)
        #expect(decoder.feed(key: .enter, at: .zero) == [.key(.alt(Key.enterCharacter))])
    }

    @Test func escThenSpaceIsAltSpace() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B} ", into: &decoder) == [.key(.alt(" "))])
    }
}
