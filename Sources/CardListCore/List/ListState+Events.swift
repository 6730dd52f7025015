import Rows

extension ListState {
    /// Reacts to one input event at time `now` (any clock's time since a fixed start; tests
    /// use a fake one) and says what the app must do, if anything beyond drawing.
    ///
    /// Keys, in order of precedence:
    /// - Ctrl-C interrupts, Ctrl-Z suspends, Ctrl-T cycles the card style, F1 toggles help.
    /// - While help is shown, Esc, Enter, `?`, `q` and F1 close it; other keys are ignored.
    /// - Esc clears a live jump prefix, else closes the filter (same item selected), else cancels.
    /// - Enter chooses the marked items in input order, or the current one.
    /// - Up/Down, Ctrl-P/Ctrl-N: one row; PgUp/PgDn: a page; Ctrl-U/Ctrl-D: half a page
    ///   (Ctrl-U clears the query while the filter is open); Home/End: first/last.
    /// - On a current card taller than the list area those keys first scroll inside it
    ///   (``moveOrRead(by:in:)``, ``moveOrRead(byLines:in:)``).
    /// - Ctrl-L re-anchors the current card centre → top → bottom and asks for a repaint.
    /// - `/` or Ctrl-F opens the filter; while it is open, printable keys and Backspace edit
    ///   the query.
    /// - With multiple selection, Tab marks the current item and moves down; so does Space,
    ///   unless it is typed into the filter query or a live jump prefix.
    /// - `?` shows help when no jump prefix is live; other printable keys (and Space
    ///   without multiple selection) type the jump prefix; Backspace edits it.
    /// - Mouse: the wheel scrolls 3 lines without moving the selection; a click selects the
    ///   row under the pointer; a double click chooses that row's item.
    ///
    /// - Complexity: proportional to the rows shown and moved across, never to the item
    ///   count, except when the filter query changes.
    public mutating func handle(_ event: InputEvent, at now: Duration, in context: ListContext) -> ListAction? {
        itemsDidChange(in: context)
        typeAhead.expire(at: now)
        let recenterAnchor = nextRecenterAnchor
        nextRecenterAnchor = nil
        if case .key = event { statusMessage = nil }
        switch event {
        case .resize(let width, let height):
            resize(to: Size(width: width, height: height), in: context)
            return nil
        case .mouse(let mouse):
            return handle(mouse, in: context)
        case .key(let key):
            return handle(key, at: now, recenterAnchor: recenterAnchor, in: context)
        }
    }

    private mutating func handle(_ key: Key, at now: Duration, recenterAnchor: ScrollAnchor?, in context: ListContext) -> ListAction? {
        switch key {
        case .control("c"): return .interrupt
        case .control("z"): return .suspend
        case .control("t"): return .cycleStyle
        case .function(1):
            isShowingHelp.toggle()
            return nil
        default: break
        }
        if isShowingHelp {
            switch key {
            case .escape, .enter, .character("?"), .character("q"): isShowingHelp = false
            default: break
            }
            return nil
        }
        switch key {
        case .escape:
            if typeAhead.isLive {
                typeAhead.reset()
            } else if isFilterOpen {
                closeFilter(in: context)
            } else {
                return .cancel
            }
        case .enter:
            return chosenItems(in: context).map { .choose($0) }
        case .up, .control("p"): moveOrRead(by: -1, in: context)
        case .down, .control("n"): moveOrRead(by: 1, in: context)
        case .pageUp: moveOrRead(byLines: -max(1, viewportHeight(in: context)), in: context)
        case .pageDown: moveOrRead(byLines: max(1, viewportHeight(in: context)), in: context)
        case .control("u") where isFilterOpen: setFilterQuery("", in: context)
        case .control("u"): moveOrRead(byLines: -max(1, viewportHeight(in: context) / 2), in: context)
        case .control("d"): moveOrRead(byLines: max(1, viewportHeight(in: context) / 2), in: context)
        case .home: selectFirst(in: context)
        case .end: selectLast(in: context)
        case .control("l"):
            let anchor = recenterAnchor ?? .center
            scroll(to: selection, anchor: anchor, in: context)
            nextRecenterAnchor = anchor == .center ? .top : anchor == .top ? .bottom : .center
            return .redraw
        case .control("f") where !isFilterOpen, .character("/") where !isFilterOpen:
            openFilter(in: context)
        case .tab where context.allowsMultipleSelection,
             .character(" ") where context.allowsMultipleSelection && !typeAhead.isLive && !isFilterOpen:
            toggleMark(in: context)
        case .backspace, .delete:
            if isFilterOpen {
                if !filterQuery.isEmpty { setFilterQuery(String(filterQuery.dropLast()), in: context) }
            } else {
                deleteJumpCharacter(at: now, in: context)
            }
        case .character(let character) where isFilterOpen:
            setFilterQuery(filterQuery + String(character), in: context)
        case .character("?") where !typeAhead.isLive:
            isShowingHelp = true
        case .character(let character):
            typeAhead(character, at: now, in: context)
        default:
            break
        }
        return nil
    }

    private mutating func handle(_ mouse: MouseEvent, in context: ListContext) -> ListAction? {
        switch mouse.kind {
        case .wheelUp:
            scrollViewport(by: -3, in: context)
        case .wheelDown:
            scrollViewport(by: 3, in: context)
        case .click, .doubleClick:
            guard !isShowingHelp else {
                isShowingHelp = false
                return nil
            }
            guard let position = row(atScreenLine: mouse.y, in: context),
                  let item = item(at: position, in: context) else { return nil }
            typeAhead.reset()
            if mouse.kind == .doubleClick { return .choose([item]) }
            selectRow(position, in: context)
        }
        return nil
    }
}
