/// The search field: the query and the items it keeps.
extension ListRunner {
    /// Makes `newQuery` the query and shows the items whose search text matches it,
    /// selecting the first from the top (as fzf does). Marks stay, on hidden items too.
    ///
    /// - Complexity: a pass over the items that matched the query before when the new one
    ///   only adds to its end, else over all the items.
    mutating func setQuery(_ newQuery: String) {
        guard let search else { return }
        let lowered = newQuery.lowercased()
        let previous = query.lowercased()
        // A longer query keeps a subset of what a query it starts with kept.
        let candidates = lowered.hasPrefix(previous) ? matches : Array(items.indices)
        query = newQuery
        matches = candidates.filter { search.matching.matches(searchTexts[$0], query: lowered) }
        list.items = matches.map { items[$0] }
        list.viewport.offset = .top
        list.selection = list.items.first?.id
        jump.reset()
    }

    /// `query` without its last word and the spaces after it, as Ctrl-W deletes in a shell.
    static func droppingLastWord(of query: String) -> String {
        var text = Substring(query)
        while text.last == " " { text.removeLast() }
        while let last = text.last, last != " " { text.removeLast() }
        return String(text)
    }
}
