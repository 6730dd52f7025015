import Testing
@testable import Rows

@Suite struct TextPartTests {
    private let note = TextPart("Velvety milk over a double ristretto")

    @Test func textWrapsToTheOfferedWidth() {
        expectGrid(render(note, width: 20), """
            |Velvety milk over a |
            |double ristretto    |
            """)
        #expect(note.size(forWidth: 20, in: RowEnvironment()) == Size(width: 19, height: 2))
    }

    @Test func lineLimitEndsTheLastLineWithAnEllipsis() {
        expectGrid(render(TextPart("Velvety milk over a double ristretto", lineLimit: 2), width: 12), """
            |Velvety milk|
            |over a…     |
            """)
        expectGrid(render(TextPart("Velvety milk over a double ristretto", lineLimit: 1), width: 12, charset: .ascii), """
            |Velvety m...|
            """)
    }

    @Test func lineLimitOfZeroTakesNoRows() {
        #expect(TextPart("Latte", lineLimit: 0).size(forWidth: 10, in: RowEnvironment()) == .zero)
    }

    @Test func textPartInATrailingSlotIsAligned() {
        let item = ListItem("Flat white", subtitle: "Velvety milk over a double ristretto")
            .trailing(TextPart("hot", lineLimit: 1), alignment: .bottom)
        expectGrid(render(item, width: 24), """
            |  Flat white            |
            |  Velvety milk over     |
            |  a double ristretto hot|
            """)
    }

    @Test func heightMatchesWhatIsDrawnAtEveryWidth() {
        expectHeightMatchesDrawing(note, visibleFrom: 1)
        expectHeightMatchesDrawing(TextPart("抹茶ラテ e\u{301} \u{1B}[0m 👨‍👩‍👧", lineLimit: 2), visibleFrom: 1)
    }
}
