import Testing
import Rows
@testable import CardListCore

/// A one-line part that counts how often it is drawn.
private final class DrawCounter: @unchecked Sendable {
    var draws = 0
}

private struct CountingRow: RowPart {
    let label: String
    let counter: DrawCounter

    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: width, height: 1)
    }

    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        counter.draws += 1
        canvas.draw(Text((environment.isSelected ? ">" : " ") + label), x: rect.x, y: rect.y, maxWidth: rect.width)
    }
}

@Suite struct RowCacheTests {
    private func draw(_ row: CachedRow, selected: Bool = false, width: Int = 6) -> Canvas {
        var canvas = Canvas(width: width, height: 1)
        row.draw(into: &canvas, in: canvas.bounds, environment: RowEnvironment().with(\.isSelected, selected))
        return canvas
    }

    @Test func aRowWithTheSameLookIsDrawnOnceAndCopiedAfter() {
        let cache = RowCache(), counter = DrawCounter()
        cache.makeRow = { _ in CountingRow(label: "seven", counter: counter) }
        let row = cache.row(item: 7)
        expectGrid(draw(row), "| seven|")
        expectGrid(draw(row), "| seven|")
        #expect(counter.draws == 1)
    }

    @Test func selectionAndSizeAreDrawnAfresh() {
        let cache = RowCache(), counter = DrawCounter()
        cache.makeRow = { _ in CountingRow(label: "seven", counter: counter) }
        let row = cache.row(item: 7)
        _ = draw(row)
        expectGrid(draw(row, selected: true), "|>seven|")
        expectGrid(draw(row, width: 3), "| s…|")
        #expect(counter.draws == 3)
    }

    @Test func invalidatingRedrawsEveryRow() {
        let cache = RowCache(), counter = DrawCounter()
        cache.makeRow = { _ in CountingRow(label: "one", counter: counter) }
        let row = cache.row(item: 1)
        _ = draw(row)
        cache.invalidate()
        _ = draw(row)
        #expect(counter.draws == 2)
    }

    @Test func eachItemIsDrawnFromTheRowMadeForIt() {
        let cache = RowCache(), counter = DrawCounter()
        cache.makeRow = { item in CountingRow(label: "#\(item)", counter: counter) }
        expectGrid(draw(cache.row(item: 2)), "| #2   |")
        expectGrid(draw(cache.row(item: 5)), "| #5   |")
        // Kept per item: the first is copied, not made again by a new maker.
        cache.makeRow = { item in CountingRow(label: "new \(item)", counter: counter) }
        expectGrid(draw(cache.row(item: 2)), "| #2   |")
        #expect(counter.draws == 2)
    }
}
