import Testing
import Rows
@testable import CardListCore

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
            |  xxxxxxxxx…|
            """)
    }

    @Test func filterMatchesAreHighlightedInTheName() {
        let item = Item(name: "Flat white")
        let canvas = ItemRows(style: .line, matcher: Matcher(query: "white")).row(for: item).rendered(width: 12)
        #expect(canvas[7, 0].style.attributes.contains(.underline))
        #expect(!canvas[2, 0].style.attributes.contains(.underline))
    }
}
