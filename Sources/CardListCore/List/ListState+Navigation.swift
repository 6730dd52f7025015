extension ListState {
    /// Moves the selection `delta` rows (down when positive), clamped to the list, and
    /// scrolls it into view with the scroll-off margin.
    ///
    /// - Complexity: measures the rows moved across and a margin around the new row.
    public mutating func moveSelection(by delta: Int, in context: ListContext) {
        let count = visibleCount(in: context)
        guard count > 0 else { return }
        guard let current = selectedPosition(in: context) else {
            selectRow(0, in: context)
            return
        }
        selectRow(min(count - 1, max(0, current + delta)), in: context)
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

    /// Selects the first row and shows the list from its top.
    public mutating func selectFirst(in context: ListContext) {
        guard visibleCount(in: context) > 0 else { return }
        offset = .top
        selectRow(0, in: context)
    }

    /// Selects the last row and shows the list's end.
    public mutating func selectLast(in context: ListContext) {
        let count = visibleCount(in: context)
        guard count > 0 else { return }
        selectRow(count - 1, in: context)
    }

    /// Selects the row at `position` and reveals it with the scroll-off margin.
    mutating func selectRow(_ position: Int, in context: ListContext) {
        guard let item = item(at: position, in: context) else { return }
        selection = item
        reveal(position, margin: scrollOff, in: context)
        clampOffset(in: context)
    }

    /// Marks the current item, or unmarks it when marked, then moves `step` rows (down one).
    public mutating func toggleMark(moving step: Int = 1, in context: ListContext) {
        guard selectedPosition(in: context) != nil else { return }
        if marks.remove(selection) == nil { marks.insert(selection) }
        moveSelection(by: step, in: context)
    }

    /// What Enter chooses: the marked items in input order, or else the current item;
    /// nothing when no row is visible.
    public func chosenItems(in context: ListContext) -> [Int]? {
        if !marks.isEmpty { return marks.sorted() }
        return selectedPosition(in: context) != nil ? [selection] : nil
    }

    /// Handles a resize: forgets heights when the width changed and keeps the selection in view.
    /// A selected card still wholly on screen stays where it is (so the placement `--select`
    /// gave it with its anchor survives the app's first resize); otherwise it is revealed
    /// with its margin.
    ///
    /// The selected row keeps its screen line across a change of width: rows above it may
    /// wrap to other heights, and keeping the top row's hidden lines instead would move
    /// everything below (a wider-and-back resize shifted the view by a row).
    public mutating func resize(to size: Size, in context: ListContext) {
        let selected = selectedPosition(in: context)
        var selectedLine: Int?
        if let selected, case .at(let line) = placement(ofRow: selected, within: viewportHeight(in: context), in: context) {
            selectedLine = line
        }
        let widthChanged = screenSize.width != max(0, size.width)
        screenSize = Size(width: max(0, size.width), height: max(0, size.height))
        heightCache.use(width: screenSize.width)
        if widthChanged, let selected, let selectedLine, selectedLine > 0 {
            offset = offsetPlacing(row: selected, atLine: selectedLine, in: context)
        }
        if let position = selected, !isWhollyVisible(position, in: context) {
            reveal(position, margin: scrollOff, in: context)
        }
        clampOffset(in: context)
    }

    /// Whether the row at `position` is on screen from its top to its bottom.
    private mutating func isWhollyVisible(_ position: Int, in context: ListContext) -> Bool {
        let viewport = viewportHeight(in: context)
        guard case .at(let line) = placement(ofRow: position, within: viewport, in: context) else { return false }
        return line + height(ofRow: position, in: context) <= viewport
    }
}

import Rows
