import Testing
@testable import Rows

/// A picture is drawn cell by cell where the image box is; without colours or in ASCII the
/// placeholder shows instead.
@Suite struct PictureBoxTests {
    /// Upper half blocks: red over blue on the left, a space on blue on the right.
    private let picture = Picture(width: 2, height: 1, cells: [
        .init(symbol: "\u{2580}", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)),
        .init(symbol: " ", foreground: nil, background: .rgb(0, 0, 255)),
    ])

    @Test func cellsAreDrawnWithTheirSymbolsAndColours() {
        let canvas = PictureBox(picture: picture, fallback: ImagePlaceholder(image: "a.png")).rendered(width: 4)
        expectGrid(canvas, """
            |▀   |
            """)
        #expect(canvas[0, 0].style == Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
        #expect(canvas[1, 0].style == Style(background: .rgb(0, 0, 255)))
    }

    @Test func withoutColoursThePlaceholderShows() {
        let canvas = PictureBox(picture: picture, fallback: ImagePlaceholder(image: "latte.png"))
            .rendered(width: 12, environment: RowEnvironment().with(\.usesColor, false))
        expectGrid(canvas, """
            |┌──────────┐|
            |│          │|
            |│  latte   │|
            |│          │|
            |└──────────┘|
            """)
    }

    @Test func inASCIIThePlaceholderShows() {
        let canvas = PictureBox(picture: picture, fallback: ImagePlaceholder(image: "latte.png"))
            .rendered(width: 12, environment: RowEnvironment().with(\.charset, .ascii))
        #expect(canvas.line(at: 2).contains("latte"))
    }

    @Test func symbolsThatAreNotOneColumnWideBecomeSpaces() {
        let odd = Picture(width: 3, height: 1, cells: [
            .init(symbol: "\u{1B}", foreground: nil, background: .rgb(1, 1, 1)),
            .init(symbol: "抹", foreground: nil, background: .rgb(1, 1, 1)),
            .init(symbol: "\u{301}", foreground: nil, background: .rgb(1, 1, 1)),
        ])
        expectGrid(PictureBox(picture: odd, fallback: ImagePlaceholder(image: nil)).rendered(width: 3), """
            |   |
            """)
    }

    @Test func cardDrawsItsPictureInTheImageBox() {
        let red = Picture(width: 12, height: 5, cells: Array(repeating: .init(symbol: "\u{2588}", foreground: .rgb(200, 0, 0), background: nil), count: 60))
        let canvas = CardRow("Latte", summary: "Milk.", image: "latte.png", picture: red).rendered(width: 34)
        expectGrid(canvas, """
            |╭───────────────────────────────╮ |
            |│ Latte            ████████████ │░|
            |│ Milk.            ████████████ │░|
            |│                  ████████████ │░|
            |│                  ████████████ │░|
            |│                  ████████████ │░|
            |╰───────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
        #expect(canvas[19, 1].style.foreground == .rgb(200, 0, 0))
    }

    @Test func cardWithoutColoursShowsThePlaceholderEvenWithAPicture() {
        let red = Picture(width: 12, height: 5, cells: Array(repeating: .init(symbol: "\u{2588}", foreground: .rgb(200, 0, 0), background: nil), count: 60))
        let canvas = CardRow("Latte", summary: "Milk.", image: "latte.png", picture: red)
            .rendered(width: 34, environment: RowEnvironment().with(\.usesColor, false))
        #expect(canvas.line(at: 3).contains("│  latte   │"))
    }

    @Test func picturesMapTo256PaletteEntriesAboveSixteen() {
        let mapped = picture.inPalette256
        #expect(mapped.cells[0].foreground == .palette(196))
        #expect(mapped.cells[0].background == .palette(21))
        #expect(mapped.cells[1].foreground == nil)
    }
}
