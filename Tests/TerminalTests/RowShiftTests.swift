import Rows
import Testing
@testable import Terminal

@Suite struct RowShiftTests {
    /// A canvas whose rows show the given texts.
    private func screen(_ rows: [String], width: Int = 6) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (y, text) in rows.enumerated() { canvas.draw(Text(text), x: 0, y: y, maxWidth: width) }
        return canvas
    }

    @Test func listScrolledUpByALineIsFoundAboveTheStatusLine() {
        let before = screen(["a", "b", "c", "d", "e", "1/9"])
        let after = screen(["b", "c", "d", "e", "f", "2/9"])
        #expect(RowShift.find(from: before, to: after, height: 6) == RowShift(top: 0, bottom: 4, lines: 1))
    }

    @Test func listScrolledDownByTwoLinesIsFound() {
        let before = screen(["c", "d", "e", "f", "g", "5/9"])
        let after = screen(["a", "b", "c", "d", "e", "3/9"])
        #expect(RowShift.find(from: before, to: after, height: 6) == RowShift(top: 0, bottom: 4, lines: -2))
    }

    @Test func listScrolledByAWholeCardIsFound() {
        let rows = (0..<40).map { "r\($0)" }
        let before = screen(Array(rows[0..<23]) + ["1/9"])
        let after = screen(Array(rows[8..<31]) + ["2/9"])
        #expect(RowShift.find(from: before, to: after, height: 24) == RowShift(top: 0, bottom: 22, lines: 8))
    }

    @Test func framesThatDoNotScrollGiveNoShift() {
        let before = screen(["a", "b", "c", "d", "e", "1/9"])
        #expect(RowShift.find(from: before, to: screen(["a", "x", "c", "d", "e", "2/9"]), height: 6) == nil)
        #expect(RowShift.find(from: before, to: before, height: 6) == nil)
    }

    @Test func aShiftTellsWhichOldRowEachRowNowShows() {
        let up = RowShift(top: 0, bottom: 4, lines: 1)
        #expect((0..<6).map(up.source(ofRow:)) == [1, 2, 3, 4, nil, 5])
        let down = RowShift(top: 1, bottom: 4, lines: -2)
        #expect((0..<6).map(down.source(ofRow:)) == [0, nil, nil, 1, 2, 5])
    }

    @Test func fingerprintsTellRowsApartByTextWidthAndStyle() {
        var canvas = screen(["ab", "ab", "ab", "抹", "ab"])
        canvas.restyle(Rect(x: 0, y: 2, width: 6, height: 1)) { $0.attributes.insert(.reverse) }
        canvas.restyle(Rect(x: 0, y: 4, width: 6, height: 1)) { $0.foreground = .palette(1) }
        let prints = canvas.rowFingerprints(rows: 5)
        #expect(prints[0] == prints[1])
        #expect(Set(prints).count == 4)
    }

    @Test func shiftedFingerprintsFollowTheRowsOnScreen() {
        #expect(RowShift(top: 0, bottom: 4, lines: 1).applied(to: [10, 11, 12, 13, 14, 15], blank: 0) == [11, 12, 13, 14, 0, 15])
    }
}
