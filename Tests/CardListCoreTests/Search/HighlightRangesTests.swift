import Testing
@testable import CardListCore
@testable import Search

/// The matched characters a highlight covers: whole characters, found by walking scalars
/// with a grapheme step only where a character may hold several.
@Suite struct HighlightRangesTests {
    private func highlighted(_ query: String, in text: String) -> [String] {
        Matcher(query: query).matchedRanges(in: text).map { String(text[$0]) }
    }

    @Test func plainTextRangesAreTheMatchedRuns() {
        #expect(highlighted("sebo", in: "Seammesbo Ziokgin") == ["Se", "bo"])
    }

    @Test func anAccentMarkAfterAnASCIILetterIsHighlightedWithIt() {
        // "e" followed by a combining acute: one character of two scalars.
        let text = "cafe\u{301} noir"
        #expect(highlighted("cafe", in: text) == ["cafe\u{301}"])
        #expect(highlighted("e", in: text).allSatisfy { $0.count == 1 })
    }

    @Test func carriageReturnAndLineFeedStayOneCharacter() {
        let text = "a\r\nb"
        let covered = [false, true, false, false]
        let ranges = Matcher.characterRanges(in: text, covered: covered)
        #expect(ranges.map { String(text[$0]) } == ["\r\n"])
    }

    @Test func rangesStayOnCharacterBoundariesInEmojiSequences() {
        let text = "x👍🏽y"
        // Scalars: x, 👍, 🏽, y. The skin tone alone is covered: the whole emoji is.
        let ranges = Matcher.characterRanges(in: text, covered: [false, false, true, false])
        #expect(ranges.map { String(text[$0]) } == ["👍🏽"])
        #expect(Matcher.characterRanges(in: text, covered: [true, false, false, true]).map { String(text[$0]) } == ["x", "y"])
    }

    @Test func aSingleWordQueryParsesAsTheGeneralParserWould() {
        for word in ["latte", "Flat", "x2", "seammesbozio"] {
            #expect(SearchQuery(word) == SearchQuery(" \(word) "))
            #expect(SearchQuery(word, exact: true) == SearchQuery(" \(word) ", exact: true))
        }
        #expect(SearchQuery("^caf").groups[0][0].kind == .prefix)
        #expect(SearchQuery("café").groups == SearchQuery(" café").groups)
    }
}
