import Testing
@testable import Rows

@Suite struct ANSITextTests {
    private let esc = "\u{1B}"

    @Test func sgrCodesBecomeStylesAndLeaveTheText() {
        let text = Text(ansi: "\(esc)[01;34mbin\(esc)[0m/ \(esc)[1mbold\(esc)[22m")
        #expect(text.string == "bin/ bold")
        #expect(text.runs == [
            Text.Run("bin", style: Style(.bold, foreground: .blue)),
            Text.Run("/ ", style: .plain),
            Text.Run("bold", style: Style(.bold)),
        ])
    }

    @Test func everyAttributeAndItsEndIsRead() {
        let text = Text(ansi: "\(esc)[2;3;4;7ma\(esc)[23;24mb\(esc)[27mc\(esc)[22md")
        #expect(text.runs.map(\.style.attributes) == [[.dim, .italic, .underline, .reverse], [.dim, .reverse], [.dim], []])
    }

    @Test func paletteBrightExtendedAndTrueColoursAreRead() {
        let text = Text(ansi: "\(esc)[31;42ma\(esc)[91;103mb\(esc)[38;5;208;48;5;17mc\(esc)[38;2;1;2;3md\(esc)[38:2::4:5:6me\(esc)[39;49mf")
        #expect(text.runs.map(\.style) == [
            Style(foreground: .red, background: .green),
            Style(foreground: .brightRed, background: .brightYellow),
            Style(foreground: .palette(208), background: .palette(17)),
            Style(foreground: .rgb(1, 2, 3), background: .palette(17)),
            Style(foreground: .rgb(4, 5, 6), background: .palette(17)),
            Style(),
        ])
    }

    @Test func resetWithoutParametersReturnsToPlain() {
        #expect(Text(ansi: "\(esc)[1;31mx\(esc)[my").runs.last == Text.Run("y", style: .plain))
    }

    @Test func otherSequencesAreRemovedWithoutStyle() {
        let text = Text(ansi: "a\(esc)[Kb\(esc)]8;;file:///x\(esc)\\c\(esc)]0;title\u{7}d\(esc)(Be\(esc)[?25lf")
        #expect(text.string == "abcdef")
        #expect(text.runs.allSatisfy { $0.style == .plain })
    }

    @Test func unterminatedOrBrokenSequencesStayVisible() {
        #expect(ANSIEscapes.stripped("a\(esc)[31") == "a\(esc)[31")
        #expect(ANSIEscapes.stripped("a\(esc)[3\u{7}1mb") == "a\(esc)[3\u{7}1mb")
        #expect(ANSIEscapes.stripped("a\(esc)]8;;x") == "a\(esc)]8;;x")
        #expect(ANSIEscapes.stripped("a\(esc)") == "a\(esc)")
        // The escape still reaches the screen only as its visible picture.
        let glyphs = Text(ansi: "a\(esc)[31").graphemes().flatMap(\.grapheme.glyphs).map(\.text).joined()
        #expect(glyphs == "a␛[31")
    }

    @Test func hugeParametersSaturateInsteadOfOverflowing() {
        let digits = String(repeating: "9", count: 10_000)
        let text = Text(ansi: "\(esc)[\(digits);38;5;\(digits);38;2;999;1;1mx")
        #expect(text.string == "x")
        #expect(text.runs[0].style == .plain)
    }

    @Test func manyParametersAreReadInLinearTime() {
        let parameters = Array(repeating: "1", count: 200_000).joined(separator: ";")
        let clock = ContinuousClock()
        let start = clock.now
        let text = Text(ansi: "\(esc)[\(parameters)mx")
        #expect(clock.now - start < .seconds(2))
        #expect(text.runs == [Text.Run("x", style: Style(.bold))])
    }

    @Test func strippedBytesKeepsEverythingButSequences() {
        #expect(ANSIEscapes.strippedBytes(Array("plain".utf8)) == nil)
        #expect(ANSIEscapes.strippedBytes(Array("\(esc)[1mx\(esc)[0m\u{FF}".utf8)) == Array("x\u{FF}".utf8))
    }

    @Test func highlightIsLaidOverInputColours() {
        let colored = Text(ansi: "\(esc)[34mblue\(esc)[0m text")
        let highlighted = Text(runs: [Text.Run("bl"), Text.Run("ue t", style: Style(.underline)), Text.Run("ext")])
        #expect(colored.overlaid(with: highlighted).runs == [
            Text.Run("bl", style: Style(foreground: .blue)),
            Text.Run("ue", style: Style(.underline, foreground: .blue)),
            Text.Run(" t", style: Style(.underline)),
            Text.Run("ext"),
        ])
    }
}
