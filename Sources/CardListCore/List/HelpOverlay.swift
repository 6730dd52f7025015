import Rows

/// A centred box listing every key of ``KeyBindings``, drawn over the list: the list's keys,
/// then the filter line's under a heading. When the screen is too short it uses two columns
/// if they fit, else the bottom edge says there is more (`▼ more`, `v more` in ASCII) and
/// the arrows and page keys scroll it (``offset``; `▲` on the top edge when scrolled).
struct HelpOverlay {
    var charset: Charset
    /// Whether the mouse is in use (its lines are left out under `--no-mouse`).
    var showsMouse = true
    /// Whether the `--typing filter` keys are shown (and win in the filter line).
    var typingFilters = false
    /// Whether the `--history` keys are shown (they apply only with it).
    var showsHistory = false
    /// Whether the preview pane's keys are shown (they do something only with a pane).
    var showsPreview = false
    /// Lines scrolled off the top (clamped to what the screen leaves hidden).
    var offset = 0
    /// The `--bind` bindings: listed first, and their keys left out of the table's rows.
    var bindings = UserBindings()

    /// The box's shape on a canvas of `size`: its rectangle, the lines in a column, the
    /// columns' width and the keys' width.
    private struct Shape {
        var box: Rect
        var perColumn: Int
        var columnWidth: Int
        var keyWidth: Int
        var actionWidth: Int
        var inner: Rect { box.inset(top: 1, leading: 2, bottom: 1, trailing: 2) }
        /// How far the lines can scroll before the last one is in view.
        var maximumOffset: Int { max(0, perColumn - inner.height) }
    }

    private func shape(of entries: [Entry], in size: Size) -> Shape {
        let keyWidth = entries.map { Grapheme.width(of: $0.keys, charset: charset) }.max() ?? 0
        let actionWidth = entries.map {
            $0.keys.isEmpty ? max(0, Grapheme.width(of: $0.action, charset: charset) - keyWidth - 2)
                            : Grapheme.width(of: $0.action, charset: charset)
        }.max() ?? 0
        let columnWidth = keyWidth + 2 + actionWidth
        let columns = entries.count + 2 > size.height && 2 * columnWidth + 3 + 4 <= size.width ? 2 : 1
        let perColumn = (entries.count + columns - 1) / columns
        let width = min(size.width, columns * columnWidth + (columns - 1) * 3 + 4)
        let height = min(size.height, perColumn + 2)
        let box = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        return Shape(box: box, perColumn: perColumn, columnWidth: columnWidth, keyWidth: keyWidth, actionWidth: actionWidth)
    }

    /// How far the help can scroll on a screen of `size` before its last line is in view.
    func maximumOffset(in size: Size) -> Int {
        shape(of: entries, in: size).maximumOffset
    }

    /// One line of the box: keys and what they do, or a heading when `keys` is empty.
    struct Entry: Equatable {
        var keys: String
        var action: String
    }

    /// The lines of the box: the `--bind` bindings under their heading, then the table's
    /// rows (less the keys bound), rows with the same summary in the same part merged.
    var entries: [Entry] {
        let bindings = KeyBindings.rows(under: self.bindings).filter { (showsMouse || !$0.isMouse) && (showsHistory || !$0.needsHistory)
            && (showsPreview || !$0.needsPreview) }
        func lines(_ rows: [KeyBinding]) -> [Entry] {
            var merged: [(names: [String], summary: String)] = []
            for row in rows {
                let names = row.triggers.map { $0.name(.help(charset)) }
                if let index = merged.firstIndex(where: { $0.summary == row.summary }) {
                    for name in names where !merged[index].names.contains(name) { merged[index].names.append(name) }
                } else {
                    var unique: [String] = []
                    for name in names where !unique.contains(name) { unique.append(name) }
                    merged.append((unique, row.summary))
                }
            }
            return merged.map { Entry(keys: $0.names.joined(separator: " "), action: $0.summary) }
        }
        let typing = typingFilters ? bindings.filter { $0.context == .typing } : []
        // A typing key replaces the filter line's binding of the same key.
        let typingKeys = Set(typing.flatMap(\.triggers))
        let query = bindings.filter { $0.context == .query }.compactMap { row -> KeyBinding? in
            var row = row
            row.entries.removeAll { typingKeys.contains($0.trigger) }
            return row.entries.isEmpty ? nil : row
        }
        return userEntries
            + lines(bindings.filter { $0.context == .list || $0.context == .both })
            + [Entry(keys: "", action: "In the filter line:")]
            + lines(typing + query)
            + [Entry(keys: "", action: "In this help:")]
            + lines(bindings.filter { $0.context == .help })
    }

    /// The `--bind` lines, under a heading, and a heading for the table's list keys after
    /// them; none without bindings.
    private var userEntries: [Entry] {
        guard !bindings.isEmpty else { return [] }
        let lines = bindings.entries.filter { showsMouse || !$0.trigger.isMouse }.map { entry in
            Entry(keys: entry.trigger.helpName(charset), action: entry.actions.map(\.written).joined(separator: "+"))
        }
        return [Entry(keys: "", action: "Yours (--bind):")] + lines + [Entry(keys: "", action: "In the list:")]
    }

    /// Draws the box centred on `canvas`, clipped to it, scrolled by ``offset``.
    func draw(into canvas: inout Canvas) {
        let entries = self.entries
        let shape = shape(of: entries, in: Size(width: canvas.width, height: canvas.height))
        let (box, inner, perColumn, columnWidth, keyWidth) = (shape.box, shape.inner, shape.perColumn, shape.columnWidth, shape.keyWidth)
        let offset = max(0, min(self.offset, shape.maximumOffset))
        canvas.fill(box)
        canvas.drawBorder(charset == .ascii ? .ascii : .rounded, in: box)
        canvas.draw(Text(" Keys ", style: Style([.bold])), x: box.x + 2, y: box.y, maxWidth: max(0, box.width - 4), charset: charset)
        canvas.clipped(to: inner) { canvas in
            for (line, entry) in entries.enumerated() {
                let x = inner.x + (line / perColumn) * (columnWidth + 3)
                let y = inner.y + line % perColumn - offset
                guard y >= inner.y, y < inner.maxY else { continue }
                if entry.keys.isEmpty {
                    canvas.draw(Text(entry.action, style: Style([.underline])), x: x, y: y, maxWidth: columnWidth, charset: charset)
                    continue
                }
                canvas.draw(Text(entry.keys, style: Style([.bold])), x: x, y: y, maxWidth: keyWidth, charset: charset)
                canvas.draw(Text(entry.action), x: x + keyWidth + 2, y: y, maxWidth: shape.actionWidth, charset: charset)
            }
        }
        if offset > 0, box.height >= 2 {
            let marker = Text(charset == .ascii ? " ^ " : " ▲ ", style: Style([.bold]))
            let x = max(box.x + 1, box.maxX - 2 - marker.width(charset: charset))
            canvas.draw(marker, x: x, y: box.y, maxWidth: max(0, box.maxX - 1 - x), charset: charset)
        }
        if perColumn - offset > inner.height, box.height >= 2 {
            let marker = Text(charset == .ascii ? " v more " : " ▼ more ", style: Style([.bold]))
            let x = max(box.x + 1, box.maxX - 2 - marker.width(charset: charset))
            canvas.draw(marker, x: x, y: box.maxY - 1, maxWidth: max(0, box.maxX - 1 - x), charset: charset)
        }
    }
}
