import Rows

extension ListState {
    /// Reacts to one input event at time `now` (any clock's time since a fixed start; tests
    /// use a fake one) and says what the app must do, if anything beyond drawing.
    ///
    /// Keys do what ``KeyBindings`` says in the current context (the help, the filter's
    /// query line, or the list). Beyond the table: while a jump prefix is live, Space and
    /// `?` extend it; a pasted text goes into the query line (opening it) and is never
    /// taken as keys; on a current card taller than the list area the moving keys first
    /// scroll inside it (``moveOrRead(by:in:)``, ``moveOrRead(byLines:in:)``).
    ///
    /// Compiled ahead for the app's ``ShownItems`` as well (see ``ListLayout/render(_:size:in:)``).
    ///
    /// - Complexity: proportional to the rows shown and moved across, never to the item
    ///   count, except when the filter query changes.
    @_specialize(exported: true, where Items == ShownItems)
    public mutating func handle<Items: ListItems>(_ event: InputEvent, at now: Duration, in items: Items) -> ListAction? {
        itemsDidChange(in: items)
        typeAhead.expire(at: now)
        let recenterAnchor = nextRecenterAnchor
        nextRecenterAnchor = nil
        switch event {
        case .resize(let width, let height):
            resize(to: Size(width: width, height: height), in: items)
            return nil
        case .mouse(let mouse):
            return handle(mouse, in: items)
        case .paste(let text):
            statusMessage = nil
            guard !isShowingHelp else { return nil }
            openFilter(in: items)
            var line = queryLine
            line.insert(text)
            setQueryLine(line, in: items)
            return nil
        case .key(let key):
            statusMessage = nil
            return handle(key, at: now, recenterAnchor: recenterAnchor, in: items)
        }
    }

    /// Where keys go now: the help, the query line or the list.
    var keyContext: KeyBinding.Context {
        isShowingHelp ? .help : isFilterOpen ? .query : .list
    }

    private mutating func handle(_ key: Key, at now: Duration, recenterAnchor: ScrollAnchor?, in items: some ListItems) -> ListAction? {
        // `--bind`: a key bound there does its actions instead, except in the help.
        if keyContext != .help, let bound = bindings.actions(for: .key(key)) {
            return bound.isEmpty ? nil : .perform(bound)
        }
        var action = KeyBindings.action(for: key, in: keyContext, multipleSelection: settings.allowsMultipleSelection,
                                        typingFilters: typingFilters, recallsHistory: history != nil)
        // While a jump prefix is live, Space and `?` extend it (names have spaces and question marks).
        if keyContext == .list, typeAhead.isLive, key == .character(" ") || key == .character("?") { action = .jump }
        if keyContext == .help, action == nil {
            // Keys that work everywhere still do.
            switch KeyBindings.action(for: key, in: .list) {
            case .interrupt?, .suspend?, .cycleStyle?, .toggleDetail?: action = KeyBindings.action(for: key, in: .list)
            default: return nil
            }
        }
        guard var action else { return nil }
        if keyContext == .help, scrollHelp(action) { return nil }
        if screenLayout.growsUpward { action = action.upsideDown }
        if performMove(action, in: items) { return nil }
        switch action {
        case .moveUp, .moveDown, .pageUp, .pageDown, .halfPageUp, .halfPageDown: break
        case .first: selectFirst(in: items)
        case .last: selectLast(in: items)
        case .jump:
            if case .character(let character) = key { typeAhead(character, at: now, in: items) }
        case .editJump: deleteJumpCharacter(at: now, in: items)
        case .recenter:
            let anchor = recenterAnchor ?? .center
            scroll(to: selection, anchor: anchor, in: items)
            nextRecenterAnchor = anchor == .center ? .top : anchor == .top ? .bottom : .center
            return .redraw
        case .openFilter: openFilter(in: items)
        case .toggleMark: toggleMark(in: items)
        case .toggleMarkUp: toggleMark(moving: -1, in: items)
        case .cycleStyle: return .cycleStyle
        case .toggleDetail: return .toggleDetail
        case .choose:
            // Nothing to choose (no items, or no matches): leave at once, as fzf does.
            guard visibleCount(in: items) > 0 || !marks.isEmpty else { return .noMatch }
            return chosenItems(in: items).map { .choose($0) }
        case .back:
            if typeAhead.isLive {
                typeAhead.reset()
            } else if isFilterOpen {
                closeFilter(in: items)
            } else {
                return .cancel
            }
        case .quit: return .cancel
        case .interrupt: return .interrupt
        case .suspend: return .suspend
        case .toggleHelp:
            isShowingHelp.toggle()
            helpOffset = 0
        case .closeHelp:
            isShowingHelp = false
            helpOffset = 0
        case .insert:
            if case .character(let character) = key { editQuery({ $0.insert(String(character)) }, in: items) }
        case .cursorLeft, .cursorRight, .cursorToStart, .cursorToEnd, .wordLeft, .wordRight,
             .deleteBackward, .deleteForward, .deleteWordBackward, .deleteWordForward, .deleteToStart, .deleteToEnd,
             .deleteAlphanumericWordBackward:
            editQuery({ $0.perform(action) }, in: items)
        case .deleteForwardOrQuit:
            if queryLine.text.isEmpty { return .cancel }
            editQuery({ $0.perform(.deleteForward) }, in: items)
        case .previousHistory: recallHistory(-1, in: items)
        case .nextHistory: recallHistory(1, in: items)
        case .togglePreview, .previewUp, .previewDown, .previewPageUp, .previewPageDown,
             .previewHalfPageUp, .previewHalfPageDown, .previewTop, .previewBottom:
            return .pane(action)
        case .clickSelect, .doubleClickChoose, .wheelScroll:
            break
        }
        return nil
    }

