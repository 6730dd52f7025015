import Rows
import Testing
@testable import CardListCore
@testable import CardListOptions

/// The `--header` text takes a row per line; one line break at its end is dropped, as fzf does.
@Suite struct HeaderTextLinesTests {
    @Test func aHeaderTakesARowPerLine() throws {
        let options = try Options.parse([], environment: [:])
        #expect(HeaderText.lineCount(of: "one\ntwo\r\nthree") == 3)
        #expect(HeaderText.header("one\ntwo\r\nthree", options: options).lines.map(\.string) == ["one", "two", "three"])
    }

    @Test func oneFinalLineBreakIsDropped() throws {
        let options = try Options.parse([], environment: [:])
        #expect(HeaderText.lineCount(of: "one\n") == 1)
        #expect(HeaderText.header("one\n\n", options: options).lines.map(\.string) == ["one", ""])
        #expect(HeaderText.lineCount(of: "") == 1)
    }

    @Test func headerTextIsBoldUnlessItSaysOtherwise() throws {
        let options = try Options.parse([], environment: [:])
        #expect(HeaderText.header("h", options: options).runs.allSatisfy { $0.style.attributes.contains(.bold) })
    }

    @Test func headerLinesAreDrawnAsTheHeaderTextIs() throws {
        let options = try Options.parse(["--ansi"], environment: [:])
        let line = HeaderText.text(of: "USER\tPID", options: options)
        #expect(line.runs.map(\.style) == HeaderText.header("USER\tPID", options: options).runs.map(\.style))
        #expect(line.runs.allSatisfy { $0.style.attributes.contains(.bold) })
        let coloured = HeaderText.text(of: "\u{1B}[31mred\u{1B}[0m", options: options)
        #expect(coloured.runs.first?.style.foreground == .red, "the input's colours stay")
    }
}
