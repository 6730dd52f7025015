import Rows

/// A centred box listing every key of ``KeyBindings``, drawn over the list: the list's keys,
/// then the filter line's under a heading. When the screen is too short it uses two columns
/// if they fit, else the bottom edge says there is more (`▼ more`, `v more` in ASCII).
struct HelpOverlay {
    var charset: Charset
    /// Whether the mouse is in use (its lines are left out under `--no-mouse`).
    var showsMouse = true

    /// One line of the box: keys and what they do, or a heading when `keys` is empty.
    struct Entry: Equatable {
        var keys: String
        var action: String
    }

    /// The lines of the box: rows with the same summary in the same part are merged.
    var entries: [Entry] {
        let bindings = KeyBindings.all.filter { showsMouse || !$0.isMouse }
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
        return lines(bindings.filter { $0.context == .list || $0.context == .both })
            + [Entry(keys: "", action: "In the filter line:")]
            + lines(bindings.filter { $0.context == .query })
            + [Entry(keys: "", action: "In this help:")]
            + lines(bindings.filter { $0.context == .help })
    }

    /// Draws the box centred on `canvas`, clipped to it.
    func draw(into canvas: inout Canvas) {
        let entries = self.entries
        let keyWidth = entries.map { Grapheme.width(of: $0.keys, charset: charset) }.max() ?? 0
        let actionWidth = entries.map {
            $0.keys.isEmpty ? max(0, Grapheme.width(of: $0.action, charset: charset) - keyWidth - 2)
                            : Grapheme.width(of: $0.action, charset: charset)
        }.max() ?? 0
        let columnWidth = keyWidth + 2 + actionWidth
        let columns = entries.count + 2 > canvas.height && 2 * columnWidth + 3 + 4 <= canvas.width ? 2 : 1
        let perColumn = (entries.count + columns - 1) / columns
        let width = min(canvas.width, columns * columnWidth + (columns - 1) * 3 + 4)
        let height = min(canvas.height, perColumn + 2)
        let box = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.fill(box)
        canvas.drawBorder(charset == .ascii ? .ascii : .rounded, in: box)
        canvas.draw(Text(" Keys ", style: Style([.bold])), x: box.x + 2, y: box.y, maxWidth: max(0, width - 4), charset: charset)
        let inner = box.inset(top: 1, leading: 2, bottom: 1, trailing: 2)
        canvas.clipped(to: inner) { canvas in
            for (line, entry) in entries.enumerated() {
                let x = inner.x + (line / perColumn) * (columnWidth + 3)
                let y = inner.y + line % perColumn
                if entry.keys.isEmpty {
                    canvas.draw(Text(entry.action, style: Style([.underline])), x: x, y: y, maxWidth: columnWidth, charset: charset)
                    continue
                }
                canvas.draw(Text(entry.keys, style: Style([.bold])), x: x, y: y, maxWidth: keyWidth, charset: charset)
                canvas.draw(Text(entry.action), x: x + keyWidth + 2, y: y, maxWidth: actionWidth, charset: charset)
            }
        }
        if perColumn > inner.height, box.height >= 2 {
            let marker = Text(charset == .ascii ? " v more " : " ▼ more ", style: Style([.bold]))
            let x = max(box.x + 1, box.maxX - 2 - marker.width(charset: charset))
            canvas.draw(marker, x: x, y: box.maxY - 1, maxWidth: max(0, box.maxX - 1 - x), charset: charset)
        }
    }
}
