extension Viewport {
    /// Calls `body` with the position and rectangle of each row that reaches `rect`, from
    /// the offset down; the top row's rectangle starts above `rect` when it is partly
    /// visible, and the last one may reach below it. Heights come from the cache when it
    /// holds `rect`'s width, else are measured without caching.
    ///
    ///     viewport.forEachVisibleRow(of: rows, in: area) { position, rowRect in
    ///         canvas.clipped(to: area) { row(position).draw(into: &$0, in: rowRect, environment: environment) }
    ///     }
    ///
    /// - Returns: how many rows reached `rect`.
    /// - Complexity: proportional to the rows on screen.
    @discardableResult
    public func forEachVisibleRow<Content: ScrollContent>(of content: Content, in rect: Rect, _ body: (_ position: Int, _ rowRect: Rect) -> Void) -> Int where Content.ID == ID {
        guard !rect.isEmpty else { return 0 }
        var y = rect.y - offset.line
        var position = max(0, offset.row)
        var drawn = 0
        while y < rect.maxY, position < content.count {
            let height = height(ofRowAt: position, width: rect.width, in: content)
            body(position, Rect(x: rect.x, y: y, width: rect.width, height: height))
            y += height
            position += 1
            drawn += 1
        }
        return drawn
    }
}
