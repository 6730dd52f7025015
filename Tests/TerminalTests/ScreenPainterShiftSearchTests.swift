import Testing
@testable import Terminal

/// The painter looks for a shift of similar rows only when more than a few rows changed
/// in place: a selection moving or a query line changing is sent as it is.
@Suite struct ScreenPainterShiftSearchTests {
    private let before = Array(0..<24)

    @Test func aSelectionMovingAndTheStatusChangingIsFewRows() {
        var after = before
        after[3] = 100; after[4] = 101; after[23] = 102
        #expect(ScreenPainter.fewRowsChanged(from: before, to: after, height: 24))
    }

    @Test func aScrollChangesMoreThanAFewRows() {
        let after = before.map { $0 + 1 }
        #expect(!ScreenPainter.fewRowsChanged(from: before, to: after, height: 24))
    }

    @Test func aFourthChangedRowIsMoreThanAFew() {
        var after = before
        for y in [0, 5, 10, 23] { after[y] = -y - 1 }
        #expect(!ScreenPainter.fewRowsChanged(from: before, to: after, height: 24))
    }

    @Test func rowsBelowTheHeightAreNotCounted() {
        var after = before
        for y in 20..<24 { after[y] = -y - 1 }
        #expect(ScreenPainter.fewRowsChanged(from: before, to: after, height: 20))
    }
}
