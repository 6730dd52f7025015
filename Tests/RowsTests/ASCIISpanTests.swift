import Testing
@testable import Rows

/// A text of printable ASCII in one style is wrapped into spans of its bytes and drawn from
/// them; the cells are the ones its wrapped grapheme lines draw, over any background.
@Suite struct ASCIISpanTests {
    private let style = Style(.dim, foreground: .palette(3))

    /// A row holding wide glyphs, so a span that cuts one must blank its other half.
    private func background(width: Int) -> Canvas {
        var canvas = Canvas(width: width, height: 1)
        let wide = Grapheme.graphemes(of: "日")[0].glyphs[0]
        for x in stride(from: 1, to: width, by: 3) { canvas.put(wide, x: x, y: 0) }
        return canvas
    }

    @Test(arguments: ["A bright, fruity espresso", "  indented words", "averyveryverylongwordindeed and more", "ends in blanks   ", "x", "    "])
    func spansAreTheLinesWrapMakes(string: String) throws {
        let text = Text(string, style: style)
        for width in 1...12 {
            let spans = try #require(ASCIISpan.wrapped(text, width: width))
            let lines = TextLayout.wrap(text, width: width)
            #expect(spans.count == lines.count, "width \(width)")
            for (span, line) in zip(spans, lines) {
                #expect(span.width == TextLayout.width(of: line), "width \(width)")
                for x in [-2, 0, 3] {
                    var fromSpan = background(width: 14), fromLine = background(width: 14)
                    let spanColumns = fromSpan.draw(span, x: x, y: 0, maxWidth: width)
                    let lineColumns = fromLine.draw(line, x: x, y: 0, maxWidth: width)
                    #expect(fromSpan == fromLine, "width \(width), x \(x)")
                    #expect(spanColumns == lineColumns)
                }
            }
        }
    }

    @Test func textThatIsNotPrintableASCIIInOneStyleHasNoSpans() {
        #expect(ASCIISpan.wrapped(Text("café au lait"), width: 20) == nil)
        #expect(ASCIISpan.wrapped(Text("tab\there"), width: 20) == nil)
        #expect(ASCIISpan.wrapped(Text("two") + Text(" runs").bold(), width: 20) == nil)
        #expect(ASCIISpan.whole(Text("Flat white"), width: 9) == nil)
        #expect(ASCIISpan.whole(Text("Flat white"), width: 10)?.width == 10)
    }

    @Test func aSpanDrawsOnlyInsideTheClip() throws {
        let span = try #require(ASCIISpan.whole(Text("abcdefgh", style: style), width: 8))
        var canvas = Canvas(width: 10, height: 1)
        canvas.clipped(to: Rect(x: 2, y: 0, width: 4, height: 1)) { $0.draw(span, x: 0, y: 0) }
        #expect(canvas.line(at: 0) == "  cdef    ")
        #expect(canvas[2, 0].style == style)
        #expect(canvas[1, 0].style == .plain)
    }
}
