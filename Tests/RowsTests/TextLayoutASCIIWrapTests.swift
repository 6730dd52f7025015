import Testing
@testable import Rows

/// Word wrap reads a text of printable ASCII in one style as its bytes; the lines are the
/// ones the same text split into two runs (read grapheme by grapheme) gives, in its style.
@Suite struct TextLayoutASCIIWrapTests {
    private let style = Style(.dim, foreground: .palette(3))

    /// The same characters in two runs of the same style, so wrap takes its general path.
    private func twoRuns(_ string: String) -> Text {
        let cut = string.index(string.startIndex, offsetBy: string.count / 2)
        return Text(runs: [Text.Run(String(string[..<cut]), style: style), Text.Run(String(string[cut...]), style: style)])
    }

    @Test(arguments: ["A bright, fruity espresso", "  indented words", "averyveryverylongwordindeed and more", "ends in blanks   ", "x"])
    func asciiTextWrapsAsTheGeneralPathDoes(string: String) {
        for width in 1...12 {
            let fast = TextLayout.wrap(Text(string, style: style), width: width)
            let general = TextLayout.wrap(twoRuns(string), width: width)
            #expect(fast == general, "width \(width)")
            #expect(fast.count == TextLayout.lineCount(Text(string, style: style), width: width))
        }
    }

    @Test func asciiTextKeepsItsStyleOnEveryGrapheme() {
        let lines = TextLayout.wrap(Text("Velvety milk over a double ristretto", style: style), width: 10)
        #expect(lines.map { String($0.map { Character($0.grapheme.glyphs[0].text) }) } == ["Velvety", "milk over", "a double", "ristretto"])
        #expect(lines.allSatisfy { $0.allSatisfy { $0.style == style } })
    }
}
