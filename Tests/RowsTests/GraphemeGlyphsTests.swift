import Testing
@testable import Rows

/// A grapheme keeps its first glyph in place and any further ones after it.
@Suite struct GraphemeGlyphsTests {
    @Test func aPlainCharacterIsOneGlyph() {
        let grapheme = Grapheme.graphemes(of: "a")[0]
        #expect(grapheme.glyphs.count == 1)
        #expect(grapheme.glyphs.map(\.text) == ["a"])
        #expect(grapheme.width == 1)
    }

    @Test func aFormatCharacterIsSeveralGlyphsInOrder() {
        // A right-to-left override is drawn as its visible code, one glyph per cell.
        let grapheme = Grapheme.graphemes(of: "\u{202E}")[0]
        #expect(grapheme.glyphs.map(\.text).joined() == "<U+202E>")
        #expect(grapheme.glyphs.count == grapheme.width)
        #expect(Array(grapheme.glyphs.indices) == Array(0..<grapheme.glyphs.count))
    }

    @Test func graphemesCompareByTheirGlyphs() {
        #expect(Grapheme.graphemes(of: "ab")[0] == Grapheme.graphemes(of: "a")[0])
        #expect(Grapheme.graphemes(of: "ab")[1] != Grapheme.graphemes(of: "a")[0])
        #expect(Grapheme([]).glyphs.isEmpty)
        #expect(Grapheme([]).width == 0)
    }

    @Test func onlyAPlainSpaceIsWhitespace() {
        #expect(Grapheme.graphemes(of: " ")[0].isWhitespace)
        #expect(!Grapheme.graphemes(of: "a")[0].isWhitespace)
        #expect(!Grapheme.graphemes(of: "\u{3000}")[0].isWhitespace)
    }
}
