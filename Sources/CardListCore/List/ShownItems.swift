import Items
import Rows
import Search

/// The app's items as the list reaches them: the stored items, drawn as ``ItemRows`` make
/// them in the list's row environment, searched and jumped through by the store itself.
public struct ShownItems: ListItems {
    /// The items read so far.
    public var store: ItemStore
    /// How an item becomes a row (the style and row options).
    public var rows: ItemRows
    /// What rows are measured in: the charset, colours and the gutter's marks.
    public var environment: RowEnvironment
    /// Whether rows show an item's fields as read, escapes included (`--ansi`).
    public var showsEscapes: Bool
    public var nameIndex: NameIndex?

    public init(store: ItemStore, rows: ItemRows, environment: RowEnvironment, showsEscapes: Bool = false, nameIndex: NameIndex? = nil) {
        self.store = store
        self.rows = rows
        self.environment = environment
        self.showsEscapes = showsEscapes
        self.nameIndex = nameIndex
    }

    public var count: Int { store.count }

    public func height(ofItem item: Int, width: Int) -> Int {
        rows.row(for: showsEscapes ? store.displayItem(item) : store[item]).height(forWidth: width, in: environment)
    }

    public var uniformRowHeight: Int? { rows.uniformRowHeight }

    public func search(_ matcher: Matcher, in scope: FilterScope, sorted: Bool) -> [RankedMatch] {
        store.search(matcher, in: scope, sorted: sorted)
    }

    public func firstItem(withFoldedPrefix prefix: String, in range: Range<Int>) -> Int? {
        store.firstItem(withFoldedPrefix: prefix, in: range)
    }
}

extension ItemStore {
    /// The items of `scope` that match `matcher`: the whole-range or the candidates' search.
    public func search(_ matcher: Matcher, in scope: FilterScope, sorted: Bool) -> [RankedMatch] {
        switch scope {
        case .items(let range): search(matcher, in: range, sorted: sorted)
        case .previousMatches(let previous): search(matcher, among: previous.items(), sorted: sorted)
        }
    }
}
