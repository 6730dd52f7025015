/// One command-line option as the parser and the help text know it.
public struct OptionSpec: Hashable, Sendable {
    /// The long name with its dashes: `--width`.
    public var name: String
    /// The value's placeholder (`N`, `STYLE`), or nil for a flag.
    public var value: String?
    /// One line of help.
    public var summary: String
    /// Whether the value may be left out (`--multi`, `--multi=3`, `--border`): it is then
    /// given after `=`, or as the next argument when that is one (a number for `--multi`, a
    /// style name for `--border`).
    public var valueIsOptional = false

    /// An option that takes a value.
    public init(_ name: String, _ value: String, _ summary: String) {
        self.name = name
        self.value = value
        self.summary = summary
    }

    /// A flag.
    public init(_ name: String, _ summary: String) {
        self.name = name
        self.value = nil
        self.summary = summary
    }

    /// An option whose value may be left out (`--multi[=N]`, `--border[=STYLE]`).
    public init(_ name: String, optional value: String, _ summary: String) {
        self.name = name
        self.value = value
        self.summary = summary
        self.valueIsOptional = true
    }

    /// Whether the option needs a value.
    public var takesValue: Bool { value != nil && !valueIsOptional }
}

extension Options {
    /// Every option, grouped as the help text shows them.
    public static let optionGroups: [(title: String, options: [OptionSpec])] = [
        ("Display", [
            OptionSpec("--style", "card|item|line", "row style (default: line for plain text — lines or --read0 records, whatever one record holds — and card for JSON, JSON Lines and TSV); Ctrl-T cycles it while browsing"),
            OptionSpec("--ascii", "plain ASCII frames, shadows and icons (automatic when the locale is not UTF-8)"),
            OptionSpec("--color", "auto|always|never|SPEC", "colours (default auto); NO_COLOR (any value) means never. SPEC is fzf's: a base scheme (dark, light, 16; bw for none) and name:colour pairs, comma-separated (prompt:#ff8700,info:108); a colour is a name (red, bright-blue), 0 to 255, #rrggbb or -1 (the terminal's), and may add bold, dim, italic, underline or reverse. prompt, info (the status line), header and border are drawn with; fzf's other names are accepted and change nothing"),
            OptionSpec("--no-mouse", "leave the mouse to the terminal"),
            OptionSpec("--no-images", "show the image placeholder, read no image file"),
            OptionSpec("--image-dir", "DIR", "image paths are relative to DIR (default: the catalog file's folder; the working directory for stdin)"),
            OptionSpec("--image-symbols", "half|quad|sextant", "block symbols for thumbnails (default half)"),
            OptionSpec("--header", "TEXT", "fixed text above the list: each of its lines on a row of its own, in the items' column (a line break at its end is dropped)"),
            OptionSpec("--header-lines", "N", "the first N items of the input stay above the list as a header, each shown by its name (a line of plain text, a JSON element's or record's name, a TSV row's name cell, a --read0 record's first line): not items, never filtered, chosen, counted by --output index or printed by --filter; a low screen cuts the header to keep one item row"),
            OptionSpec("--ansi", "show the colour and style codes (SGR) in the input as colours; other escape sequences are dropped, and matching, jumping and the printed name use the text without them (--output line prints the record as read)"),
            OptionSpec("--tabstop", "N", "expand tabs to stops every N columns (default 8), counted from the start of each field's line"),
            OptionSpec("--no-hscroll", "in the line style, a line longer than the row shows its start, not the part with the filter's match (by default it scrolls sideways to keep the match in view, marking cut text with ..)"),
            OptionSpec("--keep-right", "in the line style, a line longer than the row shows its end (cut at the start with ..) while no match is shown"),
            OptionSpec("--prompt", "TEXT", "the text before the filter query (default / )"),
            OptionSpec("--layout", "default|reverse|reverse-list", "where the prompt and the list sit, as in fzf: reverse (cardlist's default, or default with --typing filter, as fzf users expect) runs the list down from the top under the filter line, with the status line at the bottom; default puts the filter line at the bottom, the status line above it and the first item just above them, the list growing upwards (Up moves to the next item); reverse-list runs the list down from the top with the status and filter lines at the bottom"),
            OptionSpec("--reverse", "the same as --layout=reverse"),
            OptionSpec("--pointer", "STR", "the current row's mark (default ▶, ASCII >): up to 8 columns, such as =>, or nothing"),
            OptionSpec("--marker", "STR", "a marked row's mark with --multi (default ✓, ASCII *): up to 8 columns, such as +*, or nothing"),
            OptionSpec("--header-first", "with --layout=default or reverse-list, the header goes below the filter line, at the bottom, as in fzf (in the reverse layout it is above the filter line already)"),
            OptionSpec("--info", "default|inline|inline-right|hidden", "where the status (the match count) sits: default, its own line; inline, after the query on the filter line while it is open, and inline-right at that line's right end (the status line stays while the filter is closed); hidden, nowhere, the list taking its row"),
            OptionSpec("--border", optional: "STYLE", "a line around the list: rounded (the default), sharp, bold, double, horizontal, vertical, top, bottom, left, right or none; a left or right line has a blank column inside it"),
            OptionSpec("--margin", "TRBL", "blank space around the list, outside the border: N on every side; V,H; T,H,B; or T,R,B,L; each a number of cells or a percentage of the screen (10%)"),
            OptionSpec("--padding", "TRBL", "blank space inside the border, around the list, in the same forms as --margin"),
            OptionSpec("--height", "HEIGHT", "draw the list in HEIGHT rows under the cursor instead of on the whole screen, as fzf does: the lines above stay, and on the way out its rows are erased and the cursor is back where it was. N rows, N% of the terminal's (at least --min-height), ~N or ~N% (at most that, fewer when fewer items need less), -N (the terminal's rows less N); 100% or 0 is the whole screen. A terminal too low gets what fits"),
            OptionSpec("--min-height", "HEIGHT[+]", "the fewest rows a percentage --height takes: N rows, or N+ for N item rows besides the prompt, status, header and border lines (default 10+)"),
            OptionSpec("--no-height", "the whole screen (undoes an earlier --height)"),
            OptionSpec("--tmux", optional: "SPEC", "inside tmux (3.3 or later; ignored elsewhere), open the list in a tmux popup, as fzf does: its items, printed choice, error messages and exit code are the command's, as without the popup. SPEC is a place, center (the default), top, bottom, left or right, then up to two sizes, each N cells or N%, then border-native, comma-separated (center,80% or bottom,40%): one size is the width at the left or right, the height at the top or bottom, both in the centre (default 50%); two are the width and the height; border-native has tmux draw the popup's border instead of the list"),
            OptionSpec("--no-tmux", "no tmux popup (undoes an earlier --tmux)"),
            OptionSpec("--print", "render every item to stdout and exit; no terminal needed. It follows --style, --query (only the matching items; exit 1 when none), --header, --header-lines, --ansi and --tabstop, and refuses --filter, --select and --select-1"),
            OptionSpec("--width", "N", "width for --print (default: the terminal's when stdout is one, else $COLUMNS, else 80)"),
        ]),
        ("Preview", [
            OptionSpec("--preview", "CMD", "run CMD for the current item and show its output in a pane beside the list, as it arrives (colours kept, other escapes removed); run again, after a short pause while keys come quickly, when the current item changes. Placeholders as fzf's, each passed quoted so no item text ever runs: {} the item, {q} the query, {n} its index, {1} {-1} {2..} fields by --delimiter, {.user.login} a JSON key or TSV column, {f} a temporary file holding the item, {+} the marked items. Run with $SHELL -c (when a POSIX shell, else sh), stdin /dev/null, stderr with stdout, CARDLIST_QUERY, CARDLIST_MATCH_COUNT, CARDLIST_SELECT_COUNT, CARDLIST_PREVIEW_LINES and CARDLIST_PREVIEW_COLUMNS set; ended with its process group when the item changes or the list ends. Shift-Up/Down scroll the pane, Alt-P hides it"),
            OptionSpec("--preview-window", "OPTS", "the pane, as fzf's comma-separated parts: right (default), left, up or down; a size in columns or lines or % (default 50%); border-STYLE (the --border styles, rounded by default) or noborder; wrap or nowrap; hidden; +SCROLL, the line at the top: +3, +{2} (a field of the item), +{2}-5 (five lines above it), +{2}/2 (it in the middle); ~N, N header lines that stay; follow, the last line kept in view as output arrives; noinfo, no line indicator"),
        ]),
        ("Selection", [
            OptionSpec("--select", "NAME", "start on the item NAME means: the exact name, else the first name starting with NAME, else the first with a word starting with it (case and accents ignored); with --query, it is current when it matches the query, else the best match is"),
            OptionSpec("--anchor", "top|center|bottom", "where --select places that item"),
            OptionSpec("--jump-timeout", "MS", "how long a typed prefix stays live (default 1000)"),
            OptionSpec("--typing", "jump|filter", "what letters typed in the list do: jump to a name (the default), or filter as in fzf — the query line is always open, letters go into it at once, Esc leaves (exit 130), Ctrl-K moves up and Ctrl-D deletes or leaves on an empty query, and the layout is fzf's default unless --layout is given; CARDLIST_DEFAULT_OPTS can hold it"),
            OptionSpec("--multi", optional: "N", "Tab/Space mark items, at most N (default: no limit); Enter prints the marked ones in the order they were marked"),
            OptionSpec("--no-multi", "one item is chosen; Tab and Space do not mark (undoes an earlier --multi)"),
            OptionSpec("--cycle", "moving down from the last item goes to the first, and up from the first to the last"),
            OptionSpec("--track", "the current item stays current when the query changes, as long as it matches (else the best match is)"),
            OptionSpec("--query", "QUERY", "start with the filter open and QUERY typed"),
            OptionSpec("--filter", "QUERY", "no UI: print every matching item, best first (exit 1 if none)"),
            OptionSpec("--select-1", "choose at once when exactly one item (after --query) is left"),
            OptionSpec("--exit-0", "exit 1 at once when no item is left"),
            OptionSpec("--exact", "every query term matches as one run of characters, not fuzzily"),
            OptionSpec("--no-sort", "keep matches in input order instead of best first"),
            OptionSpec("--tac", "reverse the input order: the last item read comes first, and of matches that rank alike the later one"),
            OptionSpec("--tiebreak", "CRITERIA", "what orders matches of equal score, comma-separated, as in fzf: length (the shorter name), chunk (the shorter run of non-blank characters around the match), pathname (a match in the file name, after the last / or \\, nearer its start), begin (a match nearer the start), end (nearer the end), index (input order, always last even when left out); at most 3 besides index. They measure the name (a line is all name); an item whose name holds no match ranks after the others on all but length (default: length, or the --scheme's)"),
            OptionSpec("--scheme", "default|path|history", "fzf's scoring schemes: default (a word after a space earns most; tiebreak length), path (only / separates words, and a word after it or at the start earns most; tiebreak pathname,length) or history (every word start earns alike; tiebreak index, keeping the input order of equal matches)"),
            OptionSpec("--literal", "accents always count in the query: cafe does not find café (by default a term without accents finds letters with them)"),
            OptionSpec("--ignore-case", "letter case never counts in the query"),
            OptionSpec("--no-ignore-case", "letter case always counts in the query"),
            OptionSpec("--smart-case", "letter case counts only in a query term with an upper-case letter (the default)"),
            OptionSpec("--search", "FIELDS", "search only these fields: name, summary, label, detail, tags (comma-separated; default all)"),
            OptionSpec("--delimiter", "STR", "how a line of plain text splits into fields for --nth, --with-nth and --accept-nth: by default a field is a run of non-blanks with the blanks after it; with STR each field ends with STR, which it keeps. STR longer than a character is a regular expression when it holds one of \\ . + * ? ( ) | [ ] { } ^ $ and is a valid one in Go's syntax, as fzf reads it; \\t is a tab. cardlist matches one in time linear in the line, with literals and escapes (\\. \\x41 \\n), ., classes ([a-z] [^,;] [[:digit:]] \\d \\s \\w \\D \\S \\W), ^ $ \\A \\z \\b \\B, alternatives (a|b), groups ((…) (?:…) (?P<name>…)), * + ? {m} {m,} {m,n} (counts up to 1000) and their lazy forms (*?), \\Q…\\E, and the flags i m s U ((?i) or (?i:…)); a Unicode class (\\p{Greek}) is an error"),
            OptionSpec("--nth", "N[,..]", "search only these fields, comma-separated: numbers count the fields of a line of plain text (of the name in JSON, JSON Lines and TSV) from 1, or from the end with -1 the last, and ranges take several (2.., ..-2, 1..3); the names name, summary, label, detail and tags pick an item's fields (name is the whole line of plain text)"),
            OptionSpec("--with-nth", "N[,..]", "show only these fields and search only what is shown; the choice printed is still the whole line. Numbers and ranges as for --nth pick the fields of a line of plain text (of a --read0 record's first line); names pick which fields a JSON, JSON Lines or TSV item shows besides its name. A template ({2}: {1}, with {n} the index) is filled in with the fields of a line"),
            OptionSpec("--accept-nth", "N[,..]", "print only these fields of each chosen item (with --filter too), instead of what --output prints: numbers and ranges as for --nth, joined as they stand in the line, less the delimiter (or blanks) at the end; names print an item's field, a TSV column or a JSON key, tab-separated. A template ({2}: {1}, with {n} the index) is filled in with the fields, each less its delimiter"),
            OptionSpec("--print-query", "print the query as the first output line"),
            OptionSpec("--expect", "KEYS", "fzf key names, comma-separated (ctrl-v,alt-x,f2,enter): each chooses as Enter does, and the key is the first output line (after --print-query's), an empty line when Enter chose"),
            OptionSpec("--bind", "KEY:ACTION", "bind keys and events to actions, as in fzf: KEY:ACTION[+ACTION…], comma-separated, repeatable, a later binding of a key replacing an earlier one (a binding of a key the list already uses wins over its default, except in the help). An argument is written action(…), action[…], action{…}, action<…>, between two of ~ ! @ # $ % ^ & * ; / |, or action:… to the end; the keys, events and actions are listed under BINDINGS in the man page and the README, and the help (F1) lists yours. Example: --bind 'ctrl-x:change-prompt(> )+first,one:accept'"),
        ]),
        ("History", [
            OptionSpec("--history", "FILE", "keep the queries chosen with (Enter, or an --expect key) in FILE, one a line (a line break in a query is written as a space), the newest last and never twice in a row; in the filter line Ctrl-P and Ctrl-N then recall the query before and after (↑ and ↓ still move); a FILE that cannot be read or written is an error at start"),
            OptionSpec("--history-size", "N", "keep the newest N queries in the --history file (default 1000)"),
            OptionSpec("--no-history", "keep no history (undoes an earlier --history)"),
        ]),
        ("Input", [
            OptionSpec("--input", "json|jsonl|tsv|lines", "force the input format (default: detected from the file extension and the first bytes)"),
            OptionSpec("--read0", "NUL-separated records: first line the name, the rest the summary; the choice is printed as the whole record, byte for byte"),
            OptionSpec("--name-field", "PATH", "take the name from a dotted path (user.login; default name); also --summary-field, --image-field, --detail-field, --label-field"),
            OptionSpec("--summary-field", "PATH", "summary from PATH (default: summary)"),
            OptionSpec("--image-field", "PATH", "image from PATH (default: image)"),
            OptionSpec("--detail-field", "PATH", "detail from PATH (default: detail)"),
            OptionSpec("--label-field", "PATH", "label from PATH (default: label)"),
            OptionSpec("--skip-invalid", "skip records without a name or with a bad amount instead of stopping; the count is shown in the status line (40/40 (2 skipped)) and said on stderr at the end, with the first one's input, line and column"),
            OptionSpec("--items-path", "PATH", "read the items from the array at a dotted path inside a JSON object (3166-1, items for GitHub's search API), not from the input itself"),
            OptionSpec("--walker", "OPTS", "with no FILE and stdin a terminal, the files under the current directory are the items, listed as they are found: OPTS is file, dir, follow, hidden and details, comma-separated (default file,follow,hidden); paths are relative to where it started; a name with a line break is passed over. With details each item is JSON with the path as its name and the file's size and modification time as its detail (4.2 KB  2026-11-02 10:00, shown at the row's right; size and modified in the detail view), and a name that is not UTF-8 is passed over too"),
            OptionSpec("--walker-root", "DIR", "where the walker starts (default .); give it again for more directories"),
            OptionSpec("--walker-skip", "NAMES", "directory names the walker never enters, comma-separated (default .git,node_modules)"),
        ]),
        ("Output", [
            OptionSpec("--output", "name|line|json|index", "print the name (the default), the input record unchanged, the JSON object on one line (keys, order and numbers as written, like jq -c; a TSV row gives every column under its header's name), or the index: the item's 0-based place among the items read (see Input formats)"),
            OptionSpec("--print0", "end each printed item with NUL instead of a newline"),
        ]),
        ("Shell", [
            OptionSpec("--bash", "print the bash script that opens pickers on Ctrl-T (files), Ctrl-R (history) and Alt-C (cd), and on Tab after the trigger (two stars: vim ** then Tab), and completes cardlist's options; put eval \"$(cardlist --bash)\" in ~/.bashrc"),
            OptionSpec("--zsh", "print the same for zsh; source <(cardlist --zsh) in ~/.zshrc"),
            OptionSpec("--fish", "print the same for fish, where Shift-Tab opens the completion picker; put cardlist --fish | source in ~/.config/fish/config.fish"),
            OptionSpec("--completion", "bash|zsh|fish", "print only the completion of cardlist's own options for that shell, made from this option table (make install puts it where each shell looks)"),
        ]),
        ("Other", [
            OptionSpec("--help", "print the options and exit"),
            OptionSpec("--version", "print the version and exit"),
        ]),
    ]

    /// Every option, in help order.
    public static var allOptions: [OptionSpec] { optionGroups.flatMap(\.options) }

    /// The option named `name` (with dashes), if any.
    static func spec(named name: String) -> OptionSpec? {
        allOptions.first { $0.name == name }
    }
}
