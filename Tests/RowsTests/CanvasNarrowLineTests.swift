import Testing
@testable import Rows

/// A line of one-column glyphs is drawn in one pass; it leaves every cell as putting its
/// glyphs one by one does: wide glyphs it cuts are blanked, the clip and edges hold.
@Suite struct CanvasNarrowLineTests {
    /// A row holding wide glyphs at every offset, so each written cell cuts one somewhere.
    private func background(width: Int, offset: Int) -> Canvas {
        var canvas = Canvas(width: width, height: 2)
        let wide = Grapheme.graphemes(of: "日")[0].glyphs[0]
        var x = offset
        while x < width {
            canvas.put(wide, x: x, y: 0)
            canvas.put(wide, x: x, y: 1)
            x += 3
        }
        return canvas
    }

    /// `line` put glyph by glyph, as drawing did before it had a path for narrow lines.
    private func putOneByOne(_ line: TextLayout.Line, into canvas: inout Canvas, x: Int, y: Int, maxWidth: Int) -> Int {
        var column = 0
        for item in line {
            if column + item.width > maxWidth { break }
            canvas.put(item.grapheme.glyphs[0], x: x + column, y: y, style: item.style)
            column += item.width
        }
        return column
    }

    @Test func aNarrowLineLeavesTheCellsThatPuttingEachGlyphDoes() {
        let line = Text("ab", style: Style(.bold)) + Text("cdefg", style: Style(foreground: .red))
        let graphemes = line.graphemes()
        let clips = [Rect(x: 0, y: 0, width: 12, height: 2), Rect(x: 2, y: 0, width: 5, height: 1), Rect(x: 0, y: 1, width: 12, height: 1)]
        for offset in 0..<3 {
            for clip in clips {
                for x in -3...11 {
                    for maxWidth in [-1, 0, 3, 7, .max] {
                        var drawn = background(width: 12, offset: offset)
                        var put = drawn
                        drawn.clip = clip
                        put.clip = clip
                        let columns = drawn.draw(graphemes, x: x, y: 0, maxWidth: maxWidth)
                        let expected = putOneByOne(graphemes, into: &put, x: x, y: 0, maxWidth: maxWidth)
                        #expect(drawn.cells == put.cells, "offset \(offset), clip \(clip), x \(x), max \(maxWidth)")
                        #expect(columns == expected)
                    }
                }
            }
        }
    }
}
