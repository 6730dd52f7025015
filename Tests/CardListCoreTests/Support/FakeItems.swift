import CardListCore
import Items
import Rows
import Search

/// Counts how often a height source is asked, to prove that only a handful of rows are measured.
final class MeasureCounter: @unchecked Sendable {
    var count = 0
}

/// Counts the items the jump's scan reads, to prove that a longer prefix resumes.
final class ScanCounter: @unchecked Sendable {
    var itemsRead = 0
}

/// Records the candidates of the last search that was given some (a narrowing search).
final class SearchLog: @unchecked Sendable {
    var candidates: [Int] = []
}

/// A list test's items: a real ``ItemStore`` of the names, searched and jumped through by
/// the store itself (the product's search and folded-prefix scan), with the rows' heights
/// given by the test (as the app's rows would measure).
struct TestList: ListItems {
    /// The stored items.
    var store: ItemStore
    /// The height of item `index`'s row at a width.
    var measure: @Sendable (_ index: Int, _ width: Int) -> Int
    var nameIndex: NameIndex?
    /// What the app would set on the list state for this list (``ListState/settings``).
    var settings = ListSettings()
    /// Counts the items the jump's scan reads, when given.
    var scans: ScanCounter?
    /// Records the candidates searched, when given.
    var searches: SearchLog?

    var count: Int { store.count }

    func height(ofItem item: Int, width: Int) -> Int { measure(item, width) }

    func search(_ matcher: Matcher, in scope: FilterScope, sorted: Bool) -> [RankedMatch] {
        if let searches, case let .previousMatches(previous) = scope { searches.candidates = previous.items() }
        return store.search(matcher, in: scope, sorted: sorted)
    }

    func firstItem(withFoldedPrefix prefix: String, in range: Range<Int>) -> Int? {
        let found = store.firstItem(withFoldedPrefix: prefix, in: range)
        scans?.itemsRead += (found.map { $0 + 1 } ?? range.upperBound) - range.lowerBound
        return found
    }

    /// How the query matches and orders items.
    var search: SearchSettings {
        get { settings.search }
        set { settings.search = newValue }
    }

    /// The items of `scope` matching `matcher`, as the app's search gives them.
    func rankedMatches(of matcher: Matcher, in scope: FilterScope) -> [RankedMatch] {
        search(matcher, in: scope, sorted: settings.search.sorts)
    }

    /// The same list with `count` rows of header lines.
    func with(headerLineCount count: Int) -> TestList {
        var copy = self
        copy.settings.headerLineCount = count
        return copy
    }

    /// The same list with a mark limit (`--multi=N`; nil for none), `--cycle` and `--track`.
    func with(markLimit limit: Int?, cycles: Bool, tracks: Bool = false) -> TestList {
        var copy = self
        copy.settings.markLimit = limit
        copy.settings.cycles = cycles
        copy.settings.tracks = tracks
        return copy
    }

    /// The same list with a `--header` text of `count` lines.
    func with(headerTextLineCount count: Int) -> TestList {
        var copy = self
        copy.settings.headerTextLineCount = count
        return copy
    }
}

/// A stored item named `name` for each name, in order.
func itemStore(_ names: [String]) -> ItemStore {
    ItemStore(items: names.map { Item(name: $0) })
}

/// A test list of `count` items named `item 0`, `item 1`, … (stored once, shared by the
/// tests that need a million), each as tall as `measure` says.
func numberedList(_ count: Int, measure: @escaping @Sendable (_ index: Int, _ width: Int) -> Int) -> TestList {
    let store = count == 1_000_000 ? millionItems : itemStore(numberedNames(count))
    return TestList(store: store, measure: measure)
}

/// A million stored items, `item 0` to `item 999999`.
let millionItems = itemStore(numberedNames(1_000_000))

/// A test list over `names`, every row `rowHeight` lines tall (or `heights[i]`).
func makeContext(
    names: [String],
    heights: [Int]? = nil,
    rowHeight: Int = 3,
    multi: Bool = false,
    header: Bool = false,
    indexed: Bool = true,
    counter: MeasureCounter? = nil
) -> TestList {
    let store = itemStore(names)
    return TestList(
        store: store,
        measure: { index, _ in
            counter?.count += 1
            return heights?[index] ?? rowHeight
        },
        nameIndex: indexed ? NameIndex(store: store) : nil,
        settings: ListSettings(allowsMultipleSelection: multi, hasHeader: header)
    )
}

/// Names `item 0`, `item 1`, …
func numberedNames(_ count: Int) -> [String] {
    (0..<count).map { "item \($0)" }
}

extension ListState {
    /// Handles each event in turn at the given fake time, returning the last action.
    @discardableResult
    mutating func run(_ events: [InputEvent], at now: Duration = .zero, in list: TestList) -> ListAction? {
        var action: ListAction?
        for event in events { action = handle(event, at: now, in: list) }
        return action
    }

    /// Types `text` as printable keys at `now`.
    mutating func type(_ text: String, at now: Duration = .zero, in list: TestList) {
        for character in text { _ = handle(.key(.character(character)), at: now, in: list) }
    }
}

/// A fresh state at 20×8 (a 7-line list area over the status line, without header).
func smallState(width: Int = 20, height: Int = 8) -> ListState {
    ListState(screenSize: Size(width: width, height: height))
}

/// A ``smallState()`` with `list`'s settings, the filter opened by `/` and `query` typed into it.
func typedFilterState(_ query: String, in list: TestList) -> ListState {
    var state = smallState()
    state.settings = list.settings
    state.run([.key(.character("/"))], in: list)
    state.type(query, in: list)
    return state
}

extension InputEvent {
    static let down = InputEvent.key(.down)
    static let up = InputEvent.key(.up)
    static func click(y: Int) -> InputEvent { .mouse(MouseEvent(.click, x: 3, y: y)) }
}
