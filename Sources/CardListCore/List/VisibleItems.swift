import Rows
import Search

/// The rows of the list as the viewport sees them: the items the filter leaves (or all of
/// them, the last read first with `--tac`), identified by their input index, each as tall
/// as the app's row for it.
struct VisibleItems<Items: ListItems>: ScrollContent {
    /// The matching items in the order shown; `nil` when every item is visible.
    var matches: MatchList?
    /// The items read so far, which give the rows' heights.
    var items: Items
    /// Whether every item is listed last read first (`--tac`) when no filter narrows the list.
    var reversesInput = false

    var count: Int { matches?.count ?? items.count }

    func id(at position: Int) -> Int { matches?[position] ?? (reversesInput ? items.count - 1 - position : position) }

    func height(ofRowAt position: Int, width: Int) -> Int {
        items.height(ofItem: id(at: position), width: width)
    }

    var uniformRowHeight: Int? { items.uniformRowHeight }
}
