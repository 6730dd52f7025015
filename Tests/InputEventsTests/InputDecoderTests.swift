import Testing
@testable import InputEvents

/// Decoding what the terminal sends after Esc: Alt+key, lone Esc, paste and mouse reports.
@Suite struct InputDecoderTests {
    private func feed(_ text: String, into decoder: inout InputDecoder, at now: Duration = .zero) -> [InputEvent] {
        text.unicodeScalars.flatMap { decoder.feed($0.value, at: now) }
    }

    @Test func altLetterArrivesAsEscThenTheLetterAndIsOneAltKey() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}b", into: &decoder) == [.key(.alt("b"))])
        #expect(!decoder.isPending)
    }

    @Test func loneEscIsEscOnlyAfterTheTimeout() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}", into: &decoder).isEmpty)
        #expect(decoder.isPending)
        #expect(decoder.pendingTimeout == .milliseconds(50))
        #expect(decoder.timeOut(at: .zero) == [.key(.escape)])
        #expect(!decoder.isPending)
    }

    @Test func escFollowedByEscGivesTheFirstAsEsc() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}\u{1B}", into: &decoder) == [.key(.escape)])
        #expect(decoder.timeOut(at: .zero) == [.key(.escape)])
    }

    @Test func unknownControlSequenceIsDroppedAndNeverAnEsc() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}[1;5Q", into: &decoder).isEmpty)
        #expect(!decoder.isPending)
        #expect(feed("\u{1B}[12", into: &decoder).isEmpty)
        #expect(decoder.timeOut(at: .zero).isEmpty)
    }

    @Test func cursorSequencesNcursesLeftAloneBecomeKeys() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}[A\u{1B}OB\u{1B}[3~\u{1B}[1;2H", into: &decoder) == [.key(.up), .key(.down), .key(.delete), .key(.home)])
    }

    @Test func bracketedPasteIsOneTextEventWithItsNewlines() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}[200~ab\rc\u{1B}[201~", into: &decoder) == [.paste("ab\rc")])
        #expect(!decoder.isPending)
    }

    @Test func escInsideAPasteThatIsNotTheEndMarkerStaysText() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}[200~a\u{1B}[20x\u{1B}[201~", into: &decoder) == [.paste("a\u{1B}[20x")])
    }

    @Test func keysNcursesDecodedInsideAPasteAreText() {
        var decoder = InputDecoder()
        _ = feed("\u{1B}[200~a", into: &decoder)
        #expect(decoder.feed(key: .enter, at: .zero).isEmpty)
        #expect(feed("b\u{1B}[201~", into: &decoder) == [.paste("a\nb")])
    }

    @Test func stalledPasteIsDeliveredAfterItsTimeout() {
        var decoder = InputDecoder()
        _ = feed("\u{1B}[200~abc", into: &decoder)
        #expect(decoder.pendingTimeout == .milliseconds(500))
        #expect(decoder.timeOut(at: .zero) == [.paste("abc")])
    }

    @Test func sgrMousePressPastColumn223IsAClickAndReleaseIsDropped() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}[<0;300;5M", into: &decoder) == [.mouse(MouseEvent(.click, x: 299, y: 4))])
        #expect(feed("\u{1B}[<0;300;5m", into: &decoder).isEmpty)
    }

    @Test func sgrWheelAndMotionReports() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}[<64;3;4M", into: &decoder) == [.mouse(MouseEvent(.wheelUp, x: 2, y: 3))])
        #expect(feed("\u{1B}[<65;3;4M", into: &decoder) == [.mouse(MouseEvent(.wheelDown, x: 2, y: 3))])
        #expect(feed("\u{1B}[<32;3;4M", into: &decoder).isEmpty)
    }

    @Test func twoPressesAtOneCellWithinTheIntervalAreADoubleClick() {
        var decoder = InputDecoder()
        #expect(feed("\u{1B}[<0;5;5M", into: &decoder, at: .zero) == [.mouse(MouseEvent(.click, x: 4, y: 4))])
        #expect(feed("\u{1B}[<0;5;5M", into: &decoder, at: .milliseconds(200)) == [.mouse(MouseEvent(.doubleClick, x: 4, y: 4))])
        #expect(feed("\u{1B}[<0;5;5M", into: &decoder, at: .milliseconds(1000)) == [.mouse(MouseEvent(.click, x: 4, y: 4))])
        #expect(feed("\u{1B}[<0;6;5M", into: &decoder, at: .milliseconds(1100)) == [.mouse(MouseEvent(.click, x: 5, y: 4))])
    }

    @Test func x10MouseReportIsAClick() {
        var decoder = InputDecoder()
        let report = "\u{1B}[M" + String(UnicodeScalar(32)) + String(UnicodeScalar(33 + 10)) + String(UnicodeScalar(33 + 3))
        #expect(feed(report, into: &decoder) == [.mouse(MouseEvent(.click, x: 10, y: 3))])
    }

    @Test func plainCharactersAndControlsPassStraightThrough() {
        var decoder = InputDecoder()
        #expect(feed("a\r\n\u{0B}\u{7F}", into: &decoder) == [.key(.character("a")), .key(.enter), .key(.control("j")), .key(.control("k")), .key(.backspace)])
    }
}

extension InputDecoderTests {
    @Test func altBackspaceIsAnAltKeyNotABackspace() {
        var decoder = InputDecoder()
        #expect(decoder.feed(27, at: .zero).isEmpty)
        #expect(decoder.feed(127, at: .zero) == [.key(.alt(Key.backspaceCharacter))])
    }

    @Test func altBackspaceIsAnAltKeyWhenTheTerminalLibraryDecodedTheBackspace() {
        // With keypad mode on, ncurses hands the terminal's Backspace byte over as its
        // Backspace key: after an Esc it is still Alt-Backspace.
        var decoder = InputDecoder()
        #expect(decoder.feed(27, at: .zero).isEmpty)
        #expect(decoder.feed(key: .backspace, at: .zero) == [.key(.alt(Key.backspaceCharacter))])
        #expect(decoder.feed(27, at: .zero).isEmpty)
        #expect(decoder.feed(key: .left, at: .zero) == [.key(.left)])
        #expect(decoder.feed(key: .backspace, at: .zero) == [.key(.backspace)])
    }
}
