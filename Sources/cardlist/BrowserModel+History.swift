import CardListCore

extension BrowserModel {
    /// The query to add to the `--history` file once the list has ended with `action`:
    /// after a choice made on the screen (Enter or an `--expect` key, even with nothing to
    /// choose, as in fzf); nil without `--history`, when the list was left without
    /// choosing, or when `--select-1` or `--exit-0` answered before it opened.
    func historyEntry(endingWith action: ListAction) -> String? {
        guard history != nil, state != nil else { return nil }
        switch action {
        case .choose, .noMatch, .printQuery: return query
        default: return nil
        }
    }

    /// The query to add to the `--history` file before a `become` command replaces the
    /// list, as a choice's is (fzf does the same); nil without `--history`.
    var historyEntryBeforeBecoming: String? {
        history != nil && state != nil ? query : nil
    }
}
