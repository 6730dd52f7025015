import Foundation
import Testing
import Rows
@testable import CardListCore
@testable import Items

/// Every style shows what its space allows of the same parts: an account's icon, label,
/// name, summary, detail and amount.
@Suite struct ItemRowsPartsTests {
    private let account = Item(name: "Savings", summary: "Emergency fund.", label: "Savings", detail: "DE44 5001", icon: "💰",
                               amount: 12500, currency: "EUR")

    private func environment() -> RowEnvironment {
        RowEnvironment.listRow.with(\.localeIdentifier, "en_US")
    }

    @Test func theLineStyleEndsWithTheAmountAfterTheDetail() {
        expectGrid(ItemRows(style: .line).row(for: account).rendered(width: 56, environment: environment()), """
            |  Savings  Emergency fund.         DE44 5001  €12,500.00|
            """)
    }

    @Test func aNarrowLineKeepsTheNameAndDropsDetailAndAmountTogether() {
        expectGrid(ItemRows(style: .line).row(for: account).rendered(width: 24, environment: environment()), """
            |  Savings  Emergency fu…|
            """)
    }

    @Test func theItemStyleKeepsTheIconLabelDetailAndAmount() {
        expectGrid(ItemRows(style: .item).row(for: account).rendered(width: 50, environment: environment()), """
            |     SAVINGS                                      |
            |  💰 Savings                  DE44 5001 €12,500.00|
            |     Emergency fund.                              |
            """)
    }

    @Test func theCardStyleShowsTheSameParts() {
        let card = ItemRows(style: .card).row(for: account).rendered(width: 40, environment: environment())
        let text = card.lines.joined(separator: "\n")
        for part in ["SAVINGS", "Savings", "Emergency fund.", "€12,500.00", "💰"] {
            #expect(text.contains(part), "\(part) in \(card.fenced)")
        }
    }
}

/// The item style draws the thumbnail, smaller than a card's.
@Suite struct ItemRowsThumbnailTests {
    @Test func theItemStyleDrawsTheCardsPictureAtHalfItsSize() {
        var rows = ItemRows(style: .item)
        let cell = Picture.Cell(symbol: "\u{2588}", foreground: .rgb(10, 20, 30), background: nil)
        rows.picture = { _ in Picture(width: 12, height: 5, cells: Array(repeating: cell, count: 60)) }
        let canvas = rows.row(for: Item(name: "Espresso", summary: "Short.", image: "espresso.png"))
            .rendered(width: 30, environment: .listRow)
        expectGrid(canvas, """
            |  ▀▀▀▀▀▀ Espresso             |
            |  ▀▀▀▀▀▀ Short.               |
            |  ▀▀▀▀▀▀                      |
            """)
        #expect(canvas[2, 0].style.foreground == .rgb(10, 20, 30))
    }

    @Test func withoutThePictureASmallPlaceholderTakesItsPlace() {
        let canvas = ItemRows(style: .item).row(for: Item(name: "Espresso", image: "espresso.png")).rendered(width: 30, environment: .listRow)
        expectGrid(canvas, """
            |  ┌────┐                      |
            |  │esp…│ Espresso             |
            |  └────┘                      |
            """)
    }
}
