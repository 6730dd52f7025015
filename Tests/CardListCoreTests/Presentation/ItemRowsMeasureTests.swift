import Testing
import Rows
@testable import CardListCore
@testable import Items
@testable import CardListOptions

/// Cards and list items keep a readable measure on a wide screen, and a card's amount or
/// detail is never broken over lines on a narrow one.
@Suite struct ItemRowsMeasureTests {
    private let espresso = Item(name: "Espresso", summary: "A short shot.", detail: "€2.20")

    @Test(arguments: [Options.RowStyle.card, .item])
    func aWideScreenDrawsCardsAndItemsNoWiderThanTheMeasure(style: Options.RowStyle) {
        let canvas = ItemRows(style: style).row(for: espresso).rendered(width: 200, environment: .listRow)
        #expect(canvas.lines.allSatisfy { $0.dropFirst(ItemRows.maximumWidth).allSatisfy { $0 == " " } }, "\(canvas.fenced)")
        let first = canvas.lines.first { $0.contains("Espresso") } ?? ""
        let name = first.range(of: "Espresso")!.upperBound, price = first.range(of: "€2.20")!.lowerBound
        #expect(first.distance(from: name, to: price) < ItemRows.maximumWidth, "\(first)")
    }

    @Test func theLineStyleStillTakesTheWholeWidth() {
        #expect(ItemRows(style: .line).row(for: espresso).rendered(width: 200, environment: .listRow).width == 200)
    }

    @Test func aNarrowCardPutsItsPriceWholeUnderTheName() {
        expectGrid(ItemRows(style: .card).row(for: espresso).rendered(width: 12), """
            |╭─────────╮ |
            |│ Espres… │░|
            |│   €2.20 │░|
            |│ A short │░|
            |│ shot.   │░|
            |╰─────────╯░|
            | ░░░░░░░░░░░|
            """)
    }

    @Test func aCardWithRoomKeepsThePriceBesideTheName() {
        expectGrid(ItemRows(style: .card).row(for: espresso).rendered(width: 22), """
            |╭───────────────────╮ |
            |│ Espresso    €2.20 │░|
            |│ A short shot.     │░|
            |╰───────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░|
            """)
    }
}

/// A record with a huge number of tags is laid out as a screenful is: the first
/// ``ItemRows/tagLimit`` tags and a count of the rest.
@Suite struct ItemRowsTagLimitTests {
    private let tagged = Item(name: "x", tags: (0..<10_000).map { "t\($0)" })

    @Test(arguments: [Options.RowStyle.card, .item])
    func onlyTheFirstTagsAreDrawnAndTheRestCounted(style: Options.RowStyle) {
        let canvas = ItemRows(style: style).row(for: tagged).rendered(width: 60, environment: .listRow)
        let text = canvas.lines.joined(separator: "\n")
        #expect(text.contains("│t99│") && text.contains("│+9900│"), "\(style)")
        #expect(!text.contains("t100"), "\(style)")
        #expect(canvas.height < 60, "\(style): \(canvas.height) rows")
    }

    @Test func aFewTagsAreAllDrawnWithoutACount() {
        let text = ItemRows(style: .card).row(for: Item(name: "x", tags: ["a", "b"])).rendered(width: 30).lines.joined()
        #expect(text.contains("│a│") && text.contains("│b│") && !text.contains("+"))
    }
}
