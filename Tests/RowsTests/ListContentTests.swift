import Testing
import Rows

/// A million rows made on demand: each row's text, and a count of the rows built.
private struct Squares: ListContent {
    let built = BuiltRows()
    var count: Int { 1_000_000 }
    func id(at position: Int) -> Int { position }
    func row(at position: Int) -> any RowPart {
        built.count += 1
        return Text("\(position)² = \(position * position)")
    }
    func position(of id: Int) -> Int? { (0..<count).contains(id) ? id : nil }
}

/// Counts the rows a content built.
private final class BuiltRows: @unchecked Sendable {
    var count = 0
}

/// Rows without a way to find an id: scrolling by id does nothing.
private struct Unfindable: ListContent {
    var count: Int { 10 }
    func id(at position: Int) -> Int { position }
    func row(at position: Int) -> any RowPart { Text("row \(position)") }
}

/// A `List` over a content that is not an array, through the public API only.
@Suite struct ListContentTests {
    @Test func aLazyContentOfAMillionRowsScrollsToAnIdBuildingOnlyRowsNearIt() {
        let content = Squares()
        var squares = List(content, selection: 1_000, height: 3)
        squares.scrollTo(1_000, anchor: .center, width: 20)
        expectGrid(squares.rendered(width: 20), """
            |  999² = 998001     |
            |▶ 1000² = 1000000   |
            |  1001² = 1002001   |
            """)
        #expect(content.built.count < 20)
    }

    @Test func aContentThatCannotFindAnIdIsNotScrolledByIt() {
        var list = List(Unfindable(), height: 2)
        list.scrollTo(7, anchor: .top, width: 10)
        #expect(list.viewport.offset == .top)
        list.scroll(byLines: 5, width: 10)
        expectGrid(list.rendered(width: 10), """
            |  row 5   |
            |  row 6   |
            """)
    }
}
