/// The marks on a row that a list's area cuts off: `▲` on the first line when its top is
/// hidden, `▼ more` on the last when content (not just a shadow) is hidden below; `^` and
/// `v more` in ASCII.
///
/// Each mark goes inside the row's frame, against its right edge, never over the frame or
/// shadow (the runs of drawn cells at each edge of the row on that line), and only on the
/// blank cells before them: never over text or a picture. With a blank between it and
/// what is drawn before it when there is room; when the blanks are too few the bottom mark
/// drops its word, and a mark that does not fit is left out.
public struct CutMarkers: Sendable {
    /// Unicode or ASCII marks.
    public var charset: Charset

    public init(charset: Charset = .unicode) {
        self.charset = charset
    }

    /// Marks the edges of `rect` (a row already drawn into `canvas`) that `area` cuts off;
    /// below, only when what lies above `contentBottom` is cut.
    public func draw(for rect: Rect, contentBottom: Int, in area: Rect, into canvas: inout Canvas) {
        let ascii = charset == .ascii
        if rect.y < area.y {
            drawMark([ascii ? "^" : "▲"], onLine: area.y, of: rect, in: area, into: &canvas)
        }
        if contentBottom > area.maxY {
            drawMark([ascii ? "v more" : "▼ more", ascii ? "v" : "▼"], onLine: area.maxY - 1, of: rect, in: area, into: &canvas)
        }
    }

    /// Draws the first of `choices` that fits in the blanks against the row's trailing
    /// frame on line `y`: a blank is kept before a mark unless the blanks reach the leading
    /// frame, and only the last (shortest) choice may go without it.
    private func drawMark(_ choices: [String], onLine y: Int, of rect: Rect, in area: Rect, into canvas: inout Canvas) {
        let left = max(rect.x, area.x, 0), right = min(rect.maxX, area.maxX, canvas.width)
        guard y >= 0, y < canvas.height, right > left else { return }
        var end = right - 1
        while end >= left, canvas[end, y].glyph != .space { end -= 1 }
        var start = left
        while start < end, canvas[start, y].glyph != .space { start += 1 }
        guard end > start else { return }
        // The blanks that end at `end`: the mark may cover only them.
        var blanks = end
        while blanks > start, canvas[blanks - 1, y].glyph == .space { blanks -= 1 }
        let room = end - blanks + 1
        let reachesFrame = blanks == start
        for (index, choice) in choices.enumerated() {
            let text = Text(choice, style: Style([.reverse]))
            let width = text.width(charset: charset)
            let gap = reachesFrame || index == choices.count - 1 ? 0 : 1
            guard width + gap <= room else { continue }
            canvas.draw(text, x: end - width + 1, y: y, maxWidth: width, charset: charset)
            return
        }
    }
}
