/// Drawing the runner: the search field, then the list filling the rest of the screen.
extension ListRunner {
    /// The screen as it shows now.
    ///
    /// - Complexity: proportional to the rows on screen.
    public func rendered() -> Canvas {
        var canvas = Canvas(size: size)
        if let search { drawSearchField(search, into: &canvas) }
        let rect = Rect(x: 0, y: listTop, width: size.width, height: listHeight)
        if list.items.isEmpty {
            let message = items.isEmpty ? "No items" : "No matches"
            canvas.draw(Text(message).dim(), x: 2, y: rect.y, maxWidth: max(0, rect.width - 2), charset: environment.charset)
        } else {
            list.draw(into: &canvas, in: rect, environment: environment)
        }
        return canvas
    }

    /// `> query▏` with the count of items shown at the end of the line; the prompt, dimmed,
    /// while the query is empty.
    private func drawSearchField(_ search: SearchField<Item>, into canvas: inout Canvas) {
        let charset = environment.charset
        let count = Text("\(list.items.count)/\(items.count)").dim()
        let countWidth = count.width(charset: charset)
        let countX = max(0, size.width - countWidth)
        canvas.draw(count, x: countX, y: 0, maxWidth: size.width - countX, charset: charset)
        var x = canvas.draw(Text("> ").bold(), x: 0, y: 0, maxWidth: max(0, countX - 1), charset: charset)
        let room = max(0, countX - 1 - x - 1)
        if query.isEmpty {
            canvas.put(.space, x: x, y: 0, style: Style(.reverse))
            canvas.draw(Text(search.prompt).dim(), x: x + 1, y: 0, maxWidth: room, charset: charset)
        } else {
            x += canvas.draw(Text(query), x: x, y: 0, maxWidth: room, charset: charset)
            if x < countX - 1 { canvas.put(.space, x: x, y: 0, style: Style(.reverse)) }
        }
    }
}
