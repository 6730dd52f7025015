import Rows

extension ListState {
    /// Moves the selection `delta` rows (down when positive), clamped to the list, and
    /// scrolls it into view with the scroll-off margin. With ``ListSettings/cycles``, a move
    /// past the last row from the last row goes to the first, and one past the first to the
    /// last (as fzf's `--cycle`; pages stop at the ends).
    ///
    /// - Complexity: measures the rows moved across and a margin around the new row.
    public mutating func moveSelection(by delta: Int, in items: some ListItems) {
        let count = visibleCount(in: items)
        guard count > 0 else { return }
        guard let current = selectedPosition(in: items) else {
            selectRow(0, in: items)
            return
        }
        let target = current + delta
        if settings.cycles, target >= count, current == count - 1 {
            selectFirst(in: items)
        } else if settings.cycles, target < 0, current == 0 {
            selectLast(in: items)
        } else {
            selectRow(min(count - 1, max(0, target)), in: items)
        }
    }

    /// Moves the selection by about `lines` lines of rows (down when positive): a page is
    /// the viewport's height, half a page half of it. Always moves at least one row; 0
    /// lines moves down.
    ///
    /// - Complexity: measures only the rows moved across.
    public mutating func moveSelection(byLines lines: Int, in items: some ListItems) {
        let count = visibleCount(in: items)
        guard count > 0, let current = selectedPosition(in: items) else {
            moveSelection(by: 0, in: items)
            return
        }
        let step = lines >= 0 ? 1 : -1
        var target = current
        var covered = 0
        while target + step >= 0, target + step < count {
            let height = height(ofRow: target, in: items)
            if covered + height > abs(lines) { break }
            covered += height
            target += step
        }
        if target == current { target = min(count - 1, max(0, current + step)) }
        selectRow(target, in: items)
    }

    /// ↓ and ↑: scrolls ``readingStep`` lines per row inside a current card taller than the
    /// list area while it has more to show that way, else moves the selection `delta` rows.
    ///
    /// - Complexity: measures the rows on screen and those moved across.
    public mutating func moveOrRead(by delta: Int, in items: some ListItems) {
        if readSelection(by: delta * Self.readingStep, in: items) { return }
        moveSelection(by: delta, in: items)
    }

    /// PgDn/PgUp and Ctrl-D/Ctrl-U: scrolls up to `lines` lines inside a current card taller
    /// than the list area while it has more to show that way (stopping at its edge), else
    /// moves the selection by about `lines` lines of rows.
    ///
    /// - Complexity: measures the rows on screen and those moved across.
    public mutating func moveOrRead(byLines lines: Int, in items: some ListItems) {
        if readSelection(by: lines, in: items) { return }
        moveSelection(byLines: lines, in: items)
    }

    /// Selects the first row and shows the list from its top.
    public mutating func selectFirst(in items: some ListItems) {
        guard visibleCount(in: items) > 0 else { return }
        offset = .top
        selectRow(0, in: items)
    }

    /// Selects the last row and shows the list's end (the bottom of a card taller than the
    /// list area, as `G` does in less).
    public mutating func selectLast(in items: some ListItems) {
        let count = visibleCount(in: items)
        guard count > 0 else { return }
        selectRow(count - 1, in: items)
        scrollToEnd(in: items)
    }

    /// Selects the row at `position` and reveals it with the scroll-off margin.
    mutating func selectRow(_ position: Int, in items: some ListItems) {
        guard let item = item(at: position, in: items) else { return }
        selection = item
        reveal(position, margin: scrollOff, in: items)
        clampOffset(in: items)
    }

    /// Marks the current item, or unmarks it when marked, then moves `step` rows (down one).
    /// With ``ListSettings/markLimit`` reached, marking another item does nothing: the
    /// selection stays (as in fzf).
    public mutating func toggleMark(moving step: Int = 1, in items: some ListItems) {
        guard selectedPosition(in: items) != nil else { return }
        if marks.remove(selection) != nil {
            markOrder.removeAll { $0 == selection }
        } else {
            if let limit = settings.markLimit, marks.count >= limit { return }
            marks.insert(selection)
            markOrder.append(selection)
        }
        moveSelection(by: step, in: items)
    }

    /// What Enter chooses: the marked items in the order they were marked, or else the
    /// current item; nothing when no row is visible.
    public func chosenItems(in items: some ListItems) -> [Int]? {
        if !marks.isEmpty { return markOrder }
        return selectedPosition(in: items) != nil ? [selection] : nil
    }

    /// Handles a resize: forgets heights when the width changed and keeps the selection in
    /// view with its margin, as fzf does (``keepSelectionInView(in:)``). A resize to the
    /// size the list already has moves nothing. A card taller than the list area that fills
    /// it keeps the line it was read at.
    ///
    /// When the width changes, the selected card keeps its screen line: the cards above it
    /// re-wrap to other heights, and keeping the top card's hidden lines instead would move
    /// everything below it (wider and back would shift the view).
    public mutating func resize(to size: Size, in items: some ListItems) {
        let newSize = Size(width: max(0, size.width), height: max(0, size.height))
        guard newSize != screenSize else { return }
        var keptLine: (position: Int, line: Int)?
        if newSize.width != screenSize.width, let position = selectedPosition(in: items) {
            let rows = visibleItems(in: items)
            if case .at(let line) = viewport.placement(ofRow: position, within: viewport.size.height, in: rows), line > 0 {
                keptLine = (position, line)
            }
        }
        screenSize = newSize
        if let keptLine {
            let rows = visibleItems(in: items)
            offset = viewport.offsetPlacing(row: keptLine.position, atLine: keptLine.line, in: rows)
        }
        keepSelectionInView(in: items)
    }

    /// Scrolls the least that shows the current item with its margin, after the list area
    /// or the rows' heights changed (a resize, a new row style, header lines read late).
    ///
    /// - Complexity: measures only the rows on screen and around the current item.
    public mutating func keepSelectionInView(in items: some ListItems) {
        if let position = selectedPosition(in: items) {
            reveal(position, margin: scrollOff, in: items)
        }
        clampOffset(in: items)
    }

    /// Does a movement key's action (a row, a page or half a page, up or down), already
    /// turned the way it points on the screen; false for any other action.
    mutating func performMove(_ action: KeyAction, in items: some ListItems) -> Bool {
        let page = max(1, viewportHeight)
        switch action {
        case .moveUp: moveOrRead(by: -1, in: items)
        case .moveDown: moveOrRead(by: 1, in: items)
        case .pageUp: moveOrRead(byLines: -page, in: items)
        case .pageDown: moveOrRead(byLines: page, in: items)
        case .halfPageUp: moveOrRead(byLines: -max(1, page / 2), in: items)
        case .halfPageDown: moveOrRead(byLines: max(1, page / 2), in: items)
        default: return false
        }
        return true
    }
}
