import Rows

extension ListState {
    /// Moves the selection `delta` rows (down when positive), clamped to the list, and
    /// scrolls it into view with the scroll-off margin. With ``ListContext/cycles``, a move
    /// past the last row from the last row goes to the first, and one past the first to the
    /// last (as fzf's `--cycle`; pages stop at the ends).
    ///
    /// - Complexity: measures the rows moved across and a margin around the new row.
    public mutating func moveSelection(by delta: Int, in context: ListContext) {
        let count = visibleCount(in: context)
        guard count > 0 else { return }
        guard let current = selectedPosition(in: context) else {
            selectRow(0, in: context)
            return
        }
        let target = current + delta
        if context.cycles, target >= count, current == count - 1 {
            selectFirst(in: context)
        } else if context.cycles, target < 0, current == 0 {
            selectLast(in: context)
        } else {
            selectRow(min(count - 1, max(0, target)), in: context)
        }
    }

    /// Moves the selection by about `lines` lines of rows (down when positive): a page is
    /// the viewport's height, half a page half of it. Always moves at least one row; 0
    /// lines moves down.
    ///
    /// - Complexity: measures only the rows moved across.
    public mutating func moveSelection(byLines lines: Int, in context: ListContext) {
        let count = visibleCount(in: context)
        guard count > 0, let current = selectedPosition(in: context) else {
            moveSelection(by: 0, in: context)
            return
        }
        let step = lines >= 0 ? 1 : -1
        var target = current
        var covered = 0
        while target + step >= 0, target + step < count {
            let height = height(ofRow: target, in: context)
            if covered + height > abs(lines) { break }
            covered += height
            target += step
        }
        if target == current { target = min(count - 1, max(0, current + step)) }
        selectRow(target, in: context)
    }

    /// ↓ and ↑: scrolls ``readingStep`` lines per row inside a current card taller than the
    /// list area while it has more to show that way, else moves the selection `delta` rows.
    ///
    /// - Complexity: measures the rows on screen and those moved across.
    public mutating func moveOrRead(by delta: Int, in context: ListContext) {
        if readSelection(by: delta * Self.readingStep, in: context) { return }
        moveSelection(by: delta, in: context)
    }

    /// PgDn/PgUp and Ctrl-D/Ctrl-U: scrolls up to `lines` lines inside a current card taller
    /// than the list area while it has more to show that way (stopping at its edge), else
    /// moves the selection by about `lines` lines of rows.
    ///
    /// - Complexity: measures the rows on screen and those moved across.
    public mutating func moveOrRead(byLines lines: Int, in context: ListContext) {
        if readSelection(by: lines, in: context) { return }
        moveSelection(byLines: lines, in: context)
    }

    /// Selects the first row and shows the list from its top.
    public mutating func selectFirst(in context: ListContext) {
        guard visibleCount(in: context) > 0 else { return }
        offset = .top
        selectRow(0, in: context)
    }

    /// Selects the last row and shows the list's end (the bottom of a card taller than the
    /// list area, as `G` does in less).
    public mutating func selectLast(in context: ListContext) {
        let count = visibleCount(in: context)
        guard count > 0 else { return }
        selectRow(count - 1, in: context)
        scrollToEnd(in: context)
    }

    /// Selects the row at `position` and reveals it with the scroll-off margin.
    mutating func selectRow(_ position: Int, in context: ListContext) {
        guard let item = item(at: position, in: context) else { return }
        selection = item
        reveal(position, margin: scrollOff, in: context)
        clampOffset(in: context)
    }

    /// Marks the current item, or unmarks it when marked, then moves `step` rows (down one).
    /// With ``ListContext/markLimit`` reached, marking another item does nothing: the
    /// selection stays (as in fzf).
    public mutating func toggleMark(moving step: Int = 1, in context: ListContext) {
        guard selectedPosition(in: context) != nil else { return }
        if marks.remove(selection) != nil {
            markOrder.removeAll { $0 == selection }
        } else {
            if let limit = context.markLimit, marks.count >= limit { return }
            marks.insert(selection)
            markOrder.append(selection)
        }
        moveSelection(by: step, in: context)
    }

    /// What Enter chooses: the marked items in the order they were marked, or else the
    /// current item; nothing when no row is visible.
    public func chosenItems(in context: ListContext) -> [Int]? {
        if !marks.isEmpty { return markOrder }
        return selectedPosition(in: context) != nil ? [selection] : nil
    }

    /// Handles a resize: forgets heights when the width changed and keeps the selection in
    /// view with its margin, as fzf does (``keepSelectionInView(in:)``). A resize to the
    /// size the list already has moves nothing. A card taller than the list area that fills
    /// it keeps the line it was read at.
    ///
    /// When the width changes, the selected card keeps its screen line: the cards above it
    /// re-wrap to other heights, and keeping the top card's hidden lines instead would move
    /// everything below it (wider and back would shift the view).
    public mutating func resize(to size: Size, in context: ListContext) {
        let newSize = Size(width: max(0, size.width), height: max(0, size.height))
        guard newSize != screenSize else { return }
        var keptLine: (position: Int, line: Int)?
        if newSize.width != screenSize.width, let position = selectedPosition(in: context) {
            let rows = visibleItems(in: context)
            if case .at(let line) = viewport.placement(ofRow: position, within: viewport.size.height, in: rows), line > 0 {
                keptLine = (position, line)
            }
        }
        screenSize = newSize
        if let keptLine {
            let rows = visibleItems(in: context)
            offset = viewport.offsetPlacing(row: keptLine.position, atLine: keptLine.line, in: rows)
        }
        keepSelectionInView(in: context)
    }

    /// Scrolls the least that shows the current item with its margin, after the list area
    /// or the rows' heights changed (a resize, a new row style, header lines read late).
    ///
    /// - Complexity: measures only the rows on screen and around the current item.
    public mutating func keepSelectionInView(in context: ListContext) {
        if let position = selectedPosition(in: context) {
            reveal(position, margin: scrollOff, in: context)
        }
        clampOffset(in: context)
    }
}
