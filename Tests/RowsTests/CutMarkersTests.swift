import Testing
@testable import Rows

/// `▲` and `▼ more` go only on the blanks against a cut row's trailing frame: never over
/// its text or its picture.
@Suite struct CutMarkersTests {
    /// A canvas holding `lines`, and the marks of a row filling it that is cut at the
    /// bottom (and at the top when `cutAbove`).
    private func marked(_ lines: [String], cutAbove: Bool = false) -> Canvas {
        let width = lines[0].count
        var canvas = Canvas(width: width, height: lines.count)
        for (y, line) in lines.enumerated() { canvas.draw(Text(line), x: 0, y: y, maxWidth: width) }
        let area = Rect(x: 0, y: 0, width: width, height: lines.count)
        let row = Rect(x: 0, y: cutAbove ? -1 : 0, width: width, height: lines.count + 4)
        CutMarkers().draw(for: row, contentBottom: row.maxY - 1, in: area, into: &canvas)
        return canvas
    }

    @Test func theWordComesWhenTheBlanksHoldItWithAGap() {
        expectGrid(marked(["┃ crema.          ┃░"]), """
            |┃ crema.    ▼ more┃░|
            """)
    }

    @Test func fewerBlanksTakeTheBareArrowNeverTheText() {
        expectGrid(marked(["┃ intense shot    ┃░"]), """
            |┃ intense shot   ▼┃░|
            """)
        expectGrid(marked(["┃ intense shot wi ┃░"]), """
            |┃ intense shot wi▼┃░|
            """)
    }

    @Test func aThumbnailKeepsEveryCellAndTheArrowTakesThePadding() {
        expectGrid(marked(["┃ crema.  ▄▄▄▄▄▄▄ ┃░", "┃         ▄▄▄▄▄▄▄ ┃░"], cutAbove: true), """
            |┃ crema.  ▄▄▄▄▄▄▄▲┃░|
            |┃         ▄▄▄▄▄▄▄▼┃░|
            """)
    }

    @Test func aBlankLineReachingTheFrameTakesTheWordWithoutAGap() {
        expectGrid(marked(["┃       ┃"]), """
            |┃ ▼ more┃|
            """)
    }
}
