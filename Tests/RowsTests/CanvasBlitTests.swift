import Testing
@testable import Rows

@Suite struct CanvasBlitTests {
    private func source() -> Canvas {
        var canvas = Canvas(width: 4, height: 2)
        canvas.draw(Text("ab抹"), x: 0, y: 0, maxWidth: 4)
        canvas.draw(Text("cdef"), x: 0, y: 1, maxWidth: 4)
        return canvas
    }

    @Test func copiedCanvasLandsAtTheGivenCorner() {
        var canvas = Canvas(width: 6, height: 3)
        canvas.draw(source(), x: 1, y: 1)
        expectGrid(canvas, """
            |      |
            | ab抹 |
            | cdef |
            """)
    }

    @Test func copyIsClippedAtTheEdgesAndCutsWideGlyphsCleanly() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.draw(source(), x: 0, y: -1)
        canvas.draw(source(), x: -3, y: 1)
        expectGrid(canvas, """
            |cde|
            |   |
            """)
        var right = Canvas(width: 3, height: 1)
        right.draw(source(), x: 0, y: 0)
        expectGrid(right, """
            |ab |
            """)
    }

    @Test func copyRespectsTheClip() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.clipped(to: Rect(x: 0, y: 0, width: 2, height: 1)) { canvas in
            canvas.draw(source(), x: 0, y: 0)
        }
        expectGrid(canvas, """
            |ab  |
            |    |
            """)
    }

    @Test func copyOverHalfOfAWideGlyphBlanksItsOtherHalf() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw(Text("抹茶抹"), x: 0, y: 0, maxWidth: 6)
        var patch = Canvas(width: 2, height: 1)
        patch.draw(Text("ab"), x: 0, y: 0, maxWidth: 2)
        canvas.draw(patch, x: 1, y: 0)
        expectGrid(canvas, """
            | ab 抹|
            """)
    }

    @Test func copyingOntoTheSamePictureChangesNothing() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.draw(source(), x: 0, y: 0)
        canvas.draw(source(), x: 0, y: 0)
        expectGrid(canvas, """
            |ab抹|
            |cdef|
            """)
    }
}
