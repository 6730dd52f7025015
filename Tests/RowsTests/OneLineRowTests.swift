import Testing
@testable import Rows

@Suite struct OneLineRowTests {
    private let flatWhite = OneLineRow("Flat white",
                                       summary: "Velvety microfoam poured over a double ristretto.\nSecond line.",
                                       detail: "$3.50")
    private let cortado = OneLineRow("Cortado", summary: "Equal parts", detail: "$3")
    private let matcha = OneLineRow("Matcha", summary: "Stone-ground green tea", detail: "$4.20")
    private let matchaLatte = OneLineRow("抹茶ラテ", summary: "濃厚な抹茶のラテ", detail: "¥500円")

    /// The rows stacked in one canvas, the first selected and the second marked.
    private func list(_ rows: [OneLineRow], width: Int, charset: Charset = .unicode) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (index, row) in rows.enumerated() {
            let environment = RowEnvironment().with(\.isSelected, index == 0).with(\.isMarked, index == 1)
                .with(\.charset, charset).with(\.showsSelectionGutter, true)
            row.draw(into: &canvas, in: Rect(x: 0, y: index, width: width, height: 1), environment: environment)
        }
        return canvas
    }

    // MARK: Widths 20, 40, 80

    @Test func narrowListDropsDetailsThenTruncatesSummaries() {
        expectGrid(list([flatWhite, cortado, matcha], width: 20), """
            |▶ Flat white        |
            | ✓Cortado  Equal pa…|
            |  Matcha  Stone-gro…|
            """)
    }

    @Test func detailsAreRightAlignedAndSummariesTruncatedBetween() {
        expectGrid(list([flatWhite, cortado, matcha], width: 40), """
            |▶ Flat white  Velvety microfoam …  $3.50|
            | ✓Cortado  Equal parts                $3|
            |  Matcha  Stone-ground green tea   $4.20|
            """)
    }

    @Test func wideListShowsOnlyTheFirstLineOfTheSummary() {
        expectGrid(list([flatWhite, cortado, matcha], width: 80), """
            |▶ Flat white  Velvety microfoam poured over a double ristretto.            $3.50|
            | ✓Cortado  Equal parts                                                        $3|
            |  Matcha  Stone-ground green tea                                           $4.20|
            """)
    }

    @Test func asciiGutterUsesPlainMarkers() {
        let canvas = list([cortado, matcha, flatWhite], width: 40, charset: .ascii)
        expectGrid(canvas, """
            |> Cortado  Equal parts                $3|
            | *Matcha  Stone-ground green tea   $4.20|
            |  Flat white  Velvety microfoa...  $3.50|
            """)
        #expect(canvas.cells.allSatisfy { $0.glyph?.text.unicodeScalars.allSatisfy(\.isASCII) ?? true })
    }

    @Test func selectedMarkedRowShowsBothMarkers() {
        var canvas = Canvas(width: 20, height: 1)
        let environment = RowEnvironment.listRow.with(\.isSelected, true).with(\.isMarked, true)
        cortado.draw(into: &canvas, in: Rect(x: 0, y: 0, width: 20, height: 1), environment: environment)
        expectGrid(canvas, """
            |▶✓Cortado  Equal pa…|
            """)
    }

    // MARK: Space running short

    @Test func detailGoesFirstThenSummaryThenTheNameIsTruncated() {
        let widths = [30, 28, 24, 22, 21, 14, 10, 3, 2]
        var canvas = Canvas(width: 30, height: widths.count)
        for (y, width) in widths.enumerated() {
            flatWhite.draw(into: &canvas, in: Rect(x: 0, y: y, width: width, height: 1), environment: RowEnvironment.listRow)
        }
        expectGrid(canvas, """
            |  Flat white  Velvety …  $3.50|
            |  Flat white  Velvety micro…  |
            |  Flat white  Velvety m…      |
            |  Flat white  Velvety…        |
            |  Flat white                  |
            |  Flat white                  |
            |  Flat wh…                    |
            |  …                           |
            |                              |
            """)
    }

    @Test func columnsAreSharedByPriority() {
        typealias Columns = OneLineRow.Columns
        #expect(OneLineRow.columns(available: 50, name: 10, summary: 20, detail: 5) == Columns(name: 10, summary: 20, detail: 5))
        #expect(OneLineRow.columns(available: 30, name: 10, summary: 20, detail: 5) == Columns(name: 10, summary: 11, detail: 5))
        #expect(OneLineRow.columns(available: 26, name: 10, summary: 20, detail: 5) == Columns(name: 10, summary: 14, detail: 0))
        #expect(OneLineRow.columns(available: 19, name: 10, summary: 20, detail: 5) == Columns(name: 10, summary: 0, detail: 0))
        #expect(OneLineRow.columns(available: 6, name: 10, summary: 20, detail: 5) == Columns(name: 6, summary: 0, detail: 0))
        #expect(OneLineRow.columns(available: 17, name: 10, summary: 0, detail: 5) == Columns(name: 10, summary: 0, detail: 5))
        #expect(OneLineRow.columns(available: 20, name: 10, summary: 3, detail: 3) == Columns(name: 10, summary: 3, detail: 3))
    }

    // MARK: Wide and untrusted text

    @Test func wideCharactersAreNeverCutAtTheEdges() {
        let widths = [31, 30, 29, 21, 20, 9]
        var canvas = Canvas(width: 31, height: widths.count)
        for (y, width) in widths.enumerated() {
            matchaLatte.draw(into: &canvas, in: Rect(x: 0, y: y, width: width, height: 1), environment: RowEnvironment.listRow)
        }
        expectGrid(canvas, """
            |  抹茶ラテ  濃厚な抹茶…  ¥500円|
            |  抹茶ラテ  濃厚な抹…   ¥500円 |
            |  抹茶ラテ  濃厚な抹…  ¥500円  |
            |  抹茶ラテ  濃厚な抹…          |
            |  抹茶ラテ  濃厚な…            |
            |  抹茶ラ…                      |
            """)
        for (y, width) in widths.enumerated() {
            #expect(Grapheme.width(of: canvas.line(at: y)) == 31, "width \(width)")
        }
    }

    @Test func controlCharactersAreShownAsPictures() {
        let row = OneLineRow("a\u{1B}[31mb", summary: "tab\there", detail: "x\u{7}")
        let canvas = row.rendered(width: 30, environment: .listRow)
        expectGrid(canvas, """
            |  a␛[31mb  tab here         x␇|
            """)
        #expect(!canvas.cells.contains { $0.glyph?.text.unicodeScalars.contains { $0.value < 0x20 } ?? false })
    }

    // MARK: Styles

    @Test func selectedRowWithADetailIsReversedToTheTrailingEdge() {
        let canvas = list([cortado, matcha], width: 30)
        #expect((0..<30).allSatisfy { canvas[$0, 0].style.attributes.contains(.reverse) })
        #expect(!(0..<30).contains { canvas[$0, 1].style.attributes.contains(.reverse) })
    }

    @Test func selectedRowIsReversedToTheEndOfItsTextAsFzfsBarIs() {
        let plain = OneLineRow("Cortado", summary: "Equal parts", detail: "")
        let canvas = list([plain], width: 30)
        // Gutter (2), name (7), gap (2), summary (11): 22 columns, no run of reverse blanks after.
        #expect((0..<22).allSatisfy { canvas[$0, 0].style.attributes.contains(.reverse) })
        #expect(!(22..<30).contains { canvas[$0, 0].style.attributes.contains(.reverse) })
        let bare = list([OneLineRow("Cortado", summary: "", detail: "")], width: 30)
        #expect(!(9..<30).contains { bare[$0, 0].style.attributes.contains(.reverse) })
    }

    @Test func nameIsBoldSummaryAndDetailAreDimAndCallerColoursWin() {
        let row = OneLineRow(Text("Red eye").foreground(.red), summary: "Strong", detail: Text("$4").foreground(.green))
        let canvas = row.rendered(width: 30, environment: .listRow)
        #expect(canvas[2, 0].style == Style(.bold, foreground: .red))
        #expect(canvas[11, 0].style == Style(.dim))
        #expect(canvas[28, 0].style == Style(.dim, foreground: .green))
        #expect(canvas[0, 0] == .blank)
    }

    @Test func markersAreColouredOnlyWithColour() {
        let selected = RowEnvironment.listRow.with(\.isSelected, true)
        #expect(cortado.rendered(width: 20, environment: selected)[0, 0].style == Style([.bold, .reverse], foreground: .cyan))
        let monochrome = selected.with(\.usesColor, false)
        #expect(cortado.rendered(width: 20, environment: monochrome)[0, 0].style == Style([.bold, .reverse]))
    }

    // MARK: Size and cost

    @Test func heightIsAlwaysOne() {
        for width in [0, 1, 20, 500] {
            #expect(flatWhite.size(forWidth: width, in: RowEnvironment.listRow) == Size(width: width, height: 1))
        }
    }

    @Test func drawsOnlyTheFirstLineOfItsRect() {
        var canvas = Canvas(width: 12, height: 3)
        cortado.draw(into: &canvas, in: Rect(x: 0, y: 1, width: 12, height: 2), environment: RowEnvironment.listRow)
        expectGrid(canvas, """
            |            |
            |  Cortado   |
            |            |
            """)
    }

    @Test func firstLineCountsCharactersAcrossPlainAndOtherRuns() {
        let text = Text("abc") + Text("déf", style: Style(.bold)) + Text("ghijk")
        #expect(OneLineRow.firstLine(of: text, maxCharacters: 2) == Text("ab"))
        #expect(OneLineRow.firstLine(of: text, maxCharacters: 5) == Text("abc") + Text("dé", style: Style(.bold)))
        #expect(OneLineRow.firstLine(of: text, maxCharacters: 8) == Text("abc") + Text("déf", style: Style(.bold)) + Text("gh"))
        #expect(OneLineRow.firstLine(of: Text("ab\tc\nd"), maxCharacters: 9) == Text("ab c"))
        // A mark after the last character taken belongs to it.
        #expect(OneLineRow.firstLine(of: Text("abc\u{301}d"), maxCharacters: 3) == Text("abc\u{301}"))
    }

    @Test func firstLineLooksAtNoMoreCharactersThanTheWidthNeeds() {
        let long = Text(String(repeating: "x", count: 10)) + Text("y", style: Style(.bold)) + Text("z\nsecond")
        #expect(OneLineRow.firstLine(of: long, maxCharacters: 4) == Text("xxxx"))
        #expect(OneLineRow.firstLine(of: long, maxCharacters: 100) == Text("xxxxxxxxxx") + Text("y", style: Style(.bold)) + Text("z"))
        #expect(OneLineRow.firstLine(of: "a\tb\r\nc", maxCharacters: 100) == Text("a b"))
    }

    @Test func hugeSummaryRendersLikeAShortOne() {
        let huge = OneLineRow("Long", summary: Text(String(repeating: "word ", count: 200_000)), detail: "end")
        expectGrid(huge.rendered(width: 30, environment: .listRow), """
            |  Long  word word word w…  end|
            """)
    }

    @Test func tinyWidthsNeverTrap() {
        let environment = RowEnvironment.listRow.with(\.isSelected, true)
        expectGrid(matchaLatte.rendered(width: 3, environment: environment), """
            |▶ …|
            """)
        for width in 0...4 {
            #expect(matchaLatte.rendered(width: width, environment: environment).width == width)
        }
    }

    // MARK: Shared markers

    @Test func sharedMarkersAreOneColumnAndPlainInASCII() {
        for charset in [Charset.unicode, .ascii] {
            for marker in [RowMarkers.selection(charset), RowMarkers.marked(charset), RowMarkers.shadow(charset)] {
                #expect(Grapheme.width(of: marker) == 1)
                #expect(marker.unicodeScalars.allSatisfy(\.isASCII) == (charset == .ascii))
            }
        }
        #expect(RowMarkers.gutter(.unicode, isSelected: true, isMarked: true) == "▶✓")
        #expect(RowMarkers.gutter(.ascii, isSelected: false, isMarked: true) == " *")
        #expect(RowMarkers.gutter(.unicode, isSelected: false, isMarked: false) == "  ")
    }
}
