import CardListCore
import Search

/// The background search as an effect: the list state says which search it waits for
/// (``ListState/pendingSearch``); the model asks the caller to start it, and to cancel the
/// one it replaced, and takes its results as a ``Message/searched(_:_:)`` message.
extension BrowserModel {
    /// Adds to `effects` the search the list state now waits for, when the caller is not
    /// running it yet: the running one cancelled (a newer query, or none), the new one started.
    ///
    /// - Complexity: O(1): it compares two request ids.
    mutating func askForSearch(into effects: inout [Effect]) {
        let wanted = state?.pendingSearch
        guard wanted?.id != runningSearch else { return }
        if let running = runningSearch { effects.append(.cancelSearch(id: running)) }
        runningSearch = wanted?.id
        if let wanted { effects.append(.startSearch(wanted, in: items, sorted: searchSettings.sorts)) }
    }

    /// Adds to `effects` the pane's command the model now wants (``previewRequest``) when the
    /// caller was not asked for it yet, or that the running one stop when it wants none.
    ///
    /// - Complexity: O(1): it compares two request ids.
    mutating func askForPreview(into effects: inout [Effect]) {
        let wanted = previewRequest
        guard wanted?.id != askedPreview else { return }
        askedPreview = wanted?.id
        effects.append(wanted.map { .runPreview($0) } ?? .stopPreview)
    }

    /// Notes that the search of `request` ended, when it is the one running: nothing is
    /// left to cancel. The results of another (cancelled, or of an older query) change nothing.
    mutating func searchFinished(_ request: SearchRequest) {
        if runningSearch == request.id { runningSearch = nil }
    }
}
