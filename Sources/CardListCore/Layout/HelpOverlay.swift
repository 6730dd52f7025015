import Rows

/// A centred box listing every key, drawn over the list. When the screen is too short for
/// every key, the bottom edge says so (`▼ more`, `v more` in ASCII).
struct HelpOverlay {
    var charset: Charset

    /// The keys and what they do.
    var entries: [(keys: String, action: String)] {
        let arrows = charset == .ascii ? "Up Dn" : "↑ ↓"
        return [
            ("\(arrows) ^P ^N", "move"),
            ("PgUp PgDn", "page"),
            ("^U ^D", "half page"),
            ("Home End", "first, last"),
            ("letters", "jump to name"),
            ("/ ^F", "filter"),
            ("Tab Space", "mark (multi)"),
            ("Enter", "choose"),
            ("Esc", "back, quit"),
            ("^L", "centre/top/bottom"),
            ("^T", "next style"),
            ("^Z", "suspend"),
            ("^C", "quit"),
            ("F1 ?", "this help"),
            ("mouse", "click, 2×click, wheel"),
        ]
    }

    /// Draws the box centred on `canvas`, clipped to it.
    func draw(into canvas: inout Canvas) {
        let keyWidth = entries.map { Grapheme.width(of: $0.keys, charset: charset) }.max() ?? 0
        let actionWidth = entries.map { Grapheme.width(of: $0.action, charset: charset) }.max() ?? 0
        let width = min(canvas.width, keyWidth + actionWidth + 6)
        let height = min(canvas.height, entries.count + 2)
        let box = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.fill(box)
        canvas.drawBorder(charset == .ascii ? .ascii : .rounded, in: box)
        canvas.draw(Text(" Keys ", style: Style([.bold])), x: box.x + 2, y: box.y, maxWidth: max(0, width - 4), charset: charset)
        let inner = box.inset(top: 1, leading: 2, bottom: 1, trailing: 2)
        canvas.clipped(to: inner) { canvas in
            for (line, entry) in entries.enumerated() {
                let y = inner.y + line
                canvas.draw(Text(entry.keys, style: Style([.bold])), x: inner.x, y: y, maxWidth: keyWidth, charset: charset)
                canvas.draw(Text(entry.action), x: inner.x + keyWidth + 2, y: y, maxWidth: actionWidth, charset: charset)
            }
        }
        if entries.count > inner.height, box.height >= 2 {
            let marker = Text(charset == .ascii ? " v more " : " ▼ more ", style: Style([.bold]))
            let x = max(box.x + 1, box.maxX - 2 - marker.width(charset: charset))
            canvas.draw(marker, x: x, y: box.maxY - 1, maxWidth: max(0, box.maxX - 1 - x), charset: charset)
        }
    }
}
