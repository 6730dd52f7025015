import Items

extension BoundAction.Kind {
    /// What the action does, in a few words, for the documentation.
    public var summary: String {
        switch self {
        case .accept: "choose the marked items or the current one (exit 0; exit 1 with nothing to choose)"
        case .acceptNonEmpty: "choose as accept, but only when there is something to choose"
        case .acceptOrPrintQuery: "choose as accept, or else print the query (exit 0)"
        case .abort: "leave without choosing (exit 130)"
        case .cancel: "clear the query, or leave when it is empty"
        case .printQuery: "print the query and exit 0"
        case .up, .down: "the item above / below on the screen"
        case .first, .last: "the first / last item (first is also written top)"
        case .pageUp, .pageDown: "a page up / down"
        case .halfPageUp, .halfPageDown: "half a page up / down"
        case .toggle: "with --multi: mark or unmark the current item (toggle-up and toggle-down then move)"
        case .toggleIn, .toggleOut: "with --multi: mark or unmark, then go to the next / previous item"
        case .select, .deselect: "with --multi: mark / unmark the current item"
        case .selectAll, .deselectAll, .toggleAll: "with --multi: mark / unmark / flip every item shown"
        case .clearSelection: "unmark every item (also clear-multi)"
        case .backwardChar, .forwardChar: "the cursor a character left / right in the query"
        case .backwardWord, .forwardWord: "the cursor a word left / right"
        case .beginningOfLine, .endOfLine: "the cursor to the start / end of the query"
        case .backwardDeleteChar, .deleteChar: "delete the character before / under the cursor"
        case .backwardDeleteCharOrEOF, .deleteCharOrEOF: "delete as the action before, or leave on an empty query"
        case .unixLineDiscard, .killLine: "delete to the start / end of the query (also line-discard)"
        case .unixWordRubout: "delete the word before the cursor, back to a blank (also word-rubout)"
        case .killWord: "delete the word after the cursor"
        case .backwardKillWord: "delete the letters and digits before the cursor"
        case .previousHistory, .nextHistory: "with --history: the query before / after (also previous-history)"
        case .clearQuery: "empty the query"
        case .changeQuery: "open the filter line with this query"
        case .put: "type the text (without one, the key's own character) into the query"
        case .changePrompt: "use this prompt"
        case .changeHeader: "use this header (empty: none)"
        case .toggleSort: "switch between best first and input order"
        case .clearScreen: "repaint the whole screen"
        case .unbind, .rebind: "switch keys and events (comma-separated) off, defaults included / back on"
        case .ignore: "do nothing"
        case .execute: "run the command with the terminal, the list waiting; then the list again (Ctrl-C ends the command)"
        case .executeSilent: "run the command beside the list, its output let go"
        case .become: "leave the list and run the command in its place: its output and exit code are cardlist's"
        case .reload: "replace the items by the command's output, read as the input was (the query kept)"
        case .reloadSync: "reload, the old items shown until the command's output has ended"
        case .transformQuery: "make the first line the command prints the query (the actions after it wait for it)"
        case .preview: "show the output of this command in the preview pane, until the current item changes"
        case .changePreview: "make this the --preview command"
        case .changePreviewWindow: "change the --preview-window options (the pane's place, size, border)"
        case .togglePreview, .showPreview, .hidePreview: "show or hide the preview pane / show it / hide it"
        case .refreshPreview: "run the preview command again"
        case .previewUp, .previewDown: "scroll the preview pane a line up / down"
        case .previewPageUp, .previewPageDown: "scroll the preview pane a page up / down"
        case .previewHalfPageUp, .previewHalfPageDown: "scroll the preview pane half a page up / down"
        case .previewTop, .previewBottom: "scroll the preview pane to its top / bottom"
        case .toggleDetail: "open or close the detail view: the current item's whole record and picture, in the preview pane's place (F2)"
        }
    }

    /// How the action is written in the documentation: `change-prompt(...)` for one that
    /// needs an argument, `put[(...)]` for `put`.
    var documentedForm: String {
        self == .put ? "put[(...)]" : needsArgument ? "\(rawValue)(...)" : rawValue
    }
}

/// The `--bind` reference in the documentation, generated from the tables (``KeyName``,
/// ``BindEvent``, ``BoundAction/Kind``); tests check that the README and the man page hold
/// exactly this.
public enum BindingDocumentation {
    /// The key names, in words.
    static let keyNames = "ctrl-a … ctrl-z (ctrl-h, ctrl-i and ctrl-m are bspace, tab and enter, as terminals send them), alt-KEY (alt-x, alt-enter, alt-space, alt-bspace), f1 … f12, enter (return), "
        + "esc, tab, btab (shift-tab), space, bspace (bs, backspace), del (delete), up, down, left, right, "
        + "shift-up, shift-down, shift-left, shift-right, pgup (page-up), pgdn (page-down), home, end, "
        + "left-click, double-click, scroll-up, scroll-down, comma, or one character such as ? or x"

    /// The actions, grouped as lines of names that share a summary.
    static var actionLines: [(names: String, summary: String)] {
        var lines: [(names: String, summary: String)] = []
        for kind in BoundAction.Kind.allCases {
            if let index = lines.firstIndex(where: { $0.summary == kind.summary }) {
                lines[index].names += ", " + kind.documentedForm
            } else {
                lines.append((kind.documentedForm, kind.summary))
            }
        }
        return lines
    }

    /// The README's bindings reference (Markdown).
    public static var markdown: String {
        var lines = ["**Keys**: " + keyNames + ".", "", "| event | when |", "| --- | --- |"]
        lines += BindEvent.allCases.map { "| `\($0.rawValue)` | \($0.summary) |" }
        lines += ["", "| action | what it does |", "| --- | --- |"]
        lines += actionLines.map { line in
            let names = line.names.parts(separatedBy: ", ").map { "`\($0)`" }.joined(separator: " ")
            return "| \(names) | \(line.summary) |"
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The man page's BINDINGS section (roff).
    public static var manSection: String {
        var lines = [".SH BINDINGS", "Keys for \\fB\\-\\-bind\\fR: " + roff(keyNames) + ".", ".SS Events"]
        for event in BindEvent.allCases {
            lines += [".TP", ".B " + roff(event.rawValue), roff(event.summary) + "."]
        }
        lines.append(".SS Actions")
        for line in actionLines {
            lines += [".TP", ".B " + roff(line.names), roff(line.summary) + "."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `--help` lines: the events and the action names, wrapped under a heading.
    public static var helpLines: [String] {
        var lines = ["Bindings (--bind KEY:ACTION[+ACTION...], see the man page):"]
        lines += wrapped("events:  " + BindEvent.allCases.map(\.rawValue).joined(separator: " "))
        lines += wrapped("actions: " + BoundAction.Kind.allCases.map(\.documentedForm).joined(separator: " "))
        return lines
    }

    /// `text` in lines of at most 78 columns, indented two, continuation lines aligned after the label.
    private static func wrapped(_ text: String) -> [String] {
        var lines: [String] = []
        var line = "  "
        for word in text.split(separator: " ") {
            if line.count + 1 + word.count > 80, line.count > 11 {
                lines.append(line)
                line = String(repeating: " ", count: 11)
            } else if line.count > 2, !line.hasSuffix(" ") {
                line += " "
            }
            line += word
        }
        lines.append(line)
        return lines
    }

    /// Text escaped for roff: backslashes doubled, hyphens as `\-`, no leading dot.
    private static func roff(_ text: String) -> String {
        let escaped = text.replacingText("\\", with: "\\e").replacingText("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
