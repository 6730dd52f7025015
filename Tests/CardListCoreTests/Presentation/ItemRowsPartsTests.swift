import Foundation
import Testing
import Rows
@testable import CardListCore

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
