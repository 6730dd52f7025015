/// Moving the selection: by rows, by pages, by a click, by a typed name; and the marks.
extension ListRunner {
    /// The position of the selected item among those shown.
    var selectedPosition: Int? {
        list.selection.flatMap { list.position(of: $0) }
    }

    /// Selects the item shown at `position` (clamped to the items) and scrolls the least
    /// that shows it.
    mutating func select(position: Int) {
        guard !list.items.isEmpty else { return }
        let position = min(max(0, position), list.items.count - 1)
        list.select(list.items[position].id, width: size.width, environment: environment)
    }

    /// Moves the selection `rows` rows down (up when negative), stopping at the ends.
    mutating func move(by rows: Int) {
        guard let position = selectedPosition else {
            select(position: 0)
            return
        }
        select(position: position + rows)
    }

    /// Selects the last row on screen, or when it is already selected, scrolls a screen down
    /// and selects the last row there.
    mutating func pageDown() {
        guard let position = selectedPosition else { return select(position: 0) }
        let last = list.items.count - 1
        let bottom = row(atLine: listHeight - 1) ?? last
        if position < bottom { return select(position: bottom) }
        list.scroll(byLines: listHeight, width: size.width, environment: environment)
        select(position: max(row(atLine: listHeight - 1) ?? last, position + 1))
    }

    /// Selects the first row on screen, or when it is already selected, scrolls a screen up
    /// and selects the first row there.
    mutating func pageUp() {
        guard let position = selectedPosition else { return select(position: 0) }
        let top = row(atLine: 0) ?? 0
        if position > top { return select(position: top) }
        list.scroll(byLines: -listHeight, width: size.width, environment: environment)
        select(position: min(row(atLine: 0) ?? 0, position - 1))
    }

    /// The position of the row under the list's line `line`, if any.
    mutating func row(atLine line: Int) -> Int? {
        list.position(atLine: line, width: size.width, environment: environment)
    }

    /// Answers a click (selects the row under it), a double click (chooses it) and the wheel
    /// (scrolls three lines, the selection staying where it is).
    mutating func handle(_ mouse: MouseEvent) -> Effect {
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            list.scroll(byLines: mouse.kind == .wheelUp ? -3 : 3, width: size.width, environment: environment)
            return .redraw
        case .click, .doubleClick:
            let line = mouse.y - listTop
            guard line >= 0, line < listHeight, let position = row(atLine: line) else { return .none }
            select(position: position)
            return mouse.kind == .doubleClick ? choose() : .redraw
        }
    }

    /// Adds `character` to the name being typed and selects the first item from the
    /// selection on (the one after it, when a new name starts) whose name starts with it,
    /// ignoring case, going round past the end. Nothing moves when no name does.
    mutating func jump(typing character: Character, at now: Duration) {
        guard let name, !list.items.isEmpty else { return }
        let continues = jump.type(character, at: now)
        let count = list.items.count
        let start = (selectedPosition ?? 0) + (continues ? 0 : 1)
        let prefix = jump.prefix
        for step in 0..<count {
            let position = (start + step) % count
            if name(list.items[position]).lowercased().hasPrefix(prefix) {
                return select(position: position)
            }
        }
    }

    /// Marks the selected item, or unmarks it, then moves `rows` rows (Tab: 1; Shift-Tab:
    /// -1; Space: 0). Does nothing unless the list allows marks.
    mutating func toggleMark(thenMove rows: Int) {
        guard allowsMarks, let selection = list.selection else { return }
        if list.marks.remove(selection) == nil { list.marks.insert(selection) }
        if rows != 0 { move(by: rows) }
    }
}
