import CardListCore
import Search

/// The loop's background work: the search the list asks for, and what the reader, the
/// name index and the searches hand back.
extension Browser {
    /// Starts the search the list state asks for, stopping an older one still running.
    func startSearchIfNeeded() {
        guard let request = model.state?.pendingSearch else {
            runningSearch?.cancel.set()
            runningSearch = nil
            return
        }
        guard runningSearch?.id != request.id else { return }
        runningSearch?.cancel.set()
        let cancel = CancelFlag()
        runningSearch = (request.id, cancel)
        queue.startSearch(request, in: model.items, sorted: model.searchSettings.sorts, cancel: cancel)
    }

    /// Hands what the background threads produced to the model; returns whether anything came.
    @discardableResult
    func absorbQueue() throws -> Bool {
        let events = queue.drain()
        guard !events.isEmpty else { return false }
        var needsDraw = false
        for event in events {
            let message: BrowserModel.Message = switch event {
            case let .header(lines): .header(lines)
            case let .items(segment): .items(segment)
            case let .finished(skipped, first): .finished(skipped: skipped, firstSkipped: first)
            case let .failed(error): .failed(error)
            case let .nameIndex(index): .nameIndex(index)
            case let .searched(request, results): .searched(request, results)
            }
            if case let .searched(request, _) = message, runningSearch?.id == request.id { runningSearch = nil }
            _ = try perform(model.update(message), on: nil, needsDraw: &needsDraw)
        }
        return true
    }
}
