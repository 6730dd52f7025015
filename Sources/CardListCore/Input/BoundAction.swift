/// One action of a `--bind` binding, as fzf names it, with its argument
/// (`change-prompt(> )` is ``Kind/changePrompt`` with `"> "`).
public struct BoundAction: Hashable, Sendable {
    public var kind: Kind
    /// What was written between the brackets (or after `:`); nil for an action without one.
    public var argument: String?

    public init(_ kind: Kind, _ argument: String? = nil) {
        self.kind = kind
        self.argument = argument
    }

    /// fzf's actions that cardlist knows, by their fzf names.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        // Ending the list.
        case accept, acceptNonEmpty = "accept-non-empty", acceptOrPrintQuery = "accept-or-print-query"
        case abort, cancel, printQuery = "print-query"
        // Moving.
        case up, down, first, last, pageUp = "page-up", pageDown = "page-down"
        case halfPageUp = "half-page-up", halfPageDown = "half-page-down"
        // Marks (with --multi).
        case toggle, toggleIn = "toggle-in", toggleOut = "toggle-out", select, deselect
        case selectAll = "select-all", deselectAll = "deselect-all", toggleAll = "toggle-all"
        case clearSelection = "clear-selection"
        // The query line.
        case backwardChar = "backward-char", forwardChar = "forward-char"
        case backwardWord = "backward-word", forwardWord = "forward-word"
        case beginningOfLine = "beginning-of-line", endOfLine = "end-of-line"
        case backwardDeleteChar = "backward-delete-char", backwardDeleteCharOrEOF = "backward-delete-char/eof"
        case deleteChar = "delete-char", deleteCharOrEOF = "delete-char/eof"
        case unixLineDiscard = "unix-line-discard", killLine = "kill-line"
        case unixWordRubout = "unix-word-rubout", killWord = "kill-word", backwardKillWord = "backward-kill-word"
        case previousHistory = "prev-history", nextHistory = "next-history"
        case clearQuery = "clear-query", changeQuery = "change-query", put
        // The screen around the list.
        case changePrompt = "change-prompt", changeHeader = "change-header", toggleSort = "toggle-sort"
        case clearScreen = "clear-screen"
        // The bindings themselves.
        case unbind, rebind, ignore
        // Child processes and the preview pane.
        case execute, executeSilent = "execute-silent", become, reload, reloadSync = "reload-sync"
        case transformQuery = "transform-query"
        case preview, changePreview = "change-preview", changePreviewWindow = "change-preview-window"
        case togglePreview = "toggle-preview", showPreview = "show-preview", hidePreview = "hide-preview"
        case refreshPreview = "refresh-preview"
        case previewUp = "preview-up", previewDown = "preview-down"
        case previewPageUp = "preview-page-up", previewPageDown = "preview-page-down"
        case previewHalfPageUp = "preview-half-page-up", previewHalfPageDown = "preview-half-page-down"
        case previewTop = "preview-top", previewBottom = "preview-bottom"
        // cardlist's own: the detail view (F2).
        case toggleDetail = "toggle-detail"

        /// The action `name` (case ignored) means, fzf's other spellings included
        /// (`top` for `first`, `line-discard`…).
        public init?(named name: String) {
            let lower = name.lowercased()
            if let kind = Kind(rawValue: lower) ?? Self.aliases[lower] { self = kind } else { return nil }
        }

        private static let aliases: [String: Kind] = [
            "top": .first, "clear-multi": .clearSelection, "line-discard": .unixLineDiscard,
            "word-rubout": .unixWordRubout, "previous-history": .previousHistory,
        ]

        /// Whether the action is written with an argument (`change-prompt(…)`); `put` may be.
        public var takesArgument: Bool {
            switch self {
            case .changePrompt, .changeQuery, .changeHeader, .put, .unbind, .rebind,
                 .execute, .executeSilent, .become, .reload, .reloadSync, .transformQuery,
                 .preview, .changePreview, .changePreviewWindow:
                true
            default:
                false
            }
        }

        /// Whether the action must have an argument (all that take one but `put`).
        public var needsArgument: Bool { takesArgument && self != .put }

        /// Whether the action runs a command or works the preview pane: these are accepted
        /// and listed, and run by the part of the app that starts child processes.
        public var needsChildProcess: Bool {
            switch self {
            case .execute, .executeSilent, .become, .reload, .reloadSync, .transformQuery,
                 .preview, .changePreview, .changePreviewWindow, .togglePreview, .showPreview, .hidePreview,
                 .refreshPreview, .previewUp, .previewDown, .previewPageUp, .previewPageDown,
                 .previewHalfPageUp, .previewHalfPageDown, .previewTop, .previewBottom:
                true
            default:
                false
            }
        }
    }

    /// The action as `--bind` writes it: its name, and its argument in parentheses (or in
    /// the first of `[ ] { } < >` and `~ ! @ # $ % ^ & * ; / |` that does not occur in it).
    public var written: String {
        guard let argument else { return kind.rawValue }
        for (open, close) in Self.delimiters where !argument.contains(close) {
            return "\(kind.rawValue)\(open)\(argument)\(close)"
        }
        return "\(kind.rawValue):\(argument)"
    }

    /// The brackets and marks an argument can be written between, as in fzf.
    static let delimiters: [(Character, Character)] = [("(", ")"), ("[", "]"), ("{", "}"), ("<", ">")]
        + "~!@#$%^&*;/|".map { ($0, $0) }
}
