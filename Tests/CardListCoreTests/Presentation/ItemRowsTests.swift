import Foundation
import Testing
import Rows
@testable import CardListCore
@testable import Items
@testable import Search

@Suite struct ItemRowsTests {
    @Test func fieldsLongerThanTheDisplayLimitAreCutWithAnEllipsis() {
        let long = String(repeating: "ab", count: ItemRows.displayLimit)
        let shown = ItemRows.displayed(long)
        #expect(shown.count == ItemRows.displayLimit + 1)
        #expect(shown.hasSuffix("b…") || shown.hasSuffix("a…"))
        #expect(ItemRows.displayed("short") == "short")
    }

    @Test func aHugeNameDrawsAsOneTruncatedLine() {
        let item = Item(name: String(repeating: "x", count: 1_000_000), summary: "tail")
        let canvas = ItemRows(style: .line).row(for: item).rendered(width: 12)
        expectGrid(canvas, """
            |xxxxxxxxxxx…|
            """)
    }

    @Test func filterMatchesAreHighlightedInTheName() {
        let item = Item(name: "Flat white")
        let canvas = ItemRows(style: .line, matcher: Matcher(query: "white")).row(for: item).rendered(width: 12)
        #expect(canvas[7, 0].style.attributes.contains(.underline))
        #expect(!canvas[2, 0].style.attributes.contains(.underline))
    }
}

/// A card shows what its item has, and no empty image box.
@Suite struct ItemCardTests {
    private func card(_ item: Item, width: Int = 44) -> Canvas {
        ItemRows(style: .card).row(for: item)
            .rendered(width: width, environment: RowEnvironment().with(\.usesColor, false).with(\.localeIdentifier, "en_US"))
    }

    @Test func cardShowsLabelDetailSummaryAndTags() {
        let item = Item(name: "Flat white", summary: "Velvety.", image: "flat-white.png", label: "Coffee",
                        detail: "4.20", tags: ["milk"])
        expectGrid(card(item), """
            |╭─ COFFEE ────────────────────────────────╮ |
            |│ Flat white           4.20  ┌──────────┐ │░|
            |│ Velvety.                   │          │ │░|
            |│ ╭────╮                     │flat-white│ │░|
            |│ │milk│                     │          │ │░|
            |│ ╰────╯                     └──────────┘ │░|
            |╰─────────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func cardWithoutImageShowsItsIconInsteadOfAnEmptyBox() {
        let item = Item(name: "Ticket", summary: "Tram 5", icon: "tram", amount: Amount("-2.5"), currency: "EUR")
        expectGrid(card(item, width: 30), """
            |╭───────────────────────────╮ |
            |│ Ticket         -€2.50  🚊 │░|
            |│ Tram 5                    │░|
            |╰───────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func cardAmountIsFormattedForTheLocaleItIsDrawnIn() {
        let item = Item(name: "Ticket", amount: Amount("-1234.5"), currency: "EUR")
        let german = RowEnvironment().with(\.usesColor, false).with(\.localeIdentifier, "de_DE")
        // Foundation puts a no-break space before the euro sign.
        expectGrid(ItemRows(style: .card).row(for: item).rendered(width: 30, environment: german), """
            |╭───────────────────────────╮ |
            |│ Ticket        -1.234,50 € │░|
            |╰───────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func cardAmountInPlainASCIIGivesTheCurrencyCode() {
        let item = Item(name: "Ticket", amount: Amount("-1234.5"), currency: "EUR")
        let ascii = RowEnvironment().with(\.usesColor, false).with(\.localeIdentifier, "en_US").with(\.charset, .ascii)
        let canvas = ItemRows(style: .card).row(for: item).rendered(width: 40, environment: ascii)
        #expect(canvas.line(at: 1).contains("-1,234.50 EUR"), "\(canvas.line(at: 1))")
        #expect(!canvas.line(at: 1).contains("€"))
    }

    @Test func cardWithoutImageOrIconGivesTheTextTheWholeWidth() {
        let item = Item(name: "Plain", summary: "Nothing else to show here at all.")
        expectGrid(card(item, width: 30), """
            |╭───────────────────────────╮ |
            |│ Plain                     │░|
            |│ Nothing else to show here │░|
            |│ at all.                   │░|
            |╰───────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }
}
