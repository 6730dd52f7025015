import Rows
import Search

/// The list's visible items as a Rows ``List`` draws them: each item's row as the layout
/// builds it (drawing its own selection gutter), measured as the list state measures it,
/// so only the rows on screen are built.
///
/// The rows' count and each row's item are kept apart from the generic `items`: Rows' list
/// asks for them several times a row through its generic code, and reaching them through
/// ``VisibleItems`` looked up that type's metadata at run time on every call.
struct VisibleRows<Items: ListItems>: ListContent {
    /// The matching items in the order shown; `nil` when every item is visible.
    private let matches: MatchList?
    /// How many items were read.
    private let itemCount: Int
    /// Whether every item is listed last read first (`--tac`) when no filter narrows the list.
    private let reversesInput: Bool
    /// The height every row has when they all have one (kept apart for the same reason).
    let uniformRowHeight: Int?
    /// The visible items, identified by their input index, with their heights.
    var items: VisibleItems<Items>
    /// The row for an item.
    var row: (_ item: Int) -> any RowPart

    init(items: VisibleItems<Items>, row: @escaping (_ item: Int) -> any RowPart) {
        matches = items.matches
        itemCount = items.items.count
        reversesInput = items.reversesInput
        uniformRowHeight = items.uniformRowHeight
        self.items = items
        self.row = row
    }

    var count: Int { matches?.count ?? itemCount }

    func id(at position: Int) -> Int { matches?[position] ?? (reversesInput ? itemCount - 1 - position : position) }

    func row(at position: Int) -> any RowPart { row(id(at: position)) }

    func height(ofRowAt position: Int, width: Int, in environment: RowEnvironment) -> Int {
        items.height(ofRowAt: position, width: width)
    }

    var addsSelectionGutter: Bool { false }

}
