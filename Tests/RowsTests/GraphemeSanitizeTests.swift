import Testing
@testable import Rows

/// Every class of character that would be invisible, or would change what comes after it,
/// reaches cells only in a visible form.
@Suite struct GraphemeSanitizeTests {
    /// The glyphs' text joined, and the total width.
    private func visible(_ string: String, charset: Charset = .unicode) -> (String, Int) {
        let graphemes = Grapheme.graphemes(of: string, charset: charset)
        let text = graphemes.flatMap(\.glyphs).map(\.text).joined()
        #expect(Grapheme.width(of: string, charset: charset) == graphemes.reduce(0) { $0 + $1.width })
        return (text, graphemes.reduce(0) { $0 + $1.width })
    }

    @Test func loneVariationSelectorsAreShownAsCodePoints() {
        #expect(visible("\u{FE0F}") == ("<U+FE0F>", 8))
        #expect(visible("\u{FE0E}") == ("<U+FE0E>", 8))
        #expect(visible("\u{E0100}") == ("<U+E0100>", 9))
        #expect(visible("\u{34F}") == ("<U+034F>", 8))
    }

    @Test func variationSelectorAfterALetterStaysWithIt() {
        #expect(visible("x\u{FE0E}") == ("x\u{FE0E}", 1))
    }

    @Test func tagCharactersOutsideAFlagAreShownAsCodePoints() {
        #expect(visible("a\u{E0041}\u{E007F}") == ("a<U+E0041><U+E007F>", 19))
    }

    @Test func tagSequenceOfAFlagStaysOneGlyph() {
        let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        #expect(visible(scotland) == (scotland, 2))
    }

    @Test func hangulFillersAreShownAsCodePoints() {
        #expect(visible("\u{115F}\u{1160}") == ("<U+115F><U+1160>", 16))
        #expect(visible("a\u{3164}b\u{FFA0}") == ("a<U+3164>b<U+FFA0>", 18))
    }

    @Test func arabicLetterMarkMongolianSeparatorAndAnnotationsAreShown() {
        #expect(visible("\u{61C}\u{180E}") == ("<U+061C><U+180E>", 16))
        #expect(visible("\u{FFF9}x\u{FFFA}y\u{FFFB}") == ("<U+FFF9>x<U+FFFA>y<U+FFFB>", 26))
    }

    @Test func loneZeroWidthJoinerIsShown() {
        #expect(visible("\u{200D}") == ("<U+200D>", 8))
        #expect(visible("a\u{200D}b") == ("a<U+200D>b", 10))
    }

    @Test func zeroWidthNonJoinerInsideAnEmojiSequenceIsShownAfterIt() {
        #expect(visible("👍\u{FE0F}\u{200C}") == ("👍\u{FE0F}<U+200C>", 10))
    }

    @Test func longestEmojiSequenceIsKeptWhole() {
        let kiss = "👩🏻\u{200D}❤\u{FE0F}\u{200D}💋\u{200D}👨🏼"
        #expect(kiss.unicodeScalars.count == 10)
        #expect(visible(kiss) == (kiss, 2))
    }

    @Test func cutEmojiSequenceNeverEndsInAJoiner() {
        let overlong = "👩🏻\u{200D}❤\u{FE0F}\u{200D}💋\u{200D}👨\u{200D}👧"
        let (text, width) = visible(overlong)
        #expect(width == 2)
        #expect(text.unicodeScalars.count <= Grapheme.maxScalarsPerEmoji)
        #expect(text.unicodeScalars.last?.value != 0x200D)
    }

    @Test func zalgoMarksAreCutToWhatOneCellHolds() {
        let zalgo = "a" + String(repeating: "\u{301}", count: 40)
        let graphemes = Grapheme.graphemes(of: zalgo)
        #expect(graphemes.count == 1)
        #expect(graphemes[0].width == 1)
        #expect(graphemes[0].glyphs[0].text.unicodeScalars.count == Grapheme.maxScalarsPerGlyph)
    }

    @Test func lineSeparatorsNextLineAndSoftHyphenAreShown() {
        #expect(visible("\u{2028}\u{2029}\u{85}\u{AD}") == ("<U+2028><U+2029><U+0085><U+00AD>", 32))
    }

    @Test func bidiIsolatesEmbeddingsAndByteOrderMarkAreShown() {
        #expect(visible("\u{2066}\u{202A}\u{FEFF}") == ("<U+2066><U+202A><U+FEFF>", 24))
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        let decoded = String(decoding: [0x61, 0xFF, 0xC3, 0x62] as [UInt8], as: UTF8.self)
        #expect(visible(decoded) == ("a\u{FFFD}\u{FFFD}b", 4))
    }

    @Test func deleteAndCarriageReturnAreControlPicturesOrCarets() {
        #expect(visible("\u{7F}\r") == ("\u{2421}\u{240D}", 2))
        #expect(visible("\u{7F}\r", charset: .ascii) == ("^?^M", 4))
    }

    @Test func printableASCIIBecomesOneGraphemeAByteLikeAnyOtherText() {
        for string in ["", "a", "Hello, world ~!", " 0123456789:;<=>?@[\\]^_`{|}"] {
            let fast = Grapheme.graphemes(of: string)
            let oneByOne = string.map { Grapheme(Glyph(unchecked: String($0), width: 1)) }
            #expect(fast == oneByOne)
            #expect(Grapheme.width(of: string) == string.count)
        }
        // Not printable ASCII: a tab, CR LF, a combining mark after a letter.
        #expect(Grapheme.graphemes(of: "a\tb").count == 3)
        #expect(!Grapheme.graphemes(of: "a\r\nb").flatMap(\.glyphs).contains { $0.text.contains("\r\n") || $0.text.contains("\n") })
        #expect(Grapheme.graphemes(of: "e\u{301}x").count == 2)
    }
}
