import Testing
@testable import Rows

/// `--pointer` and `--marker` wider than a column, and the gap after the gutter: every row
/// kind makes its gutter as wide as the marks, so no mark covers the text.
@Suite struct WideGutterMarkTests {
    /// A list's environment with the marks `=>` and `+*` and a one-column gap.
    private func environment(selected: Bool = false, marked: Bool = false, pointer: String = "=>", marker: String = "+*",
                             gap: Int = 1) -> RowEnvironment {
        var environment = RowEnvironment().with(\.showsSelectionGutter, true).with(\.isSelected, selected).with(\.isMarked, marked)
        environment.pointer = RowMark(pointer)
        environment.marker = RowMark(marker)
        environment.gutterGap = gap
        return environment
    }

    /// `rows` stacked, each drawn in its own environment.
    private func stacked(_ rows: [(any RowPart, RowEnvironment)], width: Int) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (index, (row, environment)) in rows.enumerated() {
            row.draw(into: &canvas, in: Rect(x: 0, y: index, width: width, height: 1), environment: environment)
        }
        return canvas
    }

    @Test func lineRowsMakeRoomForBothMarksAndTheGap() {
        let canvas = stacked([
            (OneLineRow("apple"), environment(selected: true)),
            (OneLineRow("banana"), environment(marked: true)),
            (OneLineRow("cherry"), environment(selected: true, marked: true)),
            (OneLineRow("grape"), environment()),
        ], width: 14)
        expectGrid(canvas, """
            |=>   apple    |
            |  +* banana   |
            |=>+* cherry   |
            |     grape    |
            """)
    }

    @Test func theDefaultMarksKeepAGapBeforeTheTextOfAMarkedRow() {
        let marks = { (selected: Bool, marked: Bool) in
            RowEnvironment().with(\.showsSelectionGutter, true).with(\.isSelected, selected).with(\.isMarked, marked).with(\.gutterGap, 1)
        }
        let canvas = stacked([(OneLineRow("15"), marks(true, true)), (OneLineRow("16"), marks(false, true)), (OneLineRow("17"), marks(false, false))],
                             width: 8)
        expectGrid(canvas, """
            |▶✓ 15   |
            | ✓ 16   |
            |   17   |
            """)
    }

    @Test func wideMarksAreCutAtANarrowRowsEdge() {
        let canvas = stacked([(OneLineRow("apple"), environment(selected: true, marked: true, pointer: "好好", marker: "ab"))], width: 3)
        expectGrid(canvas, """
            |好 |
            """)
    }

    @Test func listItemsShiftTheirTextPastWideMarks() {
        let canvas = stacked([
            (ListItem("apple", subtitle: "red"), environment(selected: true, marked: true)),
        ], width: 14)
        #expect(canvas.lines[0] == "=>+* apple    ")
        expectGrid(ListItem("apple", subtitle: "red").rendered(width: 14, environment: environment(marked: true)), """
            |  +* apple    |
            |     red      |
            """)
    }

    @Test func aCardWidensItsLeadingPaddingForAWidePointer() {
        let card = CardFrame(Text("apple"), title: nil)
        expectGrid(card.rendered(width: 14, environment: environment(selected: true, marked: true)), """
            |┏━━━━━━ +* ━┓ |
            |┃=>apple    ┃░|
            |┗━━━━━━━━━━━┛░|
            | ░░░░░░░░░░░░░|
            """)
        expectGrid(card.rendered(width: 14, environment: environment()), """
            |╭───────────╮ |
            |│  apple    │░|
            |╰───────────╯░|
            | ░░░░░░░░░░░░░|
            """)
    }
}
