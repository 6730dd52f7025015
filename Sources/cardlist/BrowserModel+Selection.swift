import CardListCore
import Rows

/// `--select`, `--select-1` and `--exit-0`: the item the options choose, found as items are
/// read and placed once the screen has opened.
extension BrowserModel {
    /// `--select-1` and `--exit-0`, decided on the whole input: what to do without
    /// opening the list, or nil to open it.
    func answerWithoutScreen() -> ListAction? {
        let matcher = searchSettings.matcher(for: options.query ?? "")
        let matches = items.matches(of: matcher, in: items.indices.prefix(matcher.isEmpty ? 2 : items.count))
        if matches.isEmpty && options.exitZero { return .noMatch }
        if matches.count == 1 && options.selectOne { return .choose(matches) }
        return nil
    }

    /// Selects the item `--select` means among those read so far (``SelectionSearch``):
    /// a better match read later replaces an earlier one until an exact name is found.
    mutating func selectPending(in range: Range<Int>) {
        guard var search = pendingSelection else { return }
        let items = items
        let changed = search.consider(range) { items.name(of: $0) }
        pendingSelection = search.isSettled ? nil : search
        guard changed, let found = search.best else { return }
        unplacedSelection = found
        placeSelection()
    }

    /// Selects the item `--select` found and places it at its anchor, once the screen has
    /// opened and no search for the query is running; when the query leaves it out, the
    /// query's best match stays current.
    mutating func placeSelection() {
        guard let found = unplacedSelection, let state, !state.isSearching else { return }
        unplacedSelection = nil
        let shown = listItems, anchor = selectionAnchor
        self.state?.select(found, anchor: anchor, in: shown)
    }

    /// Where `--anchor` puts the item `--select` found.
    var selectionAnchor: ScrollAnchor {
        switch options.anchor {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        }
    }
}
