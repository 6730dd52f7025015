import Testing
@testable import Rows

/// Default styles of a card row, styles set by the caller, and colour only when allowed.
@Suite struct CardRowStyleTests: CardRowFixtures {
    @Test func unstyledNameIsBoldAndSummaryIsPlain() {
        let canvas = render(CardRow("Latte", summary: "Milky."), width: 20)
        #expect(canvas[2, 1].style == Style(.bold))
        #expect(canvas[2, 2].style == .plain)
    }

    @Test func callerStylesWinAndUnsetOnesTakeTheDefault() {
        let card = CardRow(Text("Red eye").foreground(.red), summary: Text("Strong.").italic().foreground(.blue))
        let canvas = render(card, width: 20)
        #expect(canvas[2, 1].style == Style(.bold, foreground: .red))
        #expect(canvas[2, 2].style == Style(.italic, foreground: .blue))
    }

    @Test func shadowIsDimAndGreyOnlyWithColour() {
        let card = CardRow("Latte")
        let coloured = card.rendered(width: 10, environment: environment())
        let monochrome = card.rendered(width: 10, environment: environment(usesColor: false))
        #expect(coloured[9, 1].style == Style(.dim, foreground: .brightBlack))
        #expect(coloured[1, 3].style == Style(.dim, foreground: .brightBlack))
        #expect(monochrome[9, 1].style == Style(.dim))
    }

    @Test func selectedFrameAndMarkerAreBoldAndColouredOnlyWithColour() {
        let card = CardRow("Latte")
        let coloured = card.rendered(width: 10, environment: environment(selected: true))
        let monochrome = card.rendered(width: 10, environment: environment(selected: true, usesColor: false))
        #expect(coloured[0, 0].style == Style(.bold, foreground: .cyan))
        #expect(coloured[1, 1].style == Style(.bold, foreground: .cyan))
        #expect(monochrome[0, 0].style == Style(.bold))
        #expect(monochrome[1, 1].glyph?.text == "▶")
    }

    @Test func markedCheckIsBoldAndGreenOnlyWithColour() {
        let card = CardRow("Latte")
        #expect(card.rendered(width: 20, environment: environment(marked: true))[15, 0].style == Style(.bold, foreground: .green))
        #expect(card.rendered(width: 20, environment: environment(marked: true, usesColor: false))[15, 0].style == Style(.bold))
    }

    @Test func stringInitialiserMakesTheSameCardAsText() {
        let name = "Flat white", summary = "Velvety."
        #expect(CardRow(name, summary: summary, image: "a.png") == CardRow(Text(name), summary: Text(summary), image: "a.png"))
    }
}
