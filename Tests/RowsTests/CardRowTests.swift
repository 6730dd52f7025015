import Testing
@testable import Rows

@Suite struct CardRowTests {
    private let oneLine: Text = "A bright, fruity espresso."
    private let fiveLines: Text = "Velvety microfoam poured over a double ristretto, sweet, strong and smooth."

    private func environment(selected: Bool = false, marked: Bool = false, charset: Charset = .unicode,
                             usesColor: Bool = true) -> RowEnvironment {
        RowEnvironment()
            .with(\.isSelected, selected)
            .with(\.isMarked, marked)
            .with(\.charset, charset)
            .with(\.usesColor, usesColor)
    }

    // MARK: Widths 20, 40, 80, selected and not

    @Test func narrowCardHasRoundedFrameShadowAndNoImage() {
        expectGrid(render(CardRow(name: "Flat white", summary: oneLine, image: "flat-white.png"), width: 20), """
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
        expectGrid(render(CardRow(name: "Flat white", summary: oneLine), width: 20, selected: true), """
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
        let card = CardRow(name: "Flat white", summary: fiveLines, image: "img/flat-white.png")
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
        let card = CardRow(name: "Flat white", summary: fiveLines, image: "img/flat-white.png")
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
        expectGrid(render(CardRow(name: "Espresso", summary: oneLine, image: "espresso.jpg"), width: 80), """
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
        expectGrid(render(CardRow(name: "Espresso", summary: oneLine, image: "espresso.jpg"), width: 80, selected: true), """
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
        let card = CardRow(name: "Menu", summary: "one\ntwo\nthree\nfour\nfive\nsix", image: "menu.png")
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
        expectGrid(render(CardRow(name: "Cortado", summary: "Equal parts."), width: 40), """
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
        let card = CardRow(name: "Mocha", summary: "Chocolate.", image: "m.png")
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
        expectGrid(CardRow(name: "Cortado", summary: "Equal parts.").rendered(width: 20, environment: environment(marked: true)), """
            |╭───────────── ✓ ─╮ |
            |│ Cortado         │░|
            |│ Equal parts.    │░|
            |╰─────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func selectedMarkedCardShowsBothMarkers() {
        let canvas = CardRow(name: "Cortado", summary: "Equal parts.")
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
        let card = CardRow(name: "Cortado", summary: "Equal parts.", image: "cortado.png")
        for width in [20, 40] {
            let plain = card.rendered(width: width, environment: environment(usesColor: false))
            let selected = card.rendered(width: width, environment: environment(selected: true, usesColor: false))
            #expect(plain.lines != selected.lines)
            #expect(selected.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
        }
    }

    // MARK: Untrusted and wide text

    @Test func cjkNameAndSummaryStayAlignedWithoutHalfCharacters() {
        let card = CardRow(name: "抹茶ラテと焙じ茶ラテ", summary: "濃厚な抹茶と 香ばしいほうじ茶")
        expectGrid(render(card, width: 21), """
            |╭──────────────────╮ |
            |│ 抹茶ラテと焙じ…  │░|
            |│ 濃厚な抹茶と     │░|
            |│ 香ばしいほうじ茶 │░|
            |╰──────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func cjkSummaryWrapsBesideTheImageBox() {
        let card = CardRow(name: "抹茶ラテ", summary: "濃厚な抹茶を使った甘さ控えめのラテです", image: "抹茶.png")
        expectGrid(render(card, width: 41), """
            |╭──────────────────────────────────────╮ |
            |│ 抹茶ラテ                ┌──────────┐ │░|
            |│ 濃厚な抹茶を使った甘さ  │          │ │░|
            |│ 控えめのラテです        │   抹茶   │ │░|
            |│                         │          │ │░|
            |│                         └──────────┘ │░|
            |╰──────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func emojiTakeTwoColumnsEach() {
        let card = CardRow(name: "☕ Coffee ❤️", summary: "For the 👨‍👩‍👧 family ☕☕☕☕")
        let canvas = render(card, width: 20)
        expectGrid(canvas, """
            |╭─────────────────╮ |
            |│ ☕ Coffee ❤️    │░|
            |│ For the 👨‍👩‍👧      │░|
            |│ family ☕☕☕☕ │░|
            |╰─────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░|
            """)
        #expect(canvas[2, 1].glyph?.text == "☕" && canvas[3, 1].isContinuation)
        #expect(canvas[10, 2].glyph?.text == "👨‍👩‍👧" && canvas[11, 2].isContinuation)
        #expect(canvas[18, 3].glyph?.text == "│")
    }

    @Test func combiningMarksStayWithTheirLetters() {
        let card = CardRow(name: "Cafe\u{301} cre\u{300}me", summary: "Cre\u{300}me bru\u{302}le\u{301}e")
        let canvas = render(card, width: 20)
        expectGrid(canvas, """
            |╭─────────────────╮ |
            |│ Café crème      │░|
            |│ Crème brûlée    │░|
            |╰─────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░|
            """)
        #expect(canvas[5, 1].glyph?.text == "e\u{301}")
    }

    @Test func controlCharactersAndEscapesAreShownAsPictures() {
        let card = CardRow(name: "Red\u{1B}[31mX", summary: "Bell\u{7} tab\there\u{1B}[2J")
        let canvas = render(card, width: 20)
        expectGrid(canvas, """
            |╭─────────────────╮ |
            |│ Red␛[31mX       │░|
            |│ Bell␇ tab       │░|
            |│ here␛[2J        │░|
            |╰─────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░|
            """)
        expectNoControlCharacters(canvas)
    }

    @Test func asciiCardUsesOnlyASCII() {
        let card = CardRow(name: "Red\u{1B}[31mX", summary: oneLine, image: "Single Origin Ethiopia.jpg")
        let canvas = card.rendered(width: 44, environment: environment(selected: true, marked: true, charset: .ascii))
        expectGrid(canvas, """
            |#===================================== * =# |
            |#>Red^[[31mX                 +----------+ #:|
            |# A bright, fruity           |          | #:|
            |# espresso.                  |   SOE    | #:|
            |#                            |          | #:|
            |#                            +----------+ #:|
            |#=========================================#:|
            | :::::::::::::::::::::::::::::::::::::::::::|
            """)
        expectOnlyASCII(canvas)
        expectNoControlCharacters(canvas)
    }

    @Test func asciiCardWithoutImageUsesPlainFrameAndHatch() {
        let canvas = CardRow(name: "Cortado", summary: "Equal parts.")
            .rendered(width: 40, environment: environment(charset: .ascii))
        expectGrid(canvas, """
            |+-------------------------------------+ |
            || Cortado                +----------+ |:|
            || Equal parts.           |/\\/\\/\\/\\/\\| |:|
            ||                        |/\\/\\/\\/\\/\\| |:|
            ||                        |/\\/\\/\\/\\/\\| |:|
            ||                        +----------+ |:|
            |+-------------------------------------+:|
            | :::::::::::::::::::::::::::::::::::::::|
            """)
        expectOnlyASCII(canvas)
    }

    private func expectOnlyASCII(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
        let others = canvas.cells.compactMap(\.glyph).filter { !$0.text.unicodeScalars.allSatisfy(\.isASCII) }
        #expect(others.isEmpty, "non-ASCII glyphs: \(others.map(\.text))", sourceLocation: sourceLocation)
    }

    private func expectNoControlCharacters(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
        let controls = canvas.cells.compactMap(\.glyph).filter { glyph in
            glyph.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        }
        #expect(controls.isEmpty, "control characters in cells: \(controls.map(\.text))", sourceLocation: sourceLocation)
    }
}
