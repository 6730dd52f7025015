import Testing
import Rows

@Suite struct TextLinesTests {
    @Test func textIsCutAtEachLineBreakKeepingStyles() {
        let text = Text("Name\nPr", style: Style([.bold])) + Text("ice\r\nTotal")
        #expect(text.lines == [Text("Name", style: Style([.bold])), Text("Pr", style: Style([.bold])) + Text("ice"), Text("Total")])
    }

    @Test func emptyLinesAreKept() {
        #expect(Text("a\n\nb\n").lines.map(\.string) == ["a", "", "b", ""])
    }

    @Test func textWithoutBreaksIsOneLine() {
        #expect(Text("one").lines == [Text("one")])
        #expect(Text("").lines == [Text("")])
    }
}
