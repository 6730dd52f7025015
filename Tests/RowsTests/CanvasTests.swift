import Testing
@testable import Rows

@Suite struct CanvasTests {
    @Test func drawingClipsAtTheEdgesOfAnyCanvas() {
        for size in [(0, 0), (1, 1), (3, 2)] {
            var canvas = Canvas(width: size.0, height: size.1)
            canvas.draw(Text("抹茶 latte"), x: -1, y: 0, maxWidth: 40)
            canvas.drawBorder(.rounded, in: Rect(x: -2, y: -2, width: 10, height: 10))
            canvas.fill(Rect(x: 1, y: 1, width: 50, height: 50), with: .space)
            #expect(canvas.cells.count == size.0 * size.1)
        }
    }

    @Test func wideGlyphAtTheLastColumnBecomesASpace() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.draw(TextLayout.truncate(Text("ab抹"), width: 10), x: 0, y: 0)
        expectGrid(canvas, """
            |ab |
            """)
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw(Text("抹茶"), x: 0, y: 0, maxWidth: 4)
        canvas.draw(Text("x"), x: 1, y: 0, maxWidth: 1)
        expectGrid(canvas, """
            | x茶|
            """)
    }

    @Test func wideGlyphOverAWideGlyphInTheSameCellsReplacesIt() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.draw(Text("抹"), x: 0, y: 0, maxWidth: 3)
        canvas.draw(Text("茶"), x: 0, y: 0, maxWidth: 3)
        expectGrid(canvas, """
            |茶 |
            """)
        #expect(canvas[1, 0].isContinuation)
    }

    @Test func wideGlyphHalfOverAnotherBlanksItsUncoveredHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw(Text("抹"), x: 1, y: 0, maxWidth: 3)
        canvas.draw(Text("茶"), x: 0, y: 0, maxWidth: 4)
        expectGrid(canvas, """
            |茶  |
            """)
        canvas.draw(Text("抹"), x: 1, y: 0, maxWidth: 3)
        expectGrid(canvas, """
            | 抹 |
            """)
    }

    @Test func fillingOverHalvesOfWideGlyphsBlanksTheirOtherHalves() {
        var canvas = Canvas(width: 8, height: 2)
        for y in 0..<2 { canvas.draw(Text("抹抹抹抹"), x: 0, y: y, maxWidth: 8) }
        canvas.fill(Rect(x: 1, y: 0, width: 4, height: 1), with: Grapheme.graphemes(of: "-")[0].glyphs[0])
        canvas.clipped(to: Rect(x: 0, y: 1, width: 3, height: 1)) { canvas in
            canvas.fill(Rect(x: 0, y: 1, width: 8, height: 1), with: Grapheme.graphemes(of: "=")[0].glyphs[0], style: Style(.bold))
        }
        expectGrid(canvas, """
            | ---- 抹|
            |=== 抹抹|
            """)
        #expect(canvas[2, 1] == Cell(glyph: Grapheme.graphemes(of: "=")[0].glyphs[0], style: Style(.bold)))
        #expect(canvas[3, 1] == Cell(glyph: .space))
    }

    @Test func fillWithAWideGlyphStaysInsideItsRectangle() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 3, height: 1), with: Grapheme.graphemes(of: "抹")[0].glyphs[0])
        expectGrid(canvas, """
            |抹   |
            """)
    }

    @Test func fillCellThatIsNotOneNarrowGlyphBecomesASpace() {
        let wide = Cell(glyph: Grapheme.graphemes(of: "抹")[0].glyphs[0], style: Style(.bold))
        for fill in [wide, Cell(glyph: nil, style: Style(.bold))] {
            let canvas = Canvas(width: 3, height: 1, fill: fill)
            expectGrid(canvas, """
                |   |
                """)
            #expect(canvas[2, 0] == Cell(glyph: .space, style: Style(.bold)))
        }
    }

    @Test func borderIsDrawnAroundTheRectangle() {
        var canvas = Canvas(width: 5, height: 3)
        canvas.drawBorder(.rounded, in: canvas.bounds)
        expectGrid(canvas, """
            |╭───╮|
            |│   │|
            |╰───╯|
            """)
    }

    /// The border as its glyphs put one by one, as any glyph is drawn: the corners, then the
    /// top and bottom edges, then the sides (the order matters where wide glyphs overlap).
    private func borderPutGlyphByGlyph(_ border: Border, in rect: Rect, on canvas: inout Canvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxX - 1, bottom = rect.maxY - 1, style = Style(.dim)
        canvas.put(border.topLeft, x: rect.x, y: rect.y, style: style)
        canvas.put(border.topRight, x: right, y: rect.y, style: style)
        canvas.put(border.bottomLeft, x: rect.x, y: bottom, style: style)
        canvas.put(border.bottomRight, x: right, y: bottom, style: style)
        for x in (rect.x + 1)..<right {
            canvas.put(border.top, x: x, y: rect.y, style: style)
            canvas.put(border.bottom, x: x, y: bottom, style: style)
        }
        for y in (rect.y + 1)..<bottom {
            canvas.put(border.left, x: rect.x, y: y, style: style)
            canvas.put(border.right, x: right, y: y, style: style)
        }
    }

    @Test func borderIsTheSameAsItsGlyphsPutOneByOneInAnyClipOverWideGlyphs() {
        let rects = [Rect(x: 0, y: 0, width: 6, height: 3), Rect(x: -1, y: 1, width: 4, height: 5),
                     Rect(x: 3, y: -2, width: 9, height: 4), Rect(x: 2, y: 1, width: 2, height: 2),
                     Rect(x: 1, y: 0, width: 1, height: 4), Rect(x: 5, y: 2, width: 3, height: 1)]
        let clips = [Rect(x: 0, y: 0, width: 8, height: 4), Rect(x: 1, y: 1, width: 4, height: 2), Rect(x: 3, y: 0, width: 2, height: 4)]
        // A frame with a wide glyph on each edge takes the path that puts glyphs one by one.
        var wide = Border.rounded
        wide.top = Glyph(unchecked: "\u{62B9}", width: 2)
        wide.left = Glyph(unchecked: "\u{8336}", width: 2)
        #expect(Border.double.isNarrow && !wide.isNarrow)
        for border in [Border.square, .rounded, .ascii, .heavy, .double, .asciiHeavy, wide] {
            for rect in rects {
                for clip in clips {
                    var base = Canvas(width: 8, height: 4)
                    // Wide glyphs under the frame's edges, which drawing over must mend.
                    for y in 0..<4 { base.draw(Text("抹茶抹茶"), x: y % 2, y: y, maxWidth: 8) }
                    var drawn = base, put = base
                    drawn.clipped(to: clip) { $0.drawBorder(border, in: rect, style: Style(.dim)) }
                    put.clipped(to: clip) { borderPutGlyphByGlyph(border, in: rect, on: &$0) }
                    #expect(drawn == put, "\(rect) in \(clip)")
                }
            }
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func borderOfAHugeRectangleCostsOnlyItsVisiblePart() {
        var canvas = Canvas(width: 5, height: 3)
        for _ in 0..<1_000 {
            canvas.drawBorder(.rounded, in: Rect(x: 0, y: -500_000_000, width: 5, height: 1_000_000_000))
        }
        expectGrid(canvas, """
            |│   │|
            |│   │|
            |│   │|
            """)
    }

    @Test func canvasWithoutRowsMatchesAnEmptySnapshot() {
        #expect(Canvas(width: 0, height: 0).snapshotDifference(from: "") == nil)
        #expect(Canvas(width: 3, height: 0).snapshotDifference(from: "") == nil)
        #expect(Canvas(width: 0, height: 1).snapshotDifference(from: "||") == nil)
        #expect(Canvas(width: 0, height: 1).snapshotDifference(from: "") != nil)
    }

    @Test func snapshotDifferenceMarksTheLinesThatDiffer() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.draw(Text("ab"), x: 0, y: 0, maxWidth: 3)
        #expect(canvas.snapshotDifference(from: "|ab |\n|   |") == nil)
        #expect(canvas.snapshotDifference(from: "|ab|\n|   |") == """
            grid differs:
            ✗ expected |ab|
              actual   |ab |
              |   |
            """)
    }
}
