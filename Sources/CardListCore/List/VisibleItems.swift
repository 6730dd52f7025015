import Rows
import Search

/// The rows of the list as the viewport sees them: the items the filter leaves (or all of
/// them, the last read first with `--tac`), identified by their input index, each as tall
/// as the app's row for it.
struct VisibleItems: ScrollContent {
    /// The matching items in the order shown; `nil` when every item is visible.
    var matches: MatchList?
    /// How many items have been read.
    var itemCount: Int
    /// Whether every item is listed last read first (`--tac`) when no filter narrows the list.
    var reversesInput = false
    /// The height of an item's row at a width.
    var measure: (_ index: Int, _ width: Int) -> Int

    var count: Int { matches?.count ?? itemCount }

    func id(at position: Int) -> Int { matches?[position] ?? (reversesInput ? itemCount - 1 - position : position) }

    func height(ofRowAt position: Int, width: Int) -> Int {
        measure(id(at: position), width)
    }
}
