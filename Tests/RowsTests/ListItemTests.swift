import Testing
@testable import Rows

// Each edge takes a slot at most once, and the compiler enforces it:
//
//     ListItem("Espresso").leading(Label("a")).leading(Label("b"))
//     // error: referencing instance method 'leading(_:alignment:)' on 'ListItem' requires
//     //        the types 'Slot<Label>' and 'EmptyPart' be equivalent
//
// `leading(_:alignment:)` exists only in `extension ListItem where Leading == EmptyPart`,
// and `trailing(_:alignment:)` only where `Trailing == EmptyPart`. `slotsChangeTheItemsType`
// checks the types the API gives; the end-to-end `SlotTypeGuaranteeTests` type-check such
// code against the built module and expect it refused.

@Suite struct ListItemTests {
    private let subtitle = "Velvety milk over a double ristretto"

    /// `B` bold, `R` bold and reversed, `d` dim, `r` red, `.` plain.
    private func look(_ style: Style) -> Character {
        if style.foreground == .red { return "r" }
        if style.attributes.contains(.reverse) { return "R" }
        if style.attributes.contains(.bold) { return "B" }
        if style.attributes.contains(.dim) { return "d" }
        return "."
    }

    @Test func titleOnlyItemIsOneLineAfterTheGutter() {
        expectGrid(render(ListItem("Flat white"), width: 20), """
            |  Flat white        |
            """)
    }

    @Test func labelGoesAboveTheTitleInCapitals() {
        expectGrid(render(ListItem("Flat white", label: "Coffee"), width: 20), """
            |  COFFEE            |
            |  Flat white        |
            """)
    }

    @Test func subtitleWrapsUnderTheTitle() {
        expectGrid(render(ListItem("Flat white", subtitle: subtitle), width: 20), """
            |  Flat white        |
            |  Velvety milk over |
            |  a double ristretto|
            """)
    }

    @Test func detailIsRightAlignedOnTheTitleLine() {
        expectGrid(render(ListItem("Flat white", detail: "4.20"), width: 20), """
            |  Flat white    4.20|
            """)
    }

    @Test func labelAndSubtitleWithoutDetail() {
        expectGrid(render(ListItem("Flat white", label: "Coffee", subtitle: subtitle), width: 20), """
            |  COFFEE            |
            |  Flat white        |
            |  Velvety milk over |
            |  a double ristretto|
            """)
    }

    @Test func labelAndDetailWithoutSubtitle() {
        expectGrid(render(ListItem("Flat white", label: "Coffee", detail: "4.20"), width: 20), """
            |  COFFEE            |
            |  Flat white    4.20|
            """)
    }

    @Test func subtitleAndDetailWithoutLabel() {
        expectGrid(render(ListItem("Flat white", subtitle: subtitle, detail: "4.20"), width: 20), """
            |  Flat white    4.20|
            |  Velvety milk over |
            |  a double ristretto|
            """)
    }

    @Test func fullItemAtTwentyColumnsSelectedAndNot() {
        let item = ListItem("Flat white", label: "Coffee", subtitle: subtitle, detail: "4.20")
        expectGrid(render(item, width: 20), """
            |  COFFEE            |
            |  Flat white    4.20|
            |  Velvety milk over |
            |  a double ristretto|
            """)
        expectGrid(render(item, width: 20, selected: true), """
            |  COFFEE            |
            |▶ Flat white    4.20|
            |  Velvety milk over |
            |  a double ristretto|
            """)
    }

    @Test func fullItemAtFortyColumnsSelectedAndNot() {
        let item = ListItem("Flat white", label: "Coffee", subtitle: subtitle, detail: "4.20")
        expectGrid(render(item, width: 40), """
            |  COFFEE                                |
            |  Flat white                        4.20|
            |  Velvety milk over a double ristretto  |
            """)
        expectGrid(render(item, width: 40, selected: true), """
            |  COFFEE                                |
            |▶ Flat white                        4.20|
            |  Velvety milk over a double ristretto  |
            """)
    }

    @Test func fullItemAtEightyColumnsSelectedAndNot() {
        let item = ListItem("Flat white", label: "Coffee", subtitle: subtitle, detail: "4.20")
        expectGrid(render(item, width: 80), """
            |  COFFEE                                                                        |
            |  Flat white                                                                4.20|
            |  Velvety milk over a double ristretto                                          |
            """)
        expectGrid(render(item, width: 80, selected: true), """
            |  COFFEE                                                                        |
            |▶ Flat white                                                                4.20|
            |  Velvety milk over a double ristretto                                          |
            """)
    }

    @Test func defaultStylesAreDimLabelBoldTitleDimSubtitle() {
        let item = ListItem("Latte", label: "Hot", subtitle: "Milky", detail: "3.10")
        expectMask(render(item, width: 12), """
            |..ddd.......|
            |..BBBBB.....|
            |..ddddd.....|
            """, look)
    }

