import Testing
@testable import Rows

@Suite struct TextLayoutTests {
    private func strings(_ lines: [TextLayout.Line]) -> [String] {
        lines.map { $0.flatMap(\.grapheme.glyphs).map(\.text).joined() }
    }

    @Test func wrapBreaksAtSpacesWithinTheWidth() {
        #expect(strings(TextLayout.wrap("A bright, fruity espresso", width: 10)) == ["A bright,", "fruity", "espresso"])
    }

    @Test func wrapBreaksAWordLongerThanTheLineBetweenGraphemes() {
        #expect(strings(TextLayout.wrap("abcdefgh", width: 3)) == ["abc", "def", "gh"])
    }

    @Test func wrapNeverSplitsAWideCharacterAcrossTheEdge() {
        #expect(strings(TextLayout.wrap("抹茶抹茶", width: 3)) == ["抹", "茶", "抹", "茶"])
    }

    @Test func wrapKeepsNewlinesAsLineBreaks() {
        #expect(strings(TextLayout.wrap("one\n\ntwo", width: 10)) == ["one", "", "two"])
    }

    @Test func wrapAtZeroWidthGivesNoLines() {
        #expect(TextLayout.wrap("text", width: 0).isEmpty)
    }

    @Test func truncateEndsWithEllipsisWithinTheWidth() {
        let line = TextLayout.truncate(Text("Caffè latte"), width: 6)
        #expect(strings([line]) == ["Caffè…"])
        #expect(TextLayout.width(of: line) == 6)
    }

    @Test func truncateDoesNotCutAWideCharacterInHalf() {
        let line = TextLayout.truncate(Text("抹茶ラテ"), width: 4)
        #expect(strings([line]) == ["抹…"])
    }

    @Test func truncateUsesThreeDotsInASCII() {
        #expect(strings([TextLayout.truncate(Text("espresso"), width: 6, charset: .ascii)]) == ["esp..."])
    }

    @Test func textThatFitsIsNotTruncated() {
        #expect(strings([TextLayout.truncate(Text("mocha"), width: 5)]) == ["mocha"])
    }
}
