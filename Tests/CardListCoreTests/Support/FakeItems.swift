import CardListCore
import Rows

/// Counts how often a height source is asked, to prove that only a handful of rows are measured.
final class MeasureCounter: @unchecked Sendable {
    var count = 0
}

/// A list context over `names`, every row `rowHeight` lines tall (or `heights[i]`).
func makeContext(
    names: [String],
    heights: [Int]? = nil,
    rowHeight: Int = 3,
    multi: Bool = false,
    header: Bool = false,
    indexed: Bool = true,
    counter: MeasureCounter? = nil
) -> ListContext {
    ListContext(
        itemCount: names.count,
        height: { index, _ in
            counter?.count += 1
            return heights?[index] ?? rowHeight
        },
        name: { names[$0] },
        nameIndex: indexed ? NameIndex(names: names) : nil,
        allowsMultipleSelection: multi,
        hasHeader: header
    )
}

/// Names `item 0`, `item 1`, …
func numberedNames(_ count: Int) -> [String] {
    (0..<count).map { "item \($0)" }
}

extension ListState {
    /// Handles each event in turn at the given fake time, returning the last action.
    @discardableResult
    mutating func run(_ events: [InputEvent], at now: Duration = .zero, in context: ListContext) -> ListAction? {
        var action: ListAction?
        for event in events { action = handle(event, at: now, in: context) }
        return action
    }

    /// Types `text` as printable keys at `now`.
    mutating func type(_ text: String, at now: Duration = .zero, in context: ListContext) {
        for character in text { _ = handle(.key(.character(character)), at: now, in: context) }
    }
}

/// A fresh state at 20×8 (a 7-line list area over the status line, without header).
func smallState(width: Int = 20, height: Int = 8) -> ListState {
    ListState(screenSize: Size(width: width, height: height))
}

/// A ``smallState()`` with the filter opened by `/` and `query` typed into it.
func typedFilterState(_ query: String, in context: ListContext) -> ListState {
    var state = smallState()
    state.run([.key(.character("/"))], in: context)
    state.type(query, in: context)
    return state
}

extension InputEvent {
    static let down = InputEvent.key(.down)
    static let up = InputEvent.key(.up)
    static func click(y: Int) -> InputEvent { .mouse(MouseEvent(.click, x: 3, y: y)) }
}