    @Test func selectedTitleIsReversedAndTheMarkerBold() {
        let item = ListItem("Latte", label: "Hot", subtitle: "Milky", detail: "3.10")
        expectMask(render(item, width: 12, selected: true), """
            |..ddd.......|
            |B.RRRRR.....|
            |..ddddd.....|
            """, look)
    }

    @Test func markedRowShowsACheckInTheSecondGutterColumn() {
        var environment = RowEnvironment()
        environment.isMarked = true
        expectGrid(ListItem("Latte", detail: "3.10").rendered(width: 12, environment: environment), """
            | ✓Latte 3.10|
            """)
        environment.isSelected = true
        expectGrid(ListItem("Latte", detail: "3.10").rendered(width: 12, environment: environment), """
            |▶✓Latte 3.10|
            """)
    }

    @Test func redTitleStaysRedAndBold() {
        let item = ListItem(Text("Overdrawn").foreground(.red), detail: "!")
        let canvas = render(item, width: 14)
        expectMask(canvas, """
            |..rrrrrrrrr...|
            """, look)
        #expect(canvas[2, 0].style == Style(.bold, foreground: .red))
    }

    @Test func coloursAreDroppedWhenTheEnvironmentHasNone() {
        var environment = RowEnvironment()
        environment.usesColor = false
        let canvas = ListItem(Text("Overdrawn").foreground(.red)).rendered(width: 12, environment: environment)
        #expect(canvas[2, 0].style == Style(.bold))
    }

    @Test func detailGoesToItsOwnLineRatherThanCutTheTitleTooShort() {
        expectGrid(render(ListItem("Americano", detail: "12:04"), width: 14), """
            |  Ameri… 12:04|
            """)
        expectGrid(render(ListItem("Americano", detail: "12:04"), width: 12), """
            |  Americano |
            |       12:04|
            """)
    }

    @Test func leadingSlotAtTheTop() {
        expectGrid(render(ListItem("Espresso", subtitle: "Short, strong and dark roasted", detail: "2.50")
            .leading(Label("", icon: .coffee), alignment: .top), width: 20), """
            |  ☕ Espresso   2.50|
            |     Short, strong  |
            |     and dark       |
            |     roasted        |
            """)
    }

    @Test func leadingSlotInTheMiddle() {
        expectGrid(render(ListItem("Espresso", subtitle: "Short, strong and dark roasted", detail: "2.50")
            .leading(Label("", icon: .coffee), alignment: .center), width: 20), """
            |     Espresso   2.50|
            |  ☕ Short, strong  |
            |     and dark       |
            |     roasted        |
            """)
    }

    @Test func leadingSlotAtTheBottom() {
        expectGrid(render(ListItem("Espresso", subtitle: "Short, strong and dark roasted", detail: "2.50")
            .leading(Label("", icon: .coffee), alignment: .bottom), width: 20), """
            |     Espresso   2.50|
            |     Short, strong  |
            |     and dark       |
            |  ☕ roasted        |
            """)
    }

    @Test func trailingTagSitsPerItsAlignment() {
        let item = ListItem("S1 to Airport", subtitle: "Platform 3 then change at the central station")
        expectGrid(render(item.trailing(Tag("S1", icon: .train), alignment: .top), width: 30), """
            |  S1 to Airport        ╭─────╮|
            |  Platform 3 then      │🚆 S1│|
            |  change at the        ╰─────╯|
            |  central station             |
            """)
        expectGrid(render(item.trailing(Tag("S1", icon: .train), alignment: .bottom), width: 30), """
            |  S1 to Airport               |
            |  Platform 3 then      ╭─────╮|
            |  change at the        │🚆 S1│|
            |  central station      ╰─────╯|
            """)
    }

    @Test func slotTallerThanTheTextSetsTheHeightAndTheTextIsCentredAgainstIt() {
        expectGrid(render(ListItem("Espresso", detail: "2.50").leading(Tag("S1")), width: 24, selected: true), """
            |  ╭──╮                  |
            |▶ │S1│ Espresso     2.50|
            |  ╰──╯                  |
            """)
    }

    @Test func bothSlotsTogether() {
        let item = ListItem("Espresso", subtitle: "Short", detail: "2.50")
            .leading(Tag("S1", icon: .train), alignment: .top)
            .trailing(Label("ok", icon: .coffee), alignment: .top)
        expectGrid(render(item, width: 40, selected: true), """
            |▶ ╭─────╮ Espresso            2.50 ☕ ok|
            |  │🚆 S1│ Short                         |
            |  ╰─────╯                               |
            """)
    }
}

@Suite struct ListItemDetailTests {
    @Test func emptyTitleLeavesTheDetailOnTheFirstLine() {
        expectGrid(render(ListItem("", detail: "12:04"), width: 6), """
            |  12:…|
            """)
        expectGrid(render(ListItem("", detail: "12:04"), width: 10), """
            |     12:04|
            """)
    }
}
