import CardListCore
import Items

/// A command a `--bind` action asks the caller to run (``BrowserModel/Effect/runCommand(_:)``).
struct CommandRequest {
    /// What is done with the command.
    enum Kind: Equatable {
        /// With the terminal, the list waiting (`execute`).
        case execute
        /// Beside the list, its output let go (`execute-silent`).
        case executeSilent
        /// In cardlist's place (`become`).
        case become
        /// Its output as the items (`reload`; `sync`: the old items shown until it has ended).
        case reload(sync: Bool)
        /// Its first line as the query (`transform-query`).
        case transformQuery
    }

    /// Grows with each request: a reload's items and a command's output answer to it.
    var id: Int
    var kind: Kind
    var template: CommandTemplate
    var input: CommandInput
    /// The `CARDLIST_*` variables the command gets, as the preview's.
    var variables: [String: String]
}

/// A reload under way: the items of its command replace the list's.
struct Reload {
    var id: Int
    /// `reload-sync`: the old items stay until the new input has ended.
    var sync: Bool
    /// The new items read so far, while the old are still shown.
    var waiting: [ItemSegment] = []
    /// Whether the old items were let go.
    var replaced = false
    /// `--track`: the name of the item current when the reload began, to select again.
    var trackedName: String?
}

/// The actions that run commands: the model asks for each with a ``Effect/runCommand(_:)``
/// effect and takes its results as messages.
extension BrowserModel {
    /// A request for `action` when it runs a command, to be asked for as a
    /// ``Effect/runCommand(_:)``; nil when it is not such an action.
    mutating func requestCommand(for action: BoundAction) -> CommandRequest? {
        let kind: CommandRequest.Kind
        switch action.kind {
        case .execute: kind = .execute
        case .executeSilent: kind = .executeSilent
        case .become: kind = .become
        case .reload: kind = .reload(sync: false)
        case .reloadSync: kind = .reload(sync: true)
        case .transformQuery: kind = .transformQuery
        default: return nil
        }
        commandCount += 1
        let template = CommandTemplate(action.argument ?? "")
        let request = CommandRequest(id: commandCount, kind: kind, template: template, input: commandInput(), variables: commandVariables())
        if case .reload(let sync) = kind {
            let shown = listItems
            let current = state.flatMap { state in state.selectedPosition(in: shown).map { _ in state.selection } }
            reload = Reload(id: request.id, sync: sync, trackedName: options.track ? current.map { items.name(of: $0) } : nil)
        }
        return request
    }

    /// The environment a command gets besides the list's own: the query, the counts, the
    /// position and the screen's size, as the preview's.
    func commandVariables() -> [String: String] {
        let shown = listItems
        return [
            "CARDLIST_QUERY": query,
            "CARDLIST_MATCH_COUNT": String(state?.visibleCount(in: shown) ?? 0),
            "CARDLIST_TOTAL_COUNT": String(items.count),
            "CARDLIST_SELECT_COUNT": String(state?.marks.count ?? 0),
            "CARDLIST_POS": String((state?.selectedPosition(in: shown) ?? -1) + 1),
            "CARDLIST_LINES": String(screenSize.height),
            "CARDLIST_COLUMNS": String(screenSize.width),
        ]
    }

    /// `transform-query`: the first line the command of request `id` printed becomes the
    /// query; then the rest of its chain runs.
    mutating func takeCommandOutput(id: Int, bytes: [UInt8]) -> [Effect] {
        guard state != nil else { return [] }
        let line = bytes.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        var text = String(decoding: line, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        let shown = listItems
        let now = lastTime
        _ = state?.perform(BoundAction(.changeQuery, text), at: now, in: shown)
        guard let waiting = waitingActions, waiting.id == id else { return [.redraw] }
        waitingActions = nil
        return run(waiting.actions, at: now)
    }

    /// A batch of the reload `id`'s items: they replace the old ones (with `reload-sync`,
    /// once the input has ended).
    mutating func takeReloadItems(id: Int, segment: ItemSegment) -> Effect {
        guard var reload, reload.id == id else { return .none }
        if reload.sync {
            reload.waiting.append(segment)
            self.reload = reload
            return .none
        }
        if !reload.replaced {
            reload.replaced = true
            replaceItems()
        }
        self.reload = reload
        appendReloaded(segment)
        return .redraw
    }

    /// The reload `id` has read its whole input (or failed with `error`).
    mutating func finishReload(id: Int, error: (any Error)? = nil) -> Effect {
        guard let reload, reload.id == id else { return .none }
        if let error {
            self.reload = nil
            isLoading = false
            state?.statusMessage = "reload: \(error)"
            return .redraw
        }
        if !reload.replaced { replaceItems() }
        for segment in reload.waiting { appendReloaded(segment) }
        if let name = reload.trackedName {
            let items = items
            if let found = items.indices.first(where: { items.name(of: $0) == name }) {
                let shown = listItems
                state?.select(found, in: shown)
            }
        }
        self.reload = nil
        isLoading = false
        // `load` fires again, as after the first input (as in fzf).
        watch.loaded = false
        return .startIndexing(items)
    }

    /// Lets the old items go: an empty list with the same query, prompt, bindings and history.
    private mutating func replaceItems() {
        guard let old = state else { return }
        items = ItemStore()
        nameIndex = nil
        isLoading = true
        var fresh = ListState(screenSize: old.screenSize, jumpTimeout: options.jumpTimeout)
        fresh.statusMessage = old.statusMessage
        fresh.screenLayout = old.screenLayout
        fresh.infoStyle = old.infoStyle
        fresh.typingFilters = old.typingFilters
        fresh.history = old.history
        fresh.bindings = old.bindings
        fresh.continueSearchNumbering(after: old)
        state = fresh
        inputReplaced = true
        itemGeneration += 1
        let shown = listItems
        if old.isFilterOpen {
            state?.openFilter(in: shown)
            state?.setFilterQuery(old.filterQuery, in: shown)
        }
        state?.itemsDidChange(in: shown)
    }

    /// Whether `message` is what the input (the one read at the start) sent: once a reload
    /// replaced the items, it is let go.
    func isFromInput(_ message: Message) -> Bool {
        switch message {
        case .header, .items, .finished, .failed: true
        default: false
        }
    }

    /// Appends reloaded items and searches them.
    private mutating func appendReloaded(_ segment: ItemSegment) {
        items.append(segment)
        let shown = listItems
        state?.itemsDidChange(in: shown)
    }
}
