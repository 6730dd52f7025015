import Testing
@testable import Rows

@Suite struct TextLayoutTests {
    private func strings(_ lines: [TextLayout.Line]) -> [String] {
        lines.map { $0.flatMap(\.grapheme.glyphs).map(\.text).joined() }
    }

    @Test func wrapBreaksAtSpacesWithinTheWidth() {
        #expect(strings(TextLayout.wrap("A bright, fruity espresso", width: 10)) == ["A bright,", "fruity", "espresso"])
    }

    @Test func wrapKeepsTheBlanksBetweenWordsInTheirOwnStyle() {
        let line = TextLayout.wrap("one \(Text("two").underline()) three", width: 40)
        #expect(line.count == 1)
        let underlined = line[0].map { $0.style.attributes.contains(.underline) }
        // "one " plain, "two" underlined, " three" plain: the blanks are not underlined.
        #expect(underlined == [false, false, false, false, true, true, true, false, false, false, false, false, false])
        let words = TextLayout.wrap(Text("two words").underline(), width: 40)
        #expect(words[0].allSatisfy { $0.style.attributes.contains(.underline) })
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

@Suite struct TextLayoutEdgeTests {
    private func strings(_ lines: [TextLayout.Line]) -> [String] {
        lines.map { $0.flatMap(\.grapheme.glyphs).map(\.text).joined() }
    }

    @Test func wideCharacterOnAOneColumnLineBecomesAnEllipsis() {
        let lines = TextLayout.wrap("抹茶 a", width: 1)
        #expect(strings(lines) == ["…", "…", "a"])
        #expect(lines.allSatisfy { TextLayout.width(of: $0) <= 1 })
    }

    @Test func wideCharacterOnAOneColumnLineIsADotInASCII() {
        #expect(strings(TextLayout.wrap("抹", width: 1, charset: .ascii)) == ["."])
    }

    @Test func trailingAndLeadingSpacesDoNotMakeExtraLines() {
        #expect(strings(TextLayout.wrap("  latte   \n mocha  ", width: 5)) == ["latte", "mocha"])
    }

    @Test func newlineInOneRunBreaksTheLineAndTheNextRunContinuesIt() {
        let text = Text("flat\n", style: Style(.bold)) + Text("white", style: Style(.dim))
        let lines = TextLayout.wrap(text, width: 10)
        #expect(strings(lines) == ["flat", "white"])
        #expect(lines[1].allSatisfy { $0.style == Style(.dim) })
    }

    @Test func carriageReturnLineFeedIsOneLineBreak() {
        #expect(strings(TextLayout.wrap("one\r\ntwo", width: 10)) == ["one", "two"])
    }

    @Test func truncateToOneColumnKeepsOnlyTheEllipsis() {
        #expect(strings([TextLayout.truncate(Text("latte"), width: 1)]) == ["…"])
        #expect(strings([TextLayout.truncate(Text("latte"), width: 2, charset: .ascii)]) == [".."])
    }
}
