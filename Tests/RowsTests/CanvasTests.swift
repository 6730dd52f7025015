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
