import Testing
@testable import Rows

/// Card rows at widths 20, 40 and 80, selected and not, marked and not: whole grids.
@Suite struct CardRowLayoutTests: CardRowFixtures {
    @Test func narrowCardHasRoundedFrameShadowAndNoImage() {
        expectGrid(render(CardRow("Flat white", summary: oneLine, image: "flat-white.png"), width: 20), """
            |╭─────────────────╮ |
            |│ Flat white      │░|
            |│ A bright,       │░|
            |│ fruity          │░|
            |│ espresso.       │░|
            |╰─────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func selectedNarrowCardHasHeavyFrameAndMarker() {
        expectGrid(render(CardRow("Flat white", summary: oneLine), width: 20, selected: true), """
            |┏━━━━━━━━━━━━━━━━━┓ |
            |┃▶Flat white      ┃░|
            |┃ A bright,       ┃░|
            |┃ fruity          ┃░|
            |┃ espresso.       ┃░|
            |┗━━━━━━━━━━━━━━━━━┛░|
            | ░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func fiveLineSummaryWrapsBesideTheImageBox() {
        let card = CardRow("Flat white", summary: fiveLines, image: "img/flat-white.png")
        expectGrid(render(card, width: 40), """
            |╭─────────────────────────────────────╮ |
            |│ Flat white             ┌──────────┐ │░|
            |│ Velvety microfoam      │          │ │░|
            |│ poured over a double   │flat-white│ │░|
            |│ ristretto, sweet,      │          │ │░|
            |│ strong and smooth.     └──────────┘ │░|
            |╰─────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func selectedCardAtWidth40KeepsTheLayoutAndChangesTheFrame() {
        let card = CardRow("Flat white", summary: fiveLines, image: "img/flat-white.png")
        expectGrid(render(card, width: 40, selected: true), """
            |┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ |
            |┃▶Flat white             ┌──────────┐ ┃░|
            |┃ Velvety microfoam      │          │ ┃░|
            |┃ poured over a double   │flat-white│ ┃░|
            |┃ ristretto, sweet,      │          │ ┃░|
            |┃ strong and smooth.     └──────────┘ ┃░|
            |┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func shortSummaryCardIsAsTallAsTheImageBox() {
        expectGrid(render(CardRow("Espresso", summary: oneLine, image: "espresso.jpg"), width: 80), """
            |╭─────────────────────────────────────────────────────────────────────────────╮ |
            |│ Espresso                                                       ┌──────────┐ │░|
            |│ A bright, fruity espresso.                                     │          │ │░|
            |│                                                                │ espresso │ │░|
            |│                                                                │          │ │░|
            |│                                                                └──────────┘ │░|
            |╰─────────────────────────────────────────────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func selectedWideCardHasHeavyFrameAndMarker() {
        expectGrid(render(CardRow("Espresso", summary: oneLine, image: "espresso.jpg"), width: 80, selected: true), """
            |┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ |
            |┃▶Espresso                                                       ┌──────────┐ ┃░|
            |┃ A bright, fruity espresso.                                     │          │ ┃░|
            |┃                                                                │ espresso │ ┃░|
            |┃                                                                │          │ ┃░|
            |┃                                                                └──────────┘ ┃░|
            |┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func summaryTallerThanTheImageIsShownInFull() {
        let card = CardRow("Menu", summary: "one\ntwo\nthree\nfour\nfive\nsix", image: "menu.png")
        expectGrid(render(card, width: 40), """
            |╭─────────────────────────────────────╮ |
            |│ Menu                   ┌──────────┐ │░|
            |│ one                    │          │ │░|
            |│ two                    │   menu   │ │░|
            |│ three                  │          │ │░|
            |│ four                   └──────────┘ │░|
            |│ five                                │░|
            |│ six                                 │░|
            |╰─────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func cardWithoutImageShowsAHatchedPlaceholder() {
        expectGrid(render(CardRow("Cortado", summary: "Equal parts."), width: 40), """
            |╭─────────────────────────────────────╮ |
            |│ Cortado                ┌──────────┐ │░|
            |│ Equal parts.           │╱╲╱╲╱╲╱╲╱╲│ │░|
            |│                        │╱╲╱╲╱╲╱╲╱╲│ │░|
            |│                        │╱╲╱╲╱╲╱╲╱╲│ │░|
            |│                        └──────────┘ │░|
            |╰─────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func imageBoxIsLeftOutBelowTheThresholdWidth() {
        let card = CardRow("Mocha", summary: "Chocolate.", image: "m.png")
        expectGrid(render(card, width: 32), """
            |╭─────────────────────────────╮ |
            |│ Mocha                       │░|
            |│ Chocolate.                  │░|
            |╰─────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
        expectGrid(render(card, width: 33), """
            |╭──────────────────────────────╮ |
            |│ Mocha           ┌──────────┐ │░|
            |│ Chocolate.      │          │ │░|
            |│                 │    m     │ │░|
            |│                 │          │ │░|
            |│                 └──────────┘ │░|
            |╰──────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }


    // MARK: Marked


    @Test func markedCardShowsACheckInTheTopFrame() {
        expectGrid(CardRow("Cortado", summary: "Equal parts.").rendered(width: 20, environment: environment(marked: true)), """
            |╭───────────── ✓ ─╮ |
            |│ Cortado         │░|
            |│ Equal parts.    │░|
            |╰─────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func selectedMarkedCardShowsBothMarkers() {
        let canvas = CardRow("Cortado", summary: "Equal parts.")
            .rendered(width: 20, environment: environment(selected: true, marked: true))
        expectGrid(canvas, """
            |┏━━━━━━━━━━━━━ ✓ ━┓ |
            |┃▶Cortado         ┃░|
            |┃ Equal parts.    ┃░|
            |┗━━━━━━━━━━━━━━━━━┛░|
            | ░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func selectedCardDiffersFromOthersWithoutColour() {
        let card = CardRow("Cortado", summary: "Equal parts.", image: "cortado.png")
        for width in [20, 40] {
            let plain = card.rendered(width: width, environment: environment(usesColor: false))
            let selected = card.rendered(width: width, environment: environment(selected: true, usesColor: false))
            #expect(plain.lines != selected.lines)
            #expect(selected.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
        }
    }
}
