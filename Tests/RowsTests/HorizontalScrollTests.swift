import Testing
@testable import Rows

/// A long name in a one-line row scrolls sideways to show a match, or shows its end.
@Suite struct HorizontalScrollTests {
    private let process = "root 4224 0.0 0.1 8340 5120 pts/0 Ss 22:31 0:00 bash --login"

    private func row(_ name: String, scroll: HorizontalScroll, width: Int) -> Canvas {
        var row = OneLineRow(name)
        row.scroll = scroll
        return row.rendered(width: width, environment: .listRow)
    }

    @Test func longLineScrollsSoTheMatchAndTenCharactersAfterItShow() {
        // "bash" ends at grapheme 52; ten more are kept in view, the rest cut.
        expectGrid(row(process, scroll: .match(end: 52), width: 30), """
            |  ..Ss 22:31 0:00 bash --login|
            """)
        expectGrid(row(process + " -i --norc --noprofile", scroll: .match(end: 52), width: 30), """
            |  ..22:31 0:00 bash --login -…|
            """)
    }

    @Test func matchNearTheStartLeavesTheLineUnscrolled() {
        expectGrid(row(process, scroll: .match(end: 4), width: 30), """
            |  root 4224 0.0 0.1 8340 5120…|
            """)
    }

    @Test func narrowRowKeepsLessContextAfterTheMatch() {
        // 12 columns for the name: at most 12 / 2 - 2 = 4 graphemes after the match.
        expectGrid(row(process, scroll: .match(end: 52), width: 14), """
            |  .. bash --l…|
            """)
    }

    @Test func keepRightShowsTheEndOfALongLine() {
        expectGrid(row(process, scroll: .end, width: 20), """
            |  ..:00 bash --login|
            """)
    }

    @Test func startIsTheDefaultAndCutsTheEnd() {
        expectGrid(OneLineRow(process).rendered(width: 20, environment: .listRow), """
            |  root 4224 0.0 0.1…|
            """)
    }

    @Test func wideCharactersAreNeverSplitByTheLeadingMark() {
        // Five columns for the name: "..ラテ" would take six, so the mark and "テ" take four.
        let canvas = row("抹茶ラテ", scroll: .end, width: 7)
        #expect(canvas.line(at: 0) == "  ..テ ")
    }
}
