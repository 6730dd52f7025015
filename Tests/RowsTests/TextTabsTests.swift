import Testing
@testable import Rows

@Suite struct TextTabsTests {
    private func strings(_ lines: [TextLayout.Line]) -> [String] {
        lines.map { $0.flatMap(\.grapheme.glyphs).map(\.text).joined() }
    }

    @Test func tabsReachTheNextStopCountedInColumns() {
        #expect("a\tb".expandingTabs() == "a       b")
        #expect("abcdefgh\tb".expandingTabs() == "abcdefgh        b")
        #expect("a\tbc\td".expandingTabs(tabStop: 4) == "a   bc  d")
    }

    @Test func wideCharactersCountTwoColumnsTowardsTheStop() {
        #expect("抹茶\tx".expandingTabs(tabStop: 8) == "抹茶    x")
        #expect("抹\tx".expandingTabs(tabStop: 4) == "抹  x")
    }

    @Test func columnsStartAgainAfterANewline() {
        #expect("abc\tx\n\ty".expandingTabs(tabStop: 4) == "abc x\n    y")
    }

    @Test func columnsRunOnAcrossStyledRuns() {
        let text = (Text("ab").bold() + Text("\tc")).expandingTabs(tabStop: 4)
        #expect(text.string == "ab  c")
        #expect(text.runs.first?.style == Style(.bold))
    }

    @Test func wrapKeepsBlanksBetweenWordsOnOneLine() {
        let text = Text("key\tvalue\nlonger\tv").expandingTabs(tabStop: 8)
        #expect(strings(TextLayout.wrap(text, width: 20)) == ["key     value", "longer  v"])
    }

    @Test func wrapDropsBlanksWhereItBreaks() {
        #expect(strings(TextLayout.wrap("one        two", width: 6)) == ["one", "two"])
    }

    @Test func wrapKeepsAnIndentThatLeavesRoom() {
        #expect(strings(TextLayout.wrap(Text("\tindented").expandingTabs(tabStop: 4), width: 20)) == ["    indented"])
    }
}
