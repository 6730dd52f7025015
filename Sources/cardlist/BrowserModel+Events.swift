import CardListCore
import InputEvents

/// What the `--bind` events last saw, to tell when they happen: the query, the current
/// item, and the last result shown.
struct EventWatch {
    var started = false
    var loaded = false
    var query: String?
    /// The current item last reported (nil: none, or not yet).
    var focus: Int?
    /// The last result: the query it was for, how many rows it had, and whether reading went on.
    var result: Result?

    struct Result: Equatable {
        var query: String
        var count: Int
        var isLoading: Bool
    }
}

extension BrowserModel {
    /// Runs the `--bind` events `message` caused, after `effect` (what the message itself
    /// asks for): `start` when the screen opened, `load` when reading finished (or at the
    /// start, when it had), `resize`, `change` when the query changed, `result` when a
    /// result differing from the last is shown (no search running), with `one` or `zero`
    /// when it has one row or none once the input is read, and `focus` when the current
    /// item changed. Each is seen after the ones before it ran (`start:change-query(x)`
    /// causes `change`); what their own actions change is taken as seen, so events never
    /// cause themselves again.
    ///
    /// - Complexity: O(1) besides the actions run: the checks compare a few numbers.
    mutating func fireEvents(after message: Message, effect: Effect) -> Effect {
        guard state != nil else { return effect }
        switch effect {
        case .finish, .fail, .suspend: return effect
        default: break
        }
        var effect = effect
        func fire(_ event: BindEvent, _ model: inout BrowserModel) -> Bool {
            guard let actions = model.state?.bindings.actions(for: .event(event)), !actions.isEmpty else { return false }
            let now: Duration = if case let .input(_, at) = message { at } else if case let .tick(at) = message { at } else { .zero }
            effect = Self.merged(effect, model.run(actions, at: now))
            if case .finish = effect { return true }
            return false
        }
        if !watch.started {
            watch.started = true
            // The query the list opened with is seen: a change made by `start` is a change.
            watch.query = state?.filterQuery
            if fire(.start, &self) { return effect }
        }
        if !watch.loaded, !isLoading {
            watch.loaded = true
            if fire(.load, &self) { return effect }
        }
        if case .input(.resize, _) = message, fire(.resize, &self) { return effect }
        if let query = state?.filterQuery, query != watch.query {
            watch.query = query
            if fire(.change, &self) { return effect }
        }
        if let state, !state.isSearching {
            let shown = listItems
            let result = EventWatch.Result(query: state.filterQuery, count: state.visibleCount(in: shown), isLoading: isLoading)
            if result != watch.result {
                watch.result = result
                if fire(.result, &self) { return effect }
                if !result.isLoading, result.count <= 1, fire(result.count == 1 ? .one : .zero, &self) { return effect }
            }
        }
        if let state {
            let shown = listItems
            let focus = state.selectedPosition(in: shown) != nil ? state.selection : nil
            if focus != watch.focus {
                watch.focus = focus
                if focus != nil, fire(.focus, &self) { return effect }
            }
        }
        // What the events' actions changed is taken as seen.
        if let state {
            watch.query = state.filterQuery
            let shown = listItems
            watch.focus = state.selectedPosition(in: shown) != nil ? state.selection : nil
        }
        return effect
    }

    /// Two effects as one: an ending wins, a full repaint over a redraw, and any other over none.
    static func merged(_ base: Effect, _ extra: Effect) -> Effect {
        switch (base, extra) {
        case (_, .finish), (_, .fail): extra
        // Commands asked for are run whatever else is to be done (the caller draws after them).
        case (.finish, _), (.fail, _): base
        case (_, .runCommands): extra
        case (.none, _), (.redraw, .fullRepaint): extra
        default: base
        }
    }
}
