import Rows

/// The bottom line in reverse video: the match count (`12/340`), a loading note, the marked
/// count, the live jump prefix (`jump: caf`) or a message, and the `F1 help` hint on the right.
struct StatusLine {
    var state: ListState
    /// How many items have been read.
    var itemCount: Int
    var charset: Charset
    /// Reverse video, with `--color`'s info colour when given.
    var style = Style([.reverse])

    /// The left-hand parts, in order.
    var parts: [String] {
        // How many items match of how many there are, as fzf counts them: every item matches
        // while no query is typed; `--header-lines` lines are not items.
        let matches = state.matches?.count ?? itemCount
        var parts = [matches == 0 && state.matchCount != nil ? "no matches (0/\(itemCount))" : "\(matches)/\(itemCount)"]
        if state.settings.skippedCount > 0 { parts[0] += " (\(state.settings.skippedCount) skipped)" }
        if state.isSearching { parts.append(charset.repertoire == .ascii ? "searching..." : "searching…") }
        if state.settings.isLoading { parts.append(charset == .ascii ? "loading..." : "loading…") }
        if !state.marks.isEmpty { parts.append("\(state.marks.count) marked") }
        if let message = state.statusMessage {
            parts.append(message)
        } else if state.typeAhead.isLive {
            parts.append("jump: \(state.jumpPrefix)")
        }
        return parts
    }

    /// Draws the line across the whole width of `canvas` at row `y`.
    func draw(into canvas: inout Canvas, y: Int, cache: StatusLineCache? = nil) {
        guard let cache else {
            draw(parts.joined(separator: "  "), into: &canvas, y: y)
            return
        }
        let row = cache.row(for: key(width: canvas.width)) { row in
            draw(parts.joined(separator: "  "), into: &row, y: 0)
        }
        canvas.draw(row, x: 0, y: y)
    }

    /// Everything ``parts`` reads, for a line `width` columns wide.
    private func key(width: Int) -> StatusLineCache.Key {
        StatusLineCache.Key(
            matches: state.matches?.count ?? itemCount, hasMatchList: state.matchCount != nil, itemCount: itemCount,
            skippedCount: state.settings.skippedCount, isSearching: state.isSearching, isLoading: state.settings.isLoading,
            markCount: state.marks.count, message: state.statusMessage,
            jumpPrefix: state.statusMessage == nil && state.typeAhead.isLive ? state.jumpPrefix : nil,
            width: width, style: style, charset: charset)
    }

    private func draw(_ text: String, into canvas: inout Canvas, y: Int) {
        canvas.fill(Rect(x: 0, y: y, width: canvas.width, height: 1), style: style)
        let left = Text(text, style: style)
        let hint = Text("F1 help", style: style)
        let leftWidth = left.width(charset: charset)
        let hintWidth = hint.width(charset: charset)
        if 1 + leftWidth + 2 + hintWidth + 1 <= canvas.width {
            canvas.draw(hint, x: canvas.width - hintWidth - 1, y: y, maxWidth: hintWidth, charset: charset)
        }
        canvas.draw(left, x: 1, y: y, maxWidth: canvas.width - 2, charset: charset)
    }
}
