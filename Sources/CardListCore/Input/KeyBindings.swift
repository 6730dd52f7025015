/// The key table: every key the list reacts to, in the order the help and the documentation
/// list them. Key presses are looked up here (through ``KeyTable``), so for keys the table is
/// what the program does; the mouse lines describe what the list's mouse handler does
/// (`ListState.handle(_:in:)` for ``MouseEvent``s), for the help and the documentation.
///
/// Where one key means two things, the query line wins while it is open: Ctrl-K deletes to
/// the end of the query, Ctrl-U to its start, Ctrl-F moves the cursor right, Home and End
/// move the cursor and Backspace edits the query; in the list the same keys move the
/// selection, open the filter or edit the jump prefix. Ctrl-J moves down in both; with
/// `--history`, Ctrl-P and Ctrl-N recall earlier queries in the query line (as in fzf),
/// and move the selection in the list.
public enum KeyBindings {
    public static let all: [KeyBinding] = [
        KeyBinding(.both, [(.key(.up), .moveUp), (.key(.down), .moveDown), (.key(.control("p")), .moveUp),
                           (.key(.control("n")), .moveDown), (.key(.control("j")), .moveDown)],
                   "previous / next", documented: "previous / next item"),
        KeyBinding(.list, [.key(.control("k"))], .moveUp, "previous item",
                   documented: "previous item (in the filter line Ctrl-K deletes to the end of the query)"),
        KeyBinding(.both, [(.key(.pageUp), .pageUp), (.key(.pageDown), .pageDown)], "a page up / down"),
        KeyBinding(.list, [.key(.control("u"))], .halfPageUp, "half a page up",
                   documented: "half a page up (in the filter line Ctrl-U deletes to the start of the query)"),
        KeyBinding(.both, [.key(.control("d"))], .halfPageDown, "half a page down"),
        KeyBinding(.list, [(.key(.home), .first), (.key(.end), .last)], "first / last item"),
        KeyBinding(.list, [.printable], .jump, "jump to a name",
                   documented: "jump to the next item whose name starts with what you typed (case and accents ignored; "
                       + "the prefix resets after the jump timeout; a name equal to it comes first; a letter typed again extends the prefix when some name starts with the longer one, else goes on to the next item with that letter)"),
        KeyBinding(.list, [.key(.backspace), .key(.delete)], .editJump, "edit jump prefix",
                   documented: "delete the last character of the jump prefix"),
        KeyBinding(.both, [.key(.control("l"))], .recenter, "centre/top/bottom",
                   documented: "scroll the current card to the centre, then the top, then the bottom"),
        KeyBinding(.list, [.key(.character("/")), .key(.control("f"))], .openFilter, "open the filter", documented: "open the filter line"),
        KeyBinding(.list, [.key(.tab), .key(.character(" "))], .toggleMark, "mark (--multi)",
                   documented: "with `--multi`: mark or unmark the item and go to the next", needsMultipleSelection: true),
        KeyBinding(.query, [.key(.tab)], .toggleMark, "mark (--multi)",
                   documented: "with `--multi`: mark or unmark the item and go to the next", needsMultipleSelection: true),
        KeyBinding(.both, [.key(.backTab)], .toggleMarkUp, "mark, up (--multi)",
                   documented: "with `--multi`: mark or unmark the item and go to the previous", needsMultipleSelection: true),
        KeyBinding(.both, [.key(.control("t"))], .cycleStyle, "next row style",
                   documented: "cycle the row style: card, item, line"),
        KeyBinding(.both, [.key(.enter)], .choose, "choose",
                   documented: "choose: print the name (or the marked names) and exit 0; on an empty list exit 1 at once (with `--print-query`, after printing the query)"),
        KeyBinding(.list, [.key(.escape)], .back, "clear jump / quit",
                   documented: "clear a live jump prefix, else leave without choosing (exit 130)"),
        KeyBinding(.query, [.key(.escape)], .back, "close the filter",
                   documented: "close the filter line; the selected item stays selected"),
        KeyBinding(.both, [.key(.control("g")), .key(.control("q"))], .quit, "quit",
                   documented: "leave without choosing (exit 130), from the filter line too"),
        KeyBinding(.both, [.key(.control("c"))], .interrupt, "interrupt", documented: "interrupt (exit 130)"),
        KeyBinding(.both, [.key(.control("z"))], .suspend, "suspend",
                   documented: "suspend (the terminal is restored; `fg` redraws)"),
        KeyBinding(.both, [.key(.function(2))], .toggleDetail, "detail view",
                   documented: "open or close the detail view (`toggle-detail`): the current item's whole record and its picture, "
                       + "large, beside the list; it follows the selection, and the mouse wheel over it scrolls it"),
        KeyBinding(.both, [.key(.function(1))], .toggleHelp, "this help", documented: "show or hide the key help"),
        KeyBinding(.list, [.key(.character("?"))], .toggleHelp, "this help",
                   documented: "show the key help (unless a jump prefix is being typed)"),
        KeyBinding(.help, [.key(.escape), .key(.enter), .key(.character("q")), .key(.character("?")), .key(.function(1))], .closeHelp,
                   "close the help"),
        KeyBinding(.help, [(.key(.up), .moveUp), (.key(.down), .moveDown), (.key(.pageUp), .pageUp), (.key(.pageDown), .pageDown)],
                   "scroll the help", documented: "scroll a help taller than the screen (`▼ more`) a line / a page"),
        KeyBinding(.query, [.printable], .insert, "type the query",
                   documented: "type into the query at the cursor; pasted text is typed as text, never taken as keys"),
        KeyBinding(.query, [(.key(.left), .cursorLeft), (.key(.right), .cursorRight),
                            (.key(.control("b")), .cursorLeft), (.key(.control("f")), .cursorRight)],
                   "cursor left/right", documented: "move the cursor a character left / right"),
        KeyBinding(.query, [(.key(.alt("b")), .wordLeft), (.key(.alt("f")), .wordRight)], "word left / right",
                   documented: "move the cursor a word left / right"),
        KeyBinding(.query, [(.key(.home), .cursorToStart), (.key(.end), .cursorToEnd),
                            (.key(.control("a")), .cursorToStart), (.key(.control("e")), .cursorToEnd)],
                   "to start / end", documented: "move the cursor to the start / end of the query"),
        KeyBinding(.query, [(.key(.backspace), .deleteBackward), (.key(.delete), .deleteForward)], "delete a character",
                   documented: "delete the character before / under the cursor"),
        KeyBinding(.query, [.key(.control("w"))], .deleteWordBackward, "delete word before",
                   documented: "delete the word before the cursor, back to a blank"),
        KeyBinding(.query, [.key(.alt(Key.backspaceCharacter))], .deleteAlphanumericWordBackward, "delete word before",
                   documented: "delete the letters and digits before the cursor (`foo/bar.baz` loses `baz`)"),
        KeyBinding(.query, [.key(.alt("d"))], .deleteWordForward, "delete word after",
                   documented: "delete the word after the cursor"),
        KeyBinding(.query, [(.key(.control("u")), .deleteToStart), (.key(.control("k")), .deleteToEnd)], "kill to start/end",
                   documented: "delete from the cursor to the start / end of the query"),
        KeyBinding(.query, [(.key(.control("p")), .previousHistory), (.key(.control("n")), .nextHistory)],
                   "recall a query",
                   documented: "with `--history`: the query before / after this one in the history file (↑ and ↓ still move); "
                       + "Ctrl-N after the newest gives back the query being typed",
                   needsHistory: true),
        KeyBinding(.typing, [.key(.control("k"))], .moveUp, "previous item",
                   documented: "previous item, as Ctrl-P and ↑ (the letters go into the query at once)"),
        KeyBinding(.typing, [.key(.escape)], .quit, "quit", documented: "leave without choosing (exit 130)"),
        KeyBinding(.typing, [.key(.control("d"))], .deleteForwardOrQuit, "delete / quit",
                   documented: "delete the character under the cursor; on an empty query leave without choosing (exit 130)"),
        KeyBinding(.both, [(.key(.shiftUp), .previewUp), (.key(.shiftDown), .previewDown)], "scroll the preview",
                   documented: "with `--preview`: scroll the preview pane a line up / down (as in fzf)", needsPreview: true),
        KeyBinding(.both, [.key(.alt("p"))], .togglePreview, "show/hide preview",
                   documented: "with `--preview`: close or open the preview pane (fzf's `toggle-preview`, which fzf leaves unbound; Alt-P types nothing in either line)",
                   needsPreview: true),
        KeyBinding(.both, [.mouse(.click)], .clickSelect, "select the row", documented: "select the row under the pointer"),
        KeyBinding(.both, [.mouse(.doubleClick)], .doubleClickChoose, "choose the row", documented: "choose the row under the pointer"),
        KeyBinding(.both, [(.mouse(.wheelUp), .wheelScroll), (.mouse(.wheelDown), .wheelScroll)], "scroll",
                   documented: "scroll three lines; the selection stays (over the preview pane: scroll the pane, where a click chooses nothing)"),
    ]

