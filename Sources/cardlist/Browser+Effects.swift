import CardListCore
import Search

/// The loop's effects carried out: what the model asks for, and what the reader, the name
/// index and the searches hand back (as the model's messages) taken in.
extension Browser {
    /// Carries out `effects`, in order; returns the action that ends the list, if one is.
    ///
    /// `session` is nil only before the screen opened, when the model has no list yet and
    /// so no binding that could ask for a command.
    func perform(_ effects: [BrowserModel.Effect], on session: (any Screen)?, needsDraw: inout Bool) throws -> ListAction? {
        for effect in effects {
            switch effect {
            case .none:
                break
            case .redraw:
                needsDraw = true
            case let .runCommand(request):
                needsDraw = true
                if let ending = runCommand(request, on: session) { return ending }
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
            case let .decodePictures(requests):
                thumbnails?.ask(for: requests)
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

    /// Hands what the background threads produced to the model and carries out what it
    /// answers on `session` (nil before the screen opened); returns whether anything came,
    /// and the action that ends the list, if one does (a `load` binding's `accept`, say).
    @discardableResult
    func absorbQueue(on session: (any Screen)? = nil) throws -> (came: Bool, ending: ListAction?) {
        let messages = queue.drain()
        guard !messages.isEmpty else { return (false, nil) }
        var needsDraw = false
        for message in messages {
            if let ending = try perform(model.update(message), on: session, needsDraw: &needsDraw) { return (true, ending) }
        }
        return (true, nil)
    }
}
