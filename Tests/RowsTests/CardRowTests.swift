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

    // MARK: Measuring

    private let mixedSummary: Text = "Velvety microfoam 抹茶ラテ over a double ristretto ☕ with 👨‍👩‍👧 and "
        + "cre\u{300}me bru\u{302}le\u{301}e, Ελληνικός καφές, кофе по-турецки, قهوة عربية, "
        + "an\u{1B}[31m escape, a\ttab and\na newline; a_very_long_unbreakable_word_that_must_be_split."

    @Test func heightForWidthEqualsTheRenderedHeightAtEveryWidth() {
        for image in [nil, "flat-white.png"] as [String?] {
            let card = CardRow(name: "Flat white 抹茶", summary: mixedSummary, image: image)
            for charset in [Charset.unicode, .ascii] {
                for width in 0...100 {
                    let environment = environment(selected: width % 2 == 0, charset: charset)
                    let height = card.height(forWidth: width, in: environment)
                    var canvas = Canvas(width: width, height: height + 5)
                    card.draw(into: &canvas, in: canvas.bounds, environment: environment)
                    let used = canvas.lines.lastIndex { $0.contains { $0 != " " } }.map { $0 + 1 } ?? 0
                    #expect(used == (width >= 3 ? height : 0), "width \(width), \(charset), image \(image ?? "none")")
                    #expect(card.size(forWidth: width, in: environment).width == width)
                }
            }
        }
    }

    @Test func everyRenderedLineIsExactlyTheCanvasWidth() {
        let card = CardRow(name: "☕ 抹茶ラテ e\u{301} \u{1B}[1m", summary: mixedSummary, image: "抹茶ラテ.png")
        for width in 0...100 {
            let canvas = render(card, width: width, selected: true)
            for (y, line) in canvas.lines.enumerated() {
                #expect(Grapheme.width(of: line) == width, "width \(width), line \(y): |\(line)|")
            }
        }
    }

    @Test func heightCountsFrameContentAndShadow() {
        let card = CardRow(name: "Menu", summary: "one\ntwo\nthree\nfour\nfive\nsix", image: "menu.png")
        #expect(card.height(forWidth: 40) == 2 + 7 + 1)
        #expect(CardRow(name: "Menu", image: "menu.png").height(forWidth: 40) == 2 + 5 + 1)
        #expect(CardRow(name: "Menu", image: "menu.png").height(forWidth: 20) == 2 + 1 + 1)
    }

    // MARK: Styles

    @Test func unstyledNameIsBoldAndSummaryIsPlain() {
        let canvas = render(CardRow(name: "Latte", summary: "Milky."), width: 20)
        #expect(canvas[2, 1].style == Style(.bold))
        #expect(canvas[2, 2].style == .plain)
    }

    @Test func callerStylesWinAndUnsetOnesTakeTheDefault() {
        let card = CardRow(name: Text("Red eye").foreground(.red), summary: Text("Strong.").italic().foreground(.blue))
        let canvas = render(card, width: 20)
        #expect(canvas[2, 1].style == Style(.bold, foreground: .red))
        #expect(canvas[2, 2].style == Style(.italic, foreground: .blue))
    }

    @Test func shadowIsDimAndGreyOnlyWithColour() {
        let card = CardRow(name: "Latte")
        let coloured = card.rendered(width: 10, environment: environment())
        let monochrome = card.rendered(width: 10, environment: environment(usesColor: false))
        #expect(coloured[9, 1].style == Style(.dim, foreground: .brightBlack))
        #expect(coloured[1, 3].style == Style(.dim, foreground: .brightBlack))
        #expect(monochrome[9, 1].style == Style(.dim))
    }

    @Test func selectedFrameAndMarkerAreBoldAndColouredOnlyWithColour() {
        let card = CardRow(name: "Latte")
        let coloured = card.rendered(width: 10, environment: environment(selected: true))
        let monochrome = card.rendered(width: 10, environment: environment(selected: true, usesColor: false))
        #expect(coloured[0, 0].style == Style(.bold, foreground: .cyan))
        #expect(coloured[1, 1].style == Style(.bold, foreground: .cyan))
        #expect(monochrome[0, 0].style == Style(.bold))
        #expect(monochrome[1, 1].glyph?.text == "▶")
    }

    @Test func markedCheckIsBoldAndGreenOnlyWithColour() {
        let card = CardRow(name: "Latte")
        #expect(card.rendered(width: 20, environment: environment(marked: true))[15, 0].style == Style(.bold, foreground: .green))
        #expect(card.rendered(width: 20, environment: environment(marked: true, usesColor: false))[15, 0].style == Style(.bold))
    }

    @Test func stringInitialiserMakesTheSameCardAsText() {
        let name = "Flat white", summary = "Velvety."
        #expect(CardRow(name: name, summary: summary, image: "a.png") == CardRow(name: Text(name), summary: Text(summary), image: "a.png"))
    }

    // MARK: Small and clipped

    @Test func tinyCardsNeverTrapAndDrawWhatFits() {
        let card = CardRow(name: "Cortado", summary: "Short.", image: "cortado.png")
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
        CardRow(name: "Flat white", summary: oneLine)
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
        let card = CardRow(name: "抹茶", summary: mixedSummary, image: "x.png")
        for rect in [Rect(x: -30, y: -4, width: 40, height: 20), Rect(x: 5, y: 2, width: 200, height: 1),
                     Rect(x: 100, y: 100, width: 40, height: 40), Rect(x: 0, y: 0, width: 0, height: 9)] {
            card.render(into: &canvas, in: rect, environment: RowEnvironment())
        }
        #expect(canvas.cells.count == 18)
    }
}
