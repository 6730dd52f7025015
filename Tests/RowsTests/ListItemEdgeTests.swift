import Testing
@testable import Rows

@Suite struct ListItemEdgeTests {
    private let tagged = ListItem("S1 to Airport", subtitle: "Platform 3", detail: "12:04")
        .trailing(TagRow([Tag("S1", icon: .train), Tag("42", icon: .bus), Tag("U2")]))

    @Test func trailingTagsWrapInANarrowSlot() {
        expectGrid(render(tagged, width: 20), """
            |             ╭─────╮|
            |             │🚆 S1│|
            |             ╰─────╯|
            |  S1 to Air… ╭─────╮|
            |       12:04 │🚌 42│|
            |  Platform 3 ╰─────╯|
            |             ╭──╮   |
            |             │U2│   |
            |             ╰──╯   |
            """)
        expectGrid(render(tagged, width: 20, selected: true), """
            |             ╭─────╮|
            |             │🚆 S1│|
            |             ╰─────╯|
            |▶ S1 to Air… ╭─────╮|
            |       12:04 │🚌 42│|
            |  Platform 3 ╰─────╯|
            |             ╭──╮   |
            |             │U2│   |
            |             ╰──╯   |
            """)
    }

    @Test func trailingTagsSitSideBySideWhenTheyFit() {
        expectGrid(render(tagged, width: 40), """
            |  S1 to Airp… 12:04 ╭─────╮ ╭─────╮ ╭──╮|
            |  Platform 3        │🚆 S1│ │🚌 42│ │U2│|
            |                    ╰─────╯ ╰─────╯ ╰──╯|
            """)
        expectGrid(render(tagged, width: 40, selected: true), """
            |▶ S1 to Airp… 12:04 ╭─────╮ ╭─────╮ ╭──╮|
            |  Platform 3        │🚆 S1│ │🚌 42│ │U2│|
            |                    ╰─────╯ ╰─────╯ ╰──╯|
            """)
    }

    @Test func trailingTagsAtEightyColumns() {
        expectGrid(render(tagged, width: 80), """
            |  S1 to Airport                                       12:04 ╭─────╮ ╭─────╮ ╭──╮|
            |  Platform 3                                                │🚆 S1│ │🚌 42│ │U2│|
            |                                                            ╰─────╯ ╰─────╯ ╰──╯|
            """)
        expectGrid(render(tagged, width: 80, selected: true), """
            |▶ S1 to Airport                                       12:04 ╭─────╮ ╭─────╮ ╭──╮|
            |  Platform 3                                                │🚆 S1│ │🚌 42│ │U2│|
            |                                                            ╰─────╯ ╰─────╯ ╰──╯|
            """)
    }

    @Test func wideCombiningAndControlCharactersKeepTheirColumns() {
        let item = ListItem("抹茶 \u{1B}[31mred e\u{301}", subtitle: "👨‍👩‍👧 family 🇫🇷 a\u{202E}b", detail: "☕")
        expectGrid(render(item, width: 20), """
            |  抹茶 ␛[31mred é ☕|
            |  👨‍👩‍👧 family 🇫🇷      |
            |  a<U+202E>b        |
            """)
    }

    @Test func wideTitleIsCutBeforeAWideCharacterWouldStraddleTheEdge() {
        expectGrid(render(ListItem("抹茶ラテ抹茶ラテ"), width: 12), """
            |  抹茶ラテ… |
            """)
    }

    @Test func asciiModeDrawsOnlyASCII() {
        let item = ListItem("Espresso \u{1B}[1m", label: "Coffee", subtitle: "Short ☕", detail: "2.50")
            .leading(Tag("S1", icon: .train))
            .trailing(Label("ok", icon: .coffee))
        var environment = RowEnvironment()
        environment.charset = .ascii
        environment.isSelected = true
        environment.isMarked = true
        let canvas = item.rendered(width: 40, environment: environment)
        expectGrid(canvas, """
            |  +----+ COFFEE                         |
            |>*|T S1| Espresso ^[[1m        2.50 c ok|
            |  +----+ Short ☕                       |
            """)
        // The row's own glyphs are ASCII; the caller's text keeps its characters (the
        // sanitiser only rewrites control characters), so this canvas is not all ASCII.
        #expect(!isAllASCII(canvas))
        let plain = ListItem("Espresso \u{1B}[1m", label: "Coffee", subtitle: "Short", detail: "2.50")
            .leading(Tag("S1", icon: .train))
            .trailing(Label("ok", icon: .coffee))
        #expect(isAllASCII(plain.rendered(width: 40, environment: environment)))
    }

    @Test func heightMatchesWhatIsDrawnAtEveryWidth() {
        expectHeightMatchesDrawing(ListItem("Flat white", label: "Coffee", subtitle: "Velvety milk over a double ristretto", detail: "4.20"))
        expectHeightMatchesDrawing(ListItem("抹茶ラテ", subtitle: "👨‍👩‍👧 e\u{301} \u{1B}[0m", detail: "12:04"))
        expectHeightMatchesDrawing(tagged)
        expectHeightMatchesDrawing(ListItem("Espresso").leading(Tag("S1"), alignment: .bottom).trailing(Label("ok")))
        var ascii = RowEnvironment()
        ascii.charset = .ascii
        expectHeightMatchesDrawing(tagged, environment: ascii)
    }

    @Test func tinyWidthsDrawOnlyWhatFits() {
        let item = ListItem("Espresso", label: "Coffee", subtitle: "Short", detail: "2.50").leading(Tag("S1"))
        #expect(item.size(forWidth: 0, in: RowEnvironment()) == .zero)
        expectGrid(render(item, width: 1, selected: true), """
            | |
            |▶|
            | |
            """)
        expectGrid(render(item, width: 4), """
            |  C…|
            |  E…|
            |  2…|
            |  Sh|
            |  or|
            |  t |
            """)
    }

    @Test func slotsChangeTheItemsType() {
        let item = ListItem("Espresso").leading(Label("a")).trailing(Tag("b"))
        #expect(type(of: item) == ListItem<Slot<Label>, Slot<Rows.Tag>>.self)
        #expect(type(of: ListItem("Espresso")) == ListItem<EmptyPart, EmptyPart>.self)
    }

    @Test func noPartTrapsAtTinyOrNegativeWidths() {
        let parts: [any RowPart] = [
            ListItem("抹茶", label: "x", subtitle: "e\u{301}", detail: "1").leading(Tag("S1")).trailing(TagRow([Tag("a"), Tag("b")])),
            AccountBalance("A", amount: -1, currencyCode: "EUR"),
            Label("抹茶", icon: .tea), LabeledContent("a", value: "抹"), Tag("抹", icon: .train),
            TagRow([Tag("抹"), Tag("b")]), TextPart("抹茶", lineLimit: 1), EmptyPart(),
            LabeledContent("a", value: "b").inGutter(), Label("a").environment(\.charset, .ascii),
        ]
        for part in parts {
            for width in -2...6 {
                let size = part.size(forWidth: width, in: RowEnvironment().with(\.isSelected, true))
                #expect(size.width >= 0 && size.width <= max(0, width) && size.height >= 0, "\(type(of: part)) at \(width)")
                var canvas = Canvas(width: max(0, width), height: 2)
                part.draw(into: &canvas, in: Rect(x: -1, y: -1, width: width, height: 9), environment: RowEnvironment())
                #expect(canvas.cells.count == max(0, width) * 2)
            }
        }
    }
}
