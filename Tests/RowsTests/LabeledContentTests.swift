import Testing
@testable import Rows

/// Draws `rows` one under the other as a list does: each at its own height, the row at
/// `selected` with `isSelected` set, all with `environment`.
func renderList(_ rows: [any RowPart], width: Int, selected: Int? = nil,
                environment: RowEnvironment = RowEnvironment()) -> Canvas {
    let environments = rows.indices.map { environment.with(\.isSelected, $0 == selected) }
    let heights = zip(rows, environments).map { $0.height(forWidth: width, in: $1) }
    var canvas = Canvas(width: width, height: heights.reduce(0, +))
    var y = 0
    for (index, row) in rows.enumerated() {
        row.draw(into: &canvas, in: Rect(x: 0, y: y, width: width, height: heights[index]), environment: environments[index])
        y += heights[index]
    }
    return canvas
}

@Suite struct LabeledContentTests {
    private let balance = LabeledContent("Balance", value: "1,234.50 EUR", icon: .bank)
    private let espresso = LabeledContent("Espresso", value: "2.50", icon: .coffee)
    private let long = LabeledContent("A rather long label", value: "a long value indeed")

    private func inline() -> RowEnvironment {
        RowEnvironment().with(\.labeledContentStyle, .inline)
    }

    @Test func automaticStyleRightAlignsTheContent() {
        expectGrid(render(espresso, width: 20), """
            |☕ Espresso     2.50|
            """)
        expectGrid(render(balance, width: 40), """
            |🏦 Balance                  1,234.50 EUR|
            """)
    }

    @Test func automaticStyleCutsTheLabelBeforeTheContent() {
        expectGrid(render(balance, width: 20), """
            |🏦 Bal… 1,234.50 EUR|
            """)
    }

    @Test func automaticStyleMovesTheContentDownWhenTheLabelWouldBeCutTooShort() {
        expectGrid(render(long, width: 20), """
            |A rather long label |
            | a long value indeed|
            """)
        expectGrid(render(long, width: 40), """
            |A rather long label  a long value indeed|
            """)
    }

    @Test func inlineStyleRunsLabelAndContentTogether() {
        expectGrid(espresso.rendered(width: 20, environment: inline()), """
            |☕ Espresso: 2.50   |
            """)
        expectGrid(balance.rendered(width: 20, environment: inline()), """
            |🏦 Balance: 1,234.50|
            |EUR                 |
            """)
        expectGrid(long.rendered(width: 40, environment: inline()), """
            |A rather long label: a long value indeed|
            """)
    }

    @Test func inlineStyleAtEightyColumns() {
        expectGrid(balance.rendered(width: 80, environment: inline()), """
            |🏦 Balance: 1,234.50 EUR                                                        |
            """)
    }

    @Test func contentIsDimUnlessStyledAndTheLabelPlain() {
        let canvas = render(LabeledContent("Tip", value: "1.00"), width: 10)
        #expect(canvas[0, 0].style == .plain)
        #expect(canvas[9, 0].style == Style(.dim))
        let red = render(LabeledContent(Text("Tip"), value: Text("-1.00").foreground(.red)), width: 10)
        #expect(red[9, 0].style == Style(.dim, foreground: .red))
    }

    @Test func environmentStyleSwitchesAWholeList() {
        let rows: [any RowPart] = [balance.inGutter(), espresso.inGutter(), long.inGutter()]
        expectGrid(renderList(rows, width: 30, selected: 1), """
            |  🏦 Balance      1,234.50 EUR|
            |▶ ☕ Espresso             2.50|
            |  A rathe… a long value indeed|
            """)
        expectGrid(renderList(rows, width: 30, selected: 1, environment: inline()), """
            |  🏦 Balance: 1,234.50 EUR    |
            |▶ ☕ Espresso: 2.50           |
            |  A rather long label: a long |
            |  value indeed                |
            """)
    }

    @Test func heightMatchesWhatIsDrawnAtEveryWidth() {
        for part in [balance, espresso, long, LabeledContent("抹茶", value: "\u{1B}[0m e\u{301}")] {
            expectHeightMatchesDrawing(part, visibleFrom: 1)
            expectHeightMatchesDrawing(part, visibleFrom: 1, environment: inline())
        }
    }

    @Test func asciiModeDrawsOnlyASCII() {
        let canvas = renderList([balance.inGutter(), espresso.inGutter()], width: 24, selected: 0,
                                environment: RowEnvironment().with(\.charset, .ascii))
        expectGrid(canvas, """
            |> $ Balance 1,234.50 EUR|
            |  c Espresso        2.50|
            """)
        #expect(isAllASCII(canvas))
    }

    @Test func labeledContentRowsSelectedAndNotAtTwentyFortyAndEightyColumns() {
        let rows: [any RowPart] = [balance.inGutter(), espresso.inGutter()]
        expectGrid(renderList(rows, width: 20, selected: 0), """
            |▶ 🏦 Balance        |
            |        1,234.50 EUR|
            |  ☕ Espresso   2.50|
            """)
        expectGrid(renderList(rows, width: 40, selected: 1), """
            |  🏦 Balance                1,234.50 EUR|
            |▶ ☕ Espresso                       2.50|
            """)
        expectGrid(renderList(rows, width: 80), """
            |  🏦 Balance                                                        1,234.50 EUR|
            |  ☕ Espresso                                                               2.50|
            """)
    }
}

/// One rule for several parts written together: a modifier on them modifies each, and they
/// keep the direction of the stack they are in.
@Suite struct GroupedContentDirectionTests {
    /// An inline-ish style that dims its content, as the third article's `inline` style does.
    struct DimmedContentStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some RowPart {
            HStack(spacing: 1) {
                configuration.label
                Spacer()
                configuration.content.foregroundStyle(.secondary)
            }
        }
    }

    @Test func aModifierOnTheContentKeepsItsPartsSideBySide() {
        let stop = LabeledContent("Marnixplein") {
            Tag("5")
            Tag("7")
        }
        let plain = stop.rendered(width: 24)
        let dimmed = stop.labeledContentStyle(DimmedContentStyle()).rendered(width: 24)
        expectGrid(dimmed, """
            |                 ╭─╮ ╭─╮|
            |Marnixplein      │5│ │7│|
            |                 ╰─╯ ╰─╯|
            """)
        #expect(dimmed.height == plain.height)
        #expect(dimmed[18, 1].style.attributes.contains(.dim))
    }

    @Test func paddingOnAGroupPadsEachPartInTheStack() {
        let canvas = HStack(spacing: 0) {
            RowGroup([Text("a"), Text("b")]).padding(.horizontal, 1)
        }.rendered(width: 6)
        expectGrid(canvas, """
            | a  b |
            """)
    }

    @Test func aGroupStandingAloneStacksItsPartsVertically() {
        expectGrid(RowGroup([Text("a"), Text("b")]).foregroundStyle(.red).rendered(width: 2), """
            |a |
            |b |
            """)
    }
}
