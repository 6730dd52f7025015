import CardListCore
import Search

/// The loop's effects carried out: what the model asks for, and what the reader, the name
/// index and the searches hand back (as the model's messages) taken in.
extension Browser {
    /// Carries out `effects`, in order; returns the action that ends the list, if one is.
    func perform(_ effects: [BrowserModel.Effect], on session: (any Screen)?, needsDraw: inout Bool) throws -> ListAction? {
        // Without the screen (items taken in between frames) they wait for the next call with it.
        if let session, !model.commandRequests.isEmpty {
            needsDraw = true
            if let ending = runCommandRequests(model.takeCommandRequests(), on: session) { return ending }
        }
        for effect in effects {
            switch effect {
            case .none:
                break
            case .redraw, .runCommands:
                needsDraw = true
            case let .startIndexing(items):
                queue.startIndexing(items)
                needsDraw = true
            case let .startSearch(request, items, sorted):
                queue.startSearch(request, in: items, sorted: sorted)
            case let .cancelSearch(id):
                queue.cancelSearch(id: id)
            case let .runPreview(request):
                // Started before the key's frame; the loop lets a quick one's output into it.
                if previews.run(request) { previewStarted = true }
            case .stopPreview:
                previews.run(nil)
            case let .prefetchThumbnails(indices):
                prefetchThumbnails(of: indices)
            case .fullRepaint:
                session?.setNeedsFullRepaint()
                needsDraw = true
            case .suspend:
                session?.suspend()
                needsDraw = true
            case let .finish(action):
                return action
            case let .fail(error):
                throw error
            }
        }
        return nil
    }

    /// Hands what the background threads produced to the model; returns whether anything came.
    @discardableResult
    func absorbQueue() throws -> Bool {
        let messages = queue.drain()
        guard !messages.isEmpty else { return false }
        var needsDraw = false
        for message in messages {
            _ = try perform(model.update(message), on: nil, needsDraw: &needsDraw)
        }
        return true
    }
}
