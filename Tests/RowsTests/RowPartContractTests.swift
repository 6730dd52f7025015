import Testing
@testable import Rows

/// What every row and part promises, checked for each kind at every width from 0 to 45 and some wider ones, with
/// awkward text: its size fits the width offered, it draws nothing outside its rectangle,
/// it leaves no half of a wide glyph, and no control character reaches a cell.
@Suite struct RowPartContractTests {
    private static let awkward = "抹茶 ☕ 👨‍👩‍👧 cre\u{300}me \u{1B}[31mred\u{7} \u{202E}rtl\u{2066} tab\there\nnext a_very_long_word_without_spaces"

    private struct Sample {
        var name: String
        var part: any RowPart
    }

    private let samples: [Sample] = [
        Sample(name: "card", part: CardRow(Text(awkward), summary: Text(awkward), image: "抹茶 latte.png")),
        Sample(name: "list item", part: ListItem(Text(awkward), label: Text(awkward), subtitle: Text(awkward), detail: "4.20 €")
            .leading(Label("", icon: .coffee), alignment: .top)
            .trailing(TagRow([Tag("S1", icon: .train), Tag(awkward)]), alignment: .bottom)),
        Sample(name: "account", part: AccountBalance(awkward, subtitle: awkward, amount: -1234.5, currencyCode: "EUR")),
        Sample(name: "one line", part: OneLineRow(Text(awkward), summary: Text(awkward), detail: "¥500円")),
        Sample(name: "labeled", part: LabeledContent(Text(awkward), value: Text(awkward), icon: .bank)),
        Sample(name: "inline labeled", part: LabeledContent(Text(awkward), value: "12.00")
            .environment(\.labeledContentStyle, .inline)),
        Sample(name: "tags", part: TagRow([Tag("S1", icon: .train), Tag(awkward, icon: .bus), Tag("抹茶")])),
        Sample(name: "text", part: TextPart(Text(awkward), lineLimit: 3)),
        Sample(name: "gutter", part: Label(Text(awkward), icon: .star).inGutter()),
        Sample(name: "placeholder", part: ImagePlaceholder(image: awkward)),
        Sample(name: "picture", part: PictureBox(picture: RowPartContractTests.awkwardPicture, fallback: ImagePlaceholder(image: awkward))),
        Sample(name: "card with picture", part: CardRow(Text(awkward), summary: Text(awkward), image: "a.png",
                                                        picture: RowPartContractTests.awkwardPicture)),
    ]

    /// A picture whose symbols include a control character, a wide one and a zero-width one.
    private static let awkwardPicture = Picture(width: 12, height: 5, cells: (0..<60).map { index in
        let symbols: [Unicode.Scalar] = ["\u{2584}", "\u{1B}", "抹", "\u{300}", "\u{202E}", " "]
        return Picture.Cell(symbol: symbols[index % symbols.count], foreground: .rgb(200, 100, 0), background: nil)
    })

    private func environments() -> [RowEnvironment] {
        [RowEnvironment(),
         RowEnvironment().with(\.isSelected, true).with(\.isMarked, true),
         RowEnvironment().with(\.charset, .ascii).with(\.isSelected, true).with(\.usesColor, false)]
    }

    @Test func everyPartStaysInsideItsRectangleAtEveryWidth() {
        let outside = Cell(glyph: Grapheme.graphemes(of: "x")[0].glyphs[0])
        for sample in samples {
            for environment in environments() {
                for width in Array(0...45) + [59, 60, 79, 80, 90] {
                    let size = sample.part.size(forWidth: width, in: environment)
                    #expect(size.width <= width && size.width >= 0 && size.height >= 0, "\(sample.name) at \(width): \(size)")
                    var canvas = Canvas(width: width + 4, height: size.height + 4, fill: outside)
                    let rect = Rect(x: 2, y: 2, width: width, height: size.height)
                    canvas.fill(rect)
                    sample.part.draw(into: &canvas, in: rect, environment: environment)
                    for y in 0..<canvas.height {
                        for x in 0..<canvas.width where !(rect.x..<rect.maxX).contains(x) || !(rect.y..<rect.maxY).contains(y) {
                            if canvas[x, y] != outside {
                                Issue.record("\(sample.name) at \(width) drew outside its rectangle at (\(x), \(y))")
                            }
                        }
                    }
                    expectWholeLines(canvas, "\(sample.name) at \(width)")
                }
            }
        }
    }

    @Test func everyPartDrawsSomethingOnEveryRowItMeasures() {
        for sample in samples {
            for width in [20, 40, 80] {
                let canvas = sample.part.rendered(width: width)
                #expect(canvas.height > 0, "\(sample.name) at \(width)")
                let lastUsed = canvas.lines.lastIndex { $0.contains { $0 != " " } }
                #expect(lastUsed == canvas.height - 1, "\(sample.name) at \(width) has blank rows at the bottom: \(canvas.fenced)")
            }
        }
    }

    /// Every line is as wide as the canvas (no half of a wide glyph alone) and free of controls.
    private func expectWholeLines(_ canvas: Canvas, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas[x, y].isContinuation {
                if x == 0 || canvas[x - 1, y].glyph?.width != 2 {
                    Issue.record("\(context): lone right half at (\(x), \(y))", sourceLocation: sourceLocation)
                }
            }
            let controls = canvas.cells.compactMap(\.glyph).filter { glyph in
                glyph.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || Grapheme.isHidden($0) && $0.value != 0x200D }
            }
            if !controls.isEmpty {
                Issue.record("\(context): hidden characters in cells: \(controls.map(\.text))", sourceLocation: sourceLocation)
                return
            }
        }
    }
}
