import InputEvents

extension ListState {
    /// Does one `--bind` action that the list itself can do, at time `now`, and says what
    /// the app must do, if anything beyond drawing (``ListAction/choose(_:)`` for `accept`…).
    ///
    /// The moves go the way they point on the screen, as the arrow keys do (`up` is the
    /// next item when the list grows upwards). The query line's actions edit the query
    /// while the filter line is open; `change-query` and `put` open it. The actions that are
    /// the app's (the prompt, the header, the sort order, child processes) do nothing here.
    ///
    /// - Complexity: as the key of the same action; `select-all`, `deselect-all` and
    ///   `toggle-all` visit every match, as a person asked.
    public mutating func perform(_ action: BoundAction, at now: Duration, in items: some ListItems) -> ListAction? {
        switch action.kind {
        case .accept:
            guard visibleCount(in: items) > 0 || !marks.isEmpty else { return .noMatch }
            return chosenItems(in: items).map { .choose($0) }
        case .acceptNonEmpty:
            return chosenItems(in: items).map { .choose($0) }
        case .acceptOrPrintQuery:
            return chosenItems(in: items).map { .choose($0) } ?? .printQuery
        case .abort:
            return .cancel
        case .cancel:
            guard !filterQuery.isEmpty else { return .cancel }
            setQueryLine(QueryLine(), in: items)
        case .printQuery:
            return .printQuery
        case .up: return perform(.moveUp, in: items)
        case .down: return perform(.moveDown, in: items)
        case .pageUp: return perform(.pageUp, in: items)
        case .pageDown: return perform(.pageDown, in: items)
        case .halfPageUp: return perform(.halfPageUp, in: items)
        case .halfPageDown: return perform(.halfPageDown, in: items)
        case .first: selectFirst(in: items)
        case .last: selectLast(in: items)
        case .toggle, .toggleIn, .toggleOut:
            guard settings.allowsMultipleSelection else { return nil }
            toggleMark(moving: action.kind == .toggle ? 0 : action.kind == .toggleIn ? 1 : -1, in: items)
        case .select: setMark(true, in: items)
        case .deselect: setMark(false, in: items)
        case .selectAll, .deselectAll, .toggleAll:
            guard settings.allowsMultipleSelection else { return nil }
            markVisible(action.kind, in: items)
        case .clearSelection:
            marks = []
            markOrder = []
        case .deleteCharOrEOF, .backwardDeleteCharOrEOF:
            if queryLine.text.isEmpty { return .cancel }
            editOpenQuery(action.kind == .deleteCharOrEOF ? .deleteForward : .deleteBackward, in: items)
        case .backwardChar: editOpenQuery(.cursorLeft, in: items)
        case .forwardChar: editOpenQuery(.cursorRight, in: items)
        case .backwardWord: editOpenQuery(.wordLeft, in: items)
        case .forwardWord: editOpenQuery(.wordRight, in: items)
        case .beginningOfLine: editOpenQuery(.cursorToStart, in: items)
        case .endOfLine: editOpenQuery(.cursorToEnd, in: items)
        case .backwardDeleteChar: editOpenQuery(.deleteBackward, in: items)
        case .deleteChar: editOpenQuery(.deleteForward, in: items)
        case .unixLineDiscard: editOpenQuery(.deleteToStart, in: items)
        case .killLine: editOpenQuery(.deleteToEnd, in: items)
        case .unixWordRubout: editOpenQuery(.deleteWordBackward, in: items)
        case .killWord: editOpenQuery(.deleteWordForward, in: items)
        case .backwardKillWord: editOpenQuery(.deleteAlphanumericWordBackward, in: items)
        case .previousHistory, .nextHistory:
            guard isFilterOpen, history != nil else { return nil }
            recallHistory(action.kind == .previousHistory ? -1 : 1, in: items)
        case .clearQuery:
            if isFilterOpen { setQueryLine(QueryLine(), in: items) }
        case .changeQuery:
            openFilter(in: items)
            var line = QueryLine()
            line.insert(action.argument ?? "")
            setQueryLine(line, in: items)
        case .put:
            openFilter(in: items)
            var line = queryLine
            line.insert(action.argument ?? "")
            setQueryLine(line, in: items)
        case .clearScreen:
            return .redraw
        case .toggleDetail:
            return .toggleDetail
        case .unbind:
            bindings.unbind(action.argument ?? "")
        case .rebind:
            bindings.rebind(action.argument ?? "")
        case .ignore, .changePrompt, .changeHeader, .toggleSort:
            break
        case .execute, .executeSilent, .become, .reload, .reloadSync, .transformQuery, .preview, .changePreview,
             .changePreviewWindow, .togglePreview, .showPreview, .hidePreview, .refreshPreview, .previewUp, .previewDown,
             .previewPageUp, .previewPageDown, .previewHalfPageUp, .previewHalfPageDown, .previewTop, .previewBottom:
            break
        }
        return nil
    }

    /// A move as its key does it, the way it points on the screen.
    private mutating func perform(_ action: KeyAction, in items: some ListItems) -> ListAction? {
        _ = performMove(screenLayout.growsUpward ? action.upsideDown : action, in: items)
        return nil
    }

    /// Edits the query line with one of its keys' actions, when it is open.
    private mutating func editOpenQuery(_ action: KeyAction, in items: some ListItems) {
        guard isFilterOpen else { return }
        var line = queryLine
        line.perform(action)
        setQueryLine(line, in: items)
    }

    /// Marks (or unmarks) the current item, without moving; marking stops at the limit.
    private mutating func setMark(_ marked: Bool, in items: some ListItems) {
        guard settings.allowsMultipleSelection, selectedPosition(in: items) != nil, marks.contains(selection) != marked else { return }
        if marked {
            if let limit = settings.markLimit, marks.count >= limit { return }
            marks.insert(selection)
            markOrder.append(selection)
        } else {
            marks.remove(selection)
            markOrder.removeAll { $0 == selection }
        }
    }

    /// `select-all`, `deselect-all` or `toggle-all` over the rows shown (the matches, or
    /// every item), in their order; marking stops at the limit.
    private mutating func markVisible(_ kind: BoundAction.Kind, in items: some ListItems) {
        let count = visibleCount(in: items)
        var unmarked: Set<Int> = []
        for position in 0..<count {
            guard let item = item(at: position, in: items) else { continue }
            let marking = kind == .selectAll || (kind == .toggleAll && !marks.contains(item))
            if marking {
                guard !marks.contains(item) else { continue }
                if let limit = settings.markLimit, marks.count >= limit { continue }
                marks.insert(item)
                markOrder.append(item)
            } else if marks.remove(item) != nil {
                unmarked.insert(item)
            }
        }
        if !unmarked.isEmpty { markOrder.removeAll { unmarked.contains($0) } }
    }
}

extension ListState {
    /// Searches for the query again, its kept results dropped: for when the search settings
    /// changed (`toggle-sort`). Without a query there is nothing to do.
    ///
    /// - Complexity: a search of every item.
    public mutating func searchAgain(in items: some ListItems) {
        retire(filterCache.removeAll())
        pendingSearch = nil
        // Every item is searched again: the matches shown are in the old order.
        filteredCount = 0
        guard !filterQuery.isEmpty else { return }
        setFilterQuery(filterQuery, in: items)
    }
}
