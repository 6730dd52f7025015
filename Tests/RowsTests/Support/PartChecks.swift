import Testing
@testable import Rows

/// The canvas's styles as fenced lines, one symbol per cell (wide glyphs give two), so a
/// test can compare every cell's look with a literal next to the grid.
func styleMask(_ canvas: Canvas, _ symbol: (Style) -> Character) -> String {
    (0..<canvas.height).map { y in
        "|" + String((0..<canvas.width).map { x in symbol(canvas[x, y].style) }) + "|"
    }.joined(separator: "\n")
}

/// A fenced multi-line literal as ``expectGrid`` reads it: indentation and blank lines dropped.
func fencedLines(_ literal: String) -> String {
    literal.split(separator: "\n")
        .map { String($0.drop(while: { $0 == " " })) }
        .filter { !$0.isEmpty }
        .joined(separator: "\n")
}

/// Asserts that the canvas's style mask equals `expected`.
func expectMask(_ canvas: Canvas, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation,
                _ symbol: (Style) -> Character) {
    let actual = styleMask(canvas, symbol)
    #expect(actual == fencedLines(expected), "style mask differs:\n\(actual)", sourceLocation: sourceLocation)
}

/// Asserts at every width in `widths` that `part` draws nothing below the height it reports,
/// even when given a taller rectangle, and, from `visibleFrom` columns on, draws something
/// on its last row, so the reported height is exactly what is drawn.
func expectHeightMatchesDrawing(_ part: some RowPart, widths: ClosedRange<Int> = 0...100, visibleFrom: Int = 3,
                                environment: RowEnvironment = RowEnvironment(),
                                sourceLocation: SourceLocation = #_sourceLocation) {
    for width in widths {
        let height = part.height(forWidth: width, in: environment)
        var canvas = Canvas(width: width, height: height + 3)
        part.draw(into: &canvas, in: canvas.bounds, environment: environment)
        let drawnRows = (0..<canvas.height).filter { y in (0..<width).contains { canvas[$0, y] != .blank } }
        let lastDrawn = drawnRows.last.map { $0 + 1 } ?? 0
        #expect(lastDrawn <= height, "width \(width): drew row \(lastDrawn - 1) below height \(height)", sourceLocation: sourceLocation)
        if width >= visibleFrom {
            #expect(lastDrawn == height, "width \(width): height \(height) but last drawn row \(lastDrawn - 1)", sourceLocation: sourceLocation)
        }
        #expect(part.size(forWidth: width, in: environment).width <= max(0, width), "width \(width): too wide", sourceLocation: sourceLocation)
    }
}

/// Whether every glyph in the canvas is plain ASCII.
func isAllASCII(_ canvas: Canvas) -> Bool {
    canvas.cells.allSatisfy { cell in cell.glyph.map { $0.text.unicodeScalars.allSatisfy(\.isASCII) } ?? false }
}
