import Testing
@testable import Rows

/// A glyph keeps its text in place (or numbered in the table of long texts), so cells are
/// plain values that copy without reference counting.
@Suite struct GlyphStorageTests {
    @Test func textsOfEveryLengthComeBackAsGiven() {
        let texts = ["a", " ", "é", "e\u{301}", "漢", "👍🏽", "abcdefghijklmno", "abcdefghijklmnop",
                     "👨‍👩‍👧‍👦", "a" + String(repeating: "\u{301}", count: 40)]
        for text in texts {
            #expect(Glyph(unchecked: text, width: 1).text == text)
        }
    }

    @Test func equalTextsMakeEqualGlyphsAndUnequalOnesDiffer() {
        let family = "👨‍👩‍👧‍👦"
        #expect(Glyph(unchecked: family, width: 2) == Glyph(unchecked: String(family), width: 2))
        #expect(Glyph(unchecked: family, width: 2).hashValue == Glyph(unchecked: family, width: 2).hashValue)
        #expect(Glyph(unchecked: "ab", width: 1) != Glyph(unchecked: "a", width: 1))
        #expect(Glyph(unchecked: "a", width: 1) != Glyph(unchecked: "a", width: 2))
        #expect(Glyph(unchecked: family, width: 2) != Glyph(unchecked: "👨‍👩‍👧", width: 2))
    }

    @Test func asciiValueIsOnlyForOneASCIICharacter() {
        #expect(Glyph(unchecked: "x", width: 1).asciiValue == UInt8(ascii: "x"))
        #expect(Glyph(unchecked: "é", width: 1).asciiValue == nil)
        #expect(Glyph(unchecked: "ab", width: 1).asciiValue == nil)
        #expect(Glyph(unchecked: String(repeating: "a", count: 20), width: 1).asciiValue == nil)
    }

    @Test func cellsHoldNoReferences() {
        #expect(_isPOD(Glyph.self))
        #expect(_isPOD(Cell.self))
    }
}
