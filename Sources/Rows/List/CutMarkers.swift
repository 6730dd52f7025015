/// The marks on a row that a list's area cuts off: `▲` on the first line when its top is
/// hidden, `▼ more` on the last when content (not just a shadow) is hidden below; `^` and
/// `v more` in ASCII.
///
/// Each mark goes inside the row's frame, against its right edge, never over the frame or
/// shadow (the runs of drawn cells at each edge of the row on that line); when the inside
/// is too narrow the bottom mark drops its word, and a mark that does not fit is left out.
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

    /// Draws the first of `choices` that fits between the row's frames on line `y`.
    private func drawMark(_ choices: [String], onLine y: Int, of rect: Rect, in area: Rect, into canvas: inout Canvas) {
        let left = max(rect.x, area.x, 0), right = min(rect.maxX, area.maxX, canvas.width)
        guard y >= 0, y < canvas.height, right > left else { return }
        var end = right - 1
        while end >= left, canvas[end, y].glyph != .space { end -= 1 }
        var start = left
        while start < end, canvas[start, y].glyph != .space { start += 1 }
        guard end > start else { return }
        for choice in choices {
            let text = Text(choice, style: Style([.reverse]))
            let width = text.width(charset: charset)
            guard end - width + 1 >= start else { continue }
            canvas.draw(text, x: end - width + 1, y: y, maxWidth: width, charset: charset)
            return
        }
    }
}
