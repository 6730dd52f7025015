import Rows

/// Where the list and the pane go, and the pane drawn into its rectangle.
///
/// The pane takes its `--preview-window` size from the side it is on, border included,
/// and leaves the list at least ``minimumListWidth`` columns or ``minimumListHeight``
/// lines; the list, its header and its status line are laid out in the rest as without
/// a pane. Inside the border (with a blank column inside a left or right line, as the
/// list's `--border`) come the `~N` header lines, then the lines from the scroll offset,
/// cut at the pane's edge or wrapped (`wrap`). When there is more than fits, the top
/// right corner shows the first line shown and the line count (`12/340`).
public enum PreviewLayout {
    public static let minimumListWidth = 8
    public static let minimumListHeight = 3

    /// The list's rectangle and the pane's (nil when the pane is closed or has no room)
    /// in `rect`, the area inside the list's frame.
    public static func split(_ rect: Rect, window: PreviewWindow, isOpen: Bool) -> (list: Rect, pane: Rect?) {
        guard isOpen else { return (rect, nil) }
        let total = window.position.isBeside ? rect.width : rect.height
        let minimum = window.position.isBeside ? minimumListWidth : minimumListHeight
        let size = min(window.size.cells(of: total), total - minimum)
        guard size > 0 else { return (rect, nil) }
        switch window.position {
        case .right:
            return (Rect(x: rect.x, y: rect.y, width: rect.width - size, height: rect.height),
                    Rect(x: rect.maxX - size, y: rect.y, width: size, height: rect.height))
        case .left:
            return (Rect(x: rect.x + size, y: rect.y, width: rect.width - size, height: rect.height),
                    Rect(x: rect.x, y: rect.y, width: size, height: rect.height))
        case .up:
            return (Rect(x: rect.x, y: rect.y + size, width: rect.width, height: rect.height - size),
                    Rect(x: rect.x, y: rect.y, width: rect.width, height: size))
        case .down:
            return (Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - size),
                    Rect(x: rect.x, y: rect.maxY - size, width: rect.width, height: size))
        }
    }

    /// The area inside the pane's border, in the pane's own coordinates.
    public static func textRect(paneSize: Size, window: PreviewWindow) -> Rect {
        ScreenFrame(border: window.border).contentRect(in: paneSize)
    }

    /// The number of scrolling lines a pane of `paneSize` shows (its text area less the
    /// header lines).
    public static func scrollingHeight(paneSize: Size, window: PreviewWindow) -> Int {
        max(0, textRect(paneSize: paneSize, window: window).height - window.headerLines)
    }

    /// `pane` drawn on a canvas of `size`.
    public static func render(_ pane: PreviewPane, size: Size, charset: Charset, borderStyle: Style = .plain) -> Canvas {
        var canvas = Canvas(size: size)
        let window = pane.window
        ScreenFrame(border: window.border).drawBorder(into: &canvas, charset: charset, style: borderStyle)
        let area = textRect(paneSize: size, window: window)
        guard !area.isEmpty else { return canvas }
        let lines = pane.content.lines
        var rows: [TextLayout.Line] = []
        func add(_ text: Text, limit: Int) {
            guard rows.count < limit else { return }
            let graphemes = text.graphemes(charset: charset)
            guard window.wraps else {
                rows.append(graphemes)
                return
            }
            var row: TextLayout.Line = []
            var width = 0
            for grapheme in graphemes {
                if width + grapheme.width > area.width, !row.isEmpty {
                    rows.append(row)
                    if rows.count >= limit { return }
                    row = []
                    width = 0
                }
                row.append(grapheme)
                width += grapheme.width
            }
            rows.append(row)
        }
        let headerCount = min(window.headerLines, lines.count, area.height)
        for index in 0..<headerCount { add(lines[index], limit: headerCount) }
        let headerRows = rows.count
        let height = area.height - headerRows
        let offset = pane.clampedOffset(pane.scrollOffset, height: height)
        var index = window.headerLines + offset
        while rows.count < area.height, index < lines.count {
            add(lines[index], limit: area.height)
            index += 1
        }
        canvas.clipped(to: area) { canvas in
            for (row, line) in rows.enumerated() {
                canvas.draw(line, x: area.x, y: area.y + row, maxWidth: area.width)
            }
        }
        let count = pane.scrollingLineCount
        if window.showsInfo, count > height || offset > 0 || pane.content.droppedLines > 0 {
            let more = pane.content.droppedLines > 0 ? "+" : ""
            let indicator = Text("\(offset + 1)/\(count)\(more)").reverse()
            let width = indicator.string.utf8.count
            if width < area.width {
                canvas.draw(indicator, x: area.maxX - width, y: area.y, maxWidth: width, charset: charset)
            }
        }
        return canvas
    }
}
