@testable import CardListCore
@testable import Items
@testable import Search

/// The lines matching `query`, ranked as `--filter` ranks them (plain lines: the name only).
func ranked(_ lines: [String], _ query: String, exact: Bool = false, sorted: Bool = true) -> [String] {
    let store = ItemStore(items: lines.map { Item(name: $0) })
    let matcher = Matcher(query: query, exact: exact)
    return store.search(matcher, in: store.indices, sorted: sorted).map { lines[$0.item] }
}

/// The parts of `text` the query highlights.
func highlights(_ query: String, in text: String) -> [String] {
    Matcher(query: query).matchedRanges(in: text).map { String(text[$0]) }
}
