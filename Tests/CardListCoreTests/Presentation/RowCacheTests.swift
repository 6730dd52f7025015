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
        let row = cache.row(item: 7) { CountingRow(label: "seven", counter: counter) }
        expectGrid(draw(row), "| seven|")
        expectGrid(draw(row), "| seven|")
        #expect(counter.draws == 1)
    }

    @Test func selectionAndSizeAreDrawnAfresh() {
        let cache = RowCache(), counter = DrawCounter()
        let row = cache.row(item: 7) { CountingRow(label: "seven", counter: counter) }
        _ = draw(row)
        expectGrid(draw(row, selected: true), "|>seven|")
        expectGrid(draw(row, width: 3), "| s…|")
        #expect(counter.draws == 3)
    }

    @Test func invalidatingRedrawsEveryRow() {
        let cache = RowCache(), counter = DrawCounter()
        let row = cache.row(item: 1) { CountingRow(label: "one", counter: counter) }
        _ = draw(row)
        cache.invalidate()
        _ = draw(row)
        #expect(counter.draws == 2)
    }
}
