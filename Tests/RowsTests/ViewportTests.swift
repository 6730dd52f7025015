import Testing
import Rows

/// Rows of fixed heights by position, ids the positions; counts the rows measured.
private struct FixedRows: ScrollContent {
    var heights: [Int]
    var measured: MeasureLog? = nil

    var count: Int { heights.count }
    func id(at position: Int) -> Int { position }
    func height(ofRowAt position: Int, width: Int) -> Int {
        measured?.positions.append(position)
        return heights[position]
    }
}

/// The positions a content was asked to measure.
private final class MeasureLog: @unchecked Sendable {
    var positions: [Int] = []
}

/// The viewport math the library's `List` and the app's list share.
@Suite struct ViewportTests {
    @Test func revealingARowBelowScrollsItToTheBottomWithItsMargin() {
        var viewport = Viewport<Int>(size: Size(width: 10, height: 7), scrollOff: 1)
        let rows = FixedRows(heights: Array(repeating: 3, count: 10))
        viewport.reveal(3, in: rows)
        // Whole margin rows do not fit in 7 lines: two lines of each, so row 3 (content
        // lines 9–11) shows at lines 2–4 and the viewport starts at content line 7.
        #expect(viewport.offset == ViewportOffset(row: 2, line: 1))
    }

    @Test func aRowTallerThanTheViewportIsRevealedFillingIt() {
        var viewport = Viewport<Int>(size: Size(width: 10, height: 5))
        let rows = FixedRows(heights: [2, 12, 2, 2])
        viewport.reveal(1, in: rows)
        #expect(viewport.offset == ViewportOffset(row: 1))  // from above: its top
        viewport.scroll(toRow: 3, anchor: .top, in: rows)
        viewport.reveal(1, in: rows)
        #expect(viewport.offset == ViewportOffset(row: 1, line: 7))  // from below: its bottom
        viewport.offset = ViewportOffset(row: 1, line: 4)
        viewport.reveal(1, in: rows)
        #expect(viewport.offset == ViewportOffset(row: 1, line: 4))  // filling it: stays
    }

    @Test func scrollingWithinATallRowStopsAtItsEdges() {
        var viewport = Viewport<Int>(size: Size(width: 10, height: 5))
        let rows = FixedRows(heights: [12, 2])
        var scrolled = (0..<3).map { _ in viewport.scroll(withinRow: 0, by: 4, in: rows) }
        #expect(scrolled == [true, true, false])
        #expect(viewport.offset == ViewportOffset(row: 0, line: 7))  // 8 asked, 7 hidden
        scrolled = (0..<2).map { _ in viewport.scroll(withinRow: 0, by: -100, in: rows) }
        #expect(scrolled == [true, false])
        #expect(viewport.offset == .top)
    }

    @Test func scrollingWithinARowThatFitsDoesNothing() {
        var viewport = Viewport<Int>(size: Size(width: 10, height: 5))
        let scrolled = viewport.scroll(withinRow: 0, by: 3, in: FixedRows(heights: [5, 5]))
        #expect(!scrolled)
        #expect(viewport.offset == .top)
    }

    @Test func anchorsLineUpATallRowsTopMiddleAndBottom() {
        var viewport = Viewport<Int>(size: Size(width: 10, height: 4))
        let rows = FixedRows(heights: [2, 10, 2])
        viewport.scroll(toRow: 1, anchor: .center, in: rows)
        #expect(viewport.offset == ViewportOffset(row: 1, line: 3))
        viewport.scroll(toRow: 1, anchor: .bottom, in: rows)
        #expect(viewport.offset == ViewportOffset(row: 1, line: 6))
        viewport.scroll(toRow: 1, anchor: .top, in: rows)
        #expect(viewport.offset == ViewportOffset(row: 1))
    }

    @Test func heightsAreMeasuredOncePerWidth() {
        let log = MeasureLog()
        let rows = FixedRows(heights: Array(repeating: 2, count: 1_000_000), measured: log)
        var viewport = Viewport<Int>(size: Size(width: 10, height: 6))
        viewport.scroll(toRow: 500_000, anchor: .center, in: rows)
        viewport.scroll(toRow: 500_000, anchor: .center, in: rows)
        #expect(Set(log.positions).count == log.positions.count)
        #expect(log.positions.count < 10)
        viewport.size.width = 12
        viewport.scroll(toRow: 500_000, anchor: .center, in: rows)
        #expect(log.positions.count >= 2 * Set(log.positions).count - 1)
    }

    @Test func theLineUnderAPointIsFoundInAPartlyVisibleTopRow() {
        var viewport = Viewport<Int>(size: Size(width: 10, height: 5), offset: ViewportOffset(row: 1, line: 2))
        let rows = FixedRows(heights: [3, 3, 3, 3])
        let found = [0, 1, 4, 5].map { viewport.row(atLine: $0, in: rows) }
        #expect(found == [1, 2, 3, nil])
    }
}
