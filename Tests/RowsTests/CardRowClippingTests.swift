import Testing
@testable import Rows

/// Card rows at tiny sizes and in rectangles smaller than they are.
@Suite struct CardRowClippingTests: CardRowFixtures {
    @Test func tinyCardsNeverTrapAndDrawWhatFits() {
        let card = CardRow("Cortado", summary: "Short.", image: "cortado.png")
        let all = environment(selected: true, marked: true)
        #expect(card.rendered(width: 0, environment: all).cells.isEmpty)
        #expect(card.rendered(width: 2, environment: all).lines.allSatisfy { $0 == "  " })
        expectGrid(card.rendered(width: 3, environment: all), """
            |┏┓ |
            |┃┃░|
            |┗┛░|
            | ░░|
            """)
        expectGrid(card.rendered(width: 5, environment: all), """
            |┏━━┓ |
            |┃▶ ┃░|
            |┗━━┛░|
            | ░░░░|
            """)
        expectGrid(card.rendered(width: 7, environment: all), """
            |┏ ✓ ━┓ |
            |┃▶C… ┃░|
            |┃ Sh ┃░|
            |┃ or ┃░|
            |┃ t. ┃░|
            |┗━━━━┛░|
            | ░░░░░░|
            """)
    }

    @Test func cardTallerThanItsRectIsClippedToTheRect() {
        let fill = Cell(glyph: Grapheme.graphemes(of: "x")[0].glyphs[0])
        var canvas = Canvas(width: 16, height: 5, fill: fill)
        CardRow("Flat white", summary: oneLine)
            .draw(into: &canvas, in: Rect(x: 2, y: 1, width: 12, height: 3), environment: RowEnvironment())
        expectGrid(canvas, """
            |xxxxxxxxxxxxxxxx|
            |xx╭─────────╮ xx|
            |xx│ Flat w… │░xx|
            |xx│ A       │░xx|
            |xxxxxxxxxxxxxxxx|
            """)
    }

    @Test func renderingAtNegativeOrHugeOffsetsNeverTraps() {
        var canvas = Canvas(width: 6, height: 3)
        let card = CardRow("抹茶", summary: mixedSummary, image: "x.png")
        for rect in [Rect(x: -30, y: -4, width: 40, height: 20), Rect(x: 5, y: 2, width: 200, height: 1),
                     Rect(x: 100, y: 100, width: 40, height: 40), Rect(x: 0, y: 0, width: 0, height: 9)] {
            card.render(into: &canvas, in: rect, environment: RowEnvironment())
        }
        #expect(canvas.cells.count == 18)
        // Rows 4–6 and columns 30–35 of the first card (inside and under its image box),
        // then the top-left corner of the second.
        expectGrid(canvas, """
            |      |
            |──────|
            |     ╭|
            """)
    }
}
