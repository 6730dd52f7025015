import Testing
import Rows
@testable import CardListCore
@testable import Items
@testable import Search
@testable import CardListOptions

/// Filter matches are highlighted in every field the filter searches, in every row style:
/// tags, label and detail as well as name and summary.
@Suite struct ItemRowsHighlightTests {
    static let item = Item(name: "Flat white", summary: "Velvety.", label: "Coffee", detail: "double", tags: ["oat", "milk"])

    func rendered(_ style: Options.RowStyle, query: String, fields: SearchFields = .all, width: Int = 44) -> Canvas {
        ItemRows(style: style, matcher: Matcher(query: query, fields: fields)).row(for: Self.item)
            .rendered(width: width, environment: RowEnvironment().with(\.usesColor, false))
    }

    /// Each row's underlined characters, joined (rows with none left out).
    func underlined(_ canvas: Canvas) -> [String] {
        (0..<canvas.height).compactMap { y in
            let marked = (0..<canvas.width).filter { canvas[$0, y].style.attributes.contains(.underline) }
            return marked.isEmpty ? nil : marked.map { canvas[$0, y].glyph?.text ?? "" }.joined()
        }
    }

    @Test func aTagsMatchIsHighlightedOnACard() {
        let canvas = rendered(.card, query: "milk")
        expectGrid(canvas, """
            |╭─ COFFEE ────────────────────────────────╮ |
            |│ Flat white                       double │░|
            |│ Velvety.                                │░|
            |│ ╭───╮ ╭────╮                            │░|
            |│ │oat│ │milk│                            │░|
            |│ ╰───╯ ╰────╯                            │░|
            |╰─────────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
        #expect(underlined(canvas) == ["milk"])
        #expect((9...12).allSatisfy { canvas[$0, 4].style.attributes.contains(.underline) })
    }

    @Test func aTagsMatchIsHighlightedInAListItem() {
        #expect(underlined(rendered(.item, query: "oat")) == ["oat"])
    }

    @Test func aCardsLabelIsHighlightedInUpperCaseWhereItMatched() {
        #expect(underlined(rendered(.card, query: "cof")) == ["COF"])
    }

    @Test func theDetailIsHighlightedInEveryStyle() {
        for style in Options.RowStyle.allCases {
            #expect(underlined(rendered(style, query: "dbl")) == ["dbl"], "\(style)")
        }
    }

    @Test func fieldsTheFilterDoesNotSearchAreNotHighlighted() {
        // The name's "ilk" is not enough for "milk"; the tag's match does not count.
        #expect(underlined(rendered(.card, query: "milk", fields: .name)) == [])
        #expect(underlined(rendered(.card, query: "ve", fields: [.name, .tags])) == [])
        #expect(underlined(rendered(.card, query: "ve", fields: [.summary])) == ["Ve"])
    }

    @Test func aMatchAfterASpaceInTheSummaryHighlightsOnlyItsOwnLetters() {
        let item = Item(name: "Mocha", summary: "A strong latte base with milk coffee.")
        for style in Options.RowStyle.allCases {
            let canvas = ItemRows(style: style, matcher: Matcher(query: "lat")).row(for: item)
                .rendered(width: 60, environment: RowEnvironment().with(\.usesColor, false))
            #expect(underlined(canvas) == ["lat"], "\(style)")
        }
    }
}

