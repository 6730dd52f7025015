import Testing
@testable import Rows

/// Card rows with wide, combining, emoji, control and escape text, and in ASCII.
@Suite struct CardRowUntrustedTextTests: CardRowFixtures {
    @Test func cjkNameAndSummaryStayAlignedWithoutHalfCharacters() {
        let card = CardRow("抹茶ラテと焙じ茶ラテ", summary: "濃厚な抹茶と 香ばしいほうじ茶")
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
        let card = CardRow("抹茶ラテ", summary: "濃厚な抹茶を使った甘さ控えめのラテです", image: "抹茶.png")
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
        let card = CardRow("☕ Coffee ❤️", summary: "For the 👨‍👩‍👧 family ☕☕☕☕")
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
        let card = CardRow("Cafe\u{301} cre\u{300}me", summary: "Cre\u{300}me bru\u{302}le\u{301}e")
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
        let card = CardRow("Red\u{1B}[31mX", summary: "Bell\u{7} tab\there\u{1B}[2J")
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
        let card = CardRow("Red\u{1B}[31mX", summary: oneLine, image: "Single Origin Ethiopia.jpg")
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
        let canvas = CardRow("Cortado", summary: "Equal parts.")
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
}