    /// The table's rows with the `--bind` bindings layered over them: a key or mouse action
    /// bound there is left out of every row but the help's (rows left empty go), since the
    /// binding decides what it does (``ListState`` looks it up in `bindings` first).
    public static func rows(under bindings: UserBindings) -> [KeyBinding] {
        guard !bindings.isEmpty else { return all }
        return all.compactMap { row in
            guard row.context != .help else { return row }
            var row = row
            row.entries.removeAll { entry in
                switch entry.trigger {
                case .key(let key): bindings.actions(for: .key(key)) != nil
                case .mouse(let kind): bindings.actions(for: .mouse(kind)) != nil
                case .printable: false
                }
            }
            return row.entries.isEmpty ? nil : row
        }
    }

    /// Builds the indexed key tables now, which the first key press would otherwise do
    /// (about 0.1 ms): the app calls it once its first frame is out.
    public static func prepareTables() {
        _ = KeyTable.all
    }

    /// What `key` does in `context`: a binding of that very context wins over a `both` one;
    /// with `typingFilters` (`--typing filter`), a `typing` one wins over both in the query line.
    /// The `--history` rows count only when `recallsHistory`.
    ///
    /// - Complexity: O(1): a lookup in the table's index (``KeyTable``), never in the items.
    public static func action(for key: Key, in context: KeyBinding.Context, multipleSelection: Bool = true,
                              typingFilters: Bool = false, recallsHistory: Bool = false) -> KeyAction? {
        func find(_ wanted: KeyBinding.Context) -> KeyAction? {
            KeyTable.table(for: wanted, multipleSelection: multipleSelection, recallsHistory: recallsHistory).action(for: key)
        }
        if context == .help { return find(.help) }
        if typingFilters && (context == .query || context == .typing) {
            return find(.typing) ?? find(.query) ?? find(.both)
        }
        return find(context) ?? find(.both)
    }
}
