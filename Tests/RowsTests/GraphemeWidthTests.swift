import Testing
@testable import Rows

@Suite struct GraphemeWidthTests {
    @Test func asciiIsOneColumnPerCharacter() {
        #expect(Grapheme.width(of: "Latte") == 5)
    }

    @Test func cjkIsTwoColumns() {
        #expect(Grapheme.width(of: "抹茶") == 4)
    }

    @Test func combiningMarksTakeNoColumns() {
        #expect(Grapheme.width(of: "e\u{301}") == 1)
        #expect(Grapheme.graphemes(of: "e\u{301}").count == 1)
    }

    @Test func emojiSequencesAreTwoColumns() {
        #expect(Grapheme.width(of: "❤️") == 2)
        #expect(Grapheme.width(of: "👨‍👩‍👧") == 2)
        #expect(Grapheme.width(of: "👍🏽") == 2)
        #expect(Grapheme.width(of: "🇫🇷") == 2)
        #expect(Grapheme.width(of: "☕") == 2)
    }

    @Test func escapeIsShownAsControlPicture() {
        let glyphs = Grapheme.graphemes(of: "\u{1B}[31m").flatMap(\.glyphs).map(\.text)
        #expect(glyphs == ["␛", "[", "3", "1", "m"])
    }

    @Test func escapeIsCaretNotationInASCII() {
        let glyphs = Grapheme.graphemes(of: "\u{1B}", charset: .ascii).flatMap(\.glyphs).map(\.text)
        #expect(glyphs == ["^", "["])
    }

    @Test func bidiOverrideIsShownAsCodePoint() {
        let text = Grapheme.graphemes(of: "a\u{202E}b").flatMap(\.glyphs).map(\.text).joined()
        #expect(text == "a<U+202E>b")
    }

    @Test func loneCombiningMarkSitsOnDottedCircle() {
        let text = Grapheme.graphemes(of: "\u{301}").flatMap(\.glyphs).map(\.text).joined()
        #expect(text == "\u{25CC}\u{301}")
    }
}
