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
    /// Runs the `--bind` events `message` caused, after `effects` (what the message itself
    /// asks for), and returns those with what the events' actions ask for after them: `start` when the screen opened, `load` when reading finished (or at the
    /// start, when it had), `resize`, `change` when the query changed, `result` when a
    /// result differing from the last is shown (no search running), with `one` or `zero`
    /// when it has one row or none once the input is read, and `focus` when the current
    /// item changed. Each is seen after the ones before it ran (`start:change-query(x)`
    /// causes `change`); what their own actions change is taken as seen, so events never
    /// cause themselves again.
    ///
    /// - Complexity: O(1) besides the actions run: the checks compare a few numbers.
    mutating func fireEvents(after message: Message, effects: [Effect]) -> [Effect] {
        guard state != nil, !effects.contains(where: \.endsTheLoop) else { return effects }
        var effects = effects
        // The items as the list shows them: made once (it copies the rows and their
        // environment), and again only after an event's actions ran.
        var shown = listItems
        func fire(_ event: BindEvent, _ model: inout BrowserModel) -> Bool {
            guard let actions = model.state?.bindings.actions(for: .event(event)), !actions.isEmpty else { return false }
            let now: Duration = if case let .input(_, at) = message { at } else if case let .tick(at) = message { at } else { .zero }
            let asked = model.run(actions, at: now)
            shown = model.listItems
            effects += asked
            return asked.contains(where: \.endsTheLoop)
        }
        if !watch.started {
            watch.started = true
            // The query the list opened with is seen: a change made by `start` is a change.
            watch.query = state?.filterQuery
            if fire(.start, &self) { return effects }
        }
        if !watch.loaded, !isLoading {
            watch.loaded = true
            if fire(.load, &self) { return effects }
        }
        if case .input(.resize, _) = message, fire(.resize, &self) { return effects }
        if let query = state?.filterQuery, watch.query.map({ $0 != query }) ?? true {
            watch.query = query
            if fire(.change, &self) { return effects }
        }
        // The state is read in place below (`state!`): binding it copied it whole each time.
        if state?.isSearching == false {
            let result = EventWatch.Result(query: state!.filterQuery, count: state!.visibleCount(in: shown), isLoading: isLoading)
            if watch.result.map({ $0 != result }) ?? true {
                watch.result = result
                if fire(.result, &self) { return effects }
                if !result.isLoading, result.count <= 1, fire(result.count == 1 ? .one : .zero, &self) { return effects }
            }
        }
        if state != nil {
            let focus = state!.selectedPosition(in: shown) != nil ? state!.selection : nil
            if focus != watch.focus {
                watch.focus = focus
                if focus != nil, fire(.focus, &self) { return effects }
            }
        }
        // What the events' actions changed is taken as seen.
        if state != nil {
            watch.query = state!.filterQuery
            watch.focus = state!.selectedPosition(in: shown) != nil ? state!.selection : nil
        }
        return effects
    }
}

extension BrowserModel.Effect {
    /// Whether the loop stops taking messages after this effect: the list ends, fails, or
    /// gives the terminal back.
    var endsTheLoop: Bool {
        switch self {
        case .finish, .fail, .suspend: true
        default: false
        }
    }
}
