import Testing
@testable import Rows

/// A command's output read into safe styled lines, piece by piece.
@Suite struct OutputLinesTests {
    @Test func stylesCarryAcrossLinesAndPieces() {
        var output = OutputLines()
        output.append(Array("\u{1B}[3".utf8))
        output.append(Array("1mred\nstill red\u{1B}[0m plain\r\n".utf8))
        #expect(output.lines.map(\.string) == ["red", "still red plain"])
        #expect(output.lines[1].runs.first?.style.foreground == .palette(1))
        #expect(output.lines[1].runs.last?.style == .plain)
    }

    @Test func everyOtherSequenceIsRemovedAndControlsStayToBeDrawnVisibly() {
        let output = OutputLines(Array("\u{1B}]0;title\u{07}\u{1B}[2J\u{1B}[10;5Ha\u{1B}(Bb\u{1B}\u{1}\u{9B}c\n".utf8))
        #expect(output.lines.map(\.string) == ["ab\u{1B}\u{1}\u{9B}c"])
        var canvas = Canvas(width: 20, height: 1)
        canvas.draw(output.lines[0], x: 0, y: 0, maxWidth: 20)
        let drawn = canvas.line(at: 0)
        #expect(!drawn.unicodeScalars.contains { $0.value < 0x20 || (0x80..<0xA0).contains($0.value) })
    }

    @Test func invalidUTF8IsReplacedAndTabsExpanded() {
        let output = OutputLines([0x61, 0xFF, 0x09, 0x62, 0x0A])
        #expect(output.lines.map(\.string) == ["a\u{FFFD}      b"])
    }

    @Test func linesPastTheLimitAreCountedNotKept() {
        let output = OutputLines(Array(String(repeating: "y\n", count: 25).utf8), maximumLines: 10)
        #expect(output.lines.count == 10)
        #expect(output.droppedLines == 15)
    }

    @Test func aLastLineWithoutALineFeedIsKeptAtTheEnd() {
        var output = OutputLines()
        output.append(Array("a\nb".utf8))
        #expect(output.lines.map(\.string) == ["a"])
        output.finish()
        #expect(output.lines.map(\.string) == ["a", "b"])
    }
}
