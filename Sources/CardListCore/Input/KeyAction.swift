/// What a key (or a mouse action) does in the list, as the key table names it.
public enum KeyAction: String, Hashable, Sendable, CaseIterable {
    // The list.
    case moveUp, moveDown, pageUp, pageDown, halfPageUp, halfPageDown, first, last
    case jump, editJump, recenter, openFilter, toggleMark, cycleStyle
    case choose, back, quit, interrupt, suspend, toggleHelp, closeHelp, toggleMarkUp
    /// Open or close the detail view of the current item (fzf-style name `toggle-detail`).
    case toggleDetail
    // The filter's query line.
    case insert, cursorLeft, cursorRight, cursorToStart, cursorToEnd, wordLeft, wordRight
    case deleteBackward, deleteForward, deleteWordBackward, deleteWordForward, deleteToStart, deleteToEnd
    /// Back over the word before the cursor as fzf's backward-kill-word: letters and digits only (`foo/bar.baz` loses `baz`).
    case deleteAlphanumericWordBackward
    /// Delete the character under the cursor; on an empty query, leave without choosing (fzf's Ctrl-D).
    case deleteForwardOrQuit
    /// Put the query before / after the current one in the `--history` file in the query line.
    case previousHistory, nextHistory
    // The mouse.
    case clickSelect, doubleClickChoose, wheelScroll
    // The pane beside the list (`--preview`): open or close it, scroll it.
    case togglePreview, previewUp, previewDown, previewPageUp, previewPageDown
    case previewHalfPageUp, previewHalfPageDown, previewTop, previewBottom

    /// Whether the action is the pane's (``ListAction/pane(_:)``), not the list's.
    public var isPaneAction: Bool {
        switch self {
        case .togglePreview, .previewUp, .previewDown, .previewPageUp, .previewPageDown,
             .previewHalfPageUp, .previewHalfPageDown, .previewTop, .previewBottom: true
        default: false
        }
    }
}
