import Testing
@testable import Rows

/// A card row's height for a width agrees with what it draws.
@Suite struct CardRowMeasuringTests: CardRowFixtures {
    @Test func heightForWidthEqualsTheRenderedHeightAtEveryWidth() {
        for image in [nil, "flat-white.png"] as [String?] {
            let card = CardRow("Flat white 抹茶", summary: mixedSummary, image: image)
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
        let card = CardRow("☕ 抹茶ラテ e\u{301} \u{1B}[1m", summary: mixedSummary, image: "抹茶ラテ.png")
        for width in 0...100 {
            let canvas = render(card, width: width, selected: true)
            for (y, line) in canvas.lines.enumerated() {
                #expect(Grapheme.width(of: line) == width, "width \(width), line \(y): |\(line)|")
            }
        }
    }

    @Test func heightCountsFrameContentAndShadow() {
        let card = CardRow("Menu", summary: "one\ntwo\nthree\nfour\nfive\nsix", image: "menu.png")
        #expect(card.height(forWidth: 40) == 2 + 7 + 1)
        #expect(CardRow("Menu", image: "menu.png").height(forWidth: 40) == 2 + 5 + 1)
        #expect(CardRow("Menu", image: "menu.png").height(forWidth: 20) == 2 + 1 + 1)
    }
}