    /// Scrolls the help a line or a page for the arrows and page keys; false for other actions.
    /// It stops where the help's last line is in view (the longest help, with the mouse lines).
    private mutating func scrollHelp(_ action: KeyAction) -> Bool {
        let page = max(1, screenSize.height - 3)
        let step: Int
        switch action {
        case .moveUp: step = -1
        case .moveDown: step = 1
        case .pageUp: step = -page
        case .pageDown: step = page
        default: return false
        }
        let bottom = HelpOverlay(charset: .unicode, showsHistory: history != nil, showsPreview: hasPreviewPane, bindings: bindings).maximumOffset(in: screenSize)
        helpOffset = max(0, min(helpOffset + step, bottom))
        return true
    }

    /// Edits the query line and filters again when its text changed.
    private mutating func editQuery(_ edit: (inout QueryLine) -> Void, in items: some ListItems) {
        var line = queryLine
        edit(&line)
        setQueryLine(line, in: items)
    }

    /// Puts the `--history` entry `step` entries older (-1) or newer (1) in the query line,
    /// the cursor at its end; a tab or line break in it becomes a space, as when typed.
    mutating func recallHistory(_ step: Int, in items: some ListItems) {
        guard var history else { return }
        var line = QueryLine()
        line.insert(history.recall(step, replacing: queryLine.text))
        self.history = history
        setQueryLine(line, in: items)
    }

    /// Puts `line` in the query line, filtering again when its text changed.
    mutating func setQueryLine(_ line: QueryLine, in items: some ListItems) {
        if line.text != filterQuery { setFilterQuery(line.text, in: items) }
        queryLine = line
    }

    private mutating func handle(_ mouse: MouseEvent, in items: some ListItems) -> ListAction? {
        if mouse.kind == .wheelUp || mouse.kind == .wheelDown, !isShowingHelp, let bound = bindings.actions(for: .mouse(mouse.kind)) {
            return bound.isEmpty ? nil : .perform(bound)
        }
        switch mouse.kind {
        case .wheelUp:
            scrollViewport(by: screenLayout.growsUpward ? 3 : -3, in: items)
        case .wheelDown:
            scrollViewport(by: screenLayout.growsUpward ? -3 : 3, in: items)
        case .click, .doubleClick:
            guard !isShowingHelp else {
                isShowingHelp = false
                return nil
            }
            guard let position = row(atScreenLine: mouse.y, in: items),
                  let item = item(at: position, in: items) else { return nil }
            typeAhead.reset()
            // `--bind`: `left-click` and `double-click` act on the row under the pointer.
            if let bound = bindings.actions(for: .mouse(mouse.kind)) {
                selectRow(position, in: items)
                return bound.isEmpty ? nil : .perform(bound)
            }
            if mouse.kind == .doubleClick { return .choose([item]) }
            selectRow(position, in: items)
        }
        return nil
    }
}
