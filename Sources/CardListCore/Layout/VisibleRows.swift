import Rows

/// The list's visible items as a Rows ``List`` draws them: each item's row as the layout
/// builds it (drawing its own selection gutter), measured as the list state measures it,
/// so only the rows on screen are built.
struct VisibleRows<Items: ListItems>: ListContent {
    /// The visible items, identified by their input index, with their heights.
    var items: VisibleItems<Items>
    /// The row for an item.
    var row: (_ item: Int) -> any RowPart

    var count: Int { items.count }

    func id(at position: Int) -> Int { items.id(at: position) }

    func row(at position: Int) -> any RowPart { row(items.id(at: position)) }

    func height(ofRowAt position: Int, width: Int, in environment: RowEnvironment) -> Int {
        items.height(ofRowAt: position, width: width)
    }

    var addsSelectionGutter: Bool { false }
}
