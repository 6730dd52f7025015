/// One command-line option as the parser and the help text know it.
public struct OptionSpec: Hashable, Sendable {
    /// The long name with its dashes: `--width`.
    public var name: String
    /// The value's placeholder (`N`, `STYLE`), or nil for a flag.
    public var value: String?
    /// One line of help.
    public var summary: String

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

    public var takesValue: Bool { value != nil }
}

extension Options {
    /// Every option, grouped as the help text shows them.
    public static let optionGroups: [(title: String, options: [OptionSpec])] = [
        ("Display", [
            OptionSpec("--style", "card|item|line", "row style (default: line for plain text — lines, or --read0 records without a summary — and card for JSON, JSON Lines and TSV); Ctrl-T cycles it while browsing"),
            OptionSpec("--ascii", "plain ASCII frames, shadows and icons (automatic when the locale is not UTF-8)"),
            OptionSpec("--color", "auto|always|never", "colours (default auto); NO_COLOR (any value) means never"),
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
            OptionSpec("--print", "render every item to stdout and exit; no terminal needed. It follows --style, --query (only the matching items; exit 1 when none), --header, --header-lines, --ansi and --tabstop, and refuses --filter, --select and --select-1"),
            OptionSpec("--width", "N", "width for --print (default: the terminal's when stdout is one, else $COLUMNS, else 80)"),
        ]),
        ("Selection", [
            OptionSpec("--select", "NAME", "start on the item NAME means: the exact name, else the first name starting with NAME, else the first with a word starting with it (case and accents ignored); with --query, it is current when it matches the query, else the best match is"),
            OptionSpec("--anchor", "top|center|bottom", "where --select places that item"),
            OptionSpec("--jump-timeout", "MS", "how long a typed prefix stays live (default 1000)"),
            OptionSpec("--multi", "Tab/Space mark items; Enter prints the marked ones in input order"),
            OptionSpec("--query", "QUERY", "start with the filter open and QUERY typed"),
            OptionSpec("--filter", "QUERY", "no UI: print every matching item, best first (exit 1 if none)"),
            OptionSpec("--select-1", "choose at once when exactly one item (after --query) is left"),
            OptionSpec("--exit-0", "exit 1 at once when no item is left"),
            OptionSpec("--exact", "every query term matches as one run of characters, not fuzzily"),
            OptionSpec("--no-sort", "keep matches in input order instead of best first"),
            OptionSpec("--search", "FIELDS", "search only these fields: name, summary, label, detail, tags (comma-separated; default all)"),
            OptionSpec("--print-query", "print the query as the first output line"),
        ]),
        ("Input", [
            OptionSpec("--input", "json|jsonl|tsv|lines", "force the input format (default: detected from the file extension and the first bytes)"),
            OptionSpec("--read0", "NUL-separated records: first line the name, the rest the summary; the choice is printed as the whole record, byte for byte"),
            OptionSpec("--name-field", "PATH", "take the name from a dotted path (user.login; default name); also --summary-field, --image-field, --detail-field, --label-field"),
            OptionSpec("--summary-field", "PATH", "summary from PATH (default: summary)"),
            OptionSpec("--image-field", "PATH", "image from PATH (default: image)"),
            OptionSpec("--detail-field", "PATH", "detail from PATH (default: detail)"),
            OptionSpec("--label-field", "PATH", "label from PATH (default: label)"),
            OptionSpec("--skip-invalid", "skip records without a name or with a bad amount instead of stopping; the count is shown in the status line (3/40 (2 skipped)) and said on stderr at the end, with the first one's input, line and column"),
        ]),
        ("Output", [
            OptionSpec("--output", "name|line|json|index", "print the name (the default), the input record unchanged, the JSON object on one line (keys, order and numbers as written, like jq -c), or the index: the item's 0-based place among the items read (see Input formats)"),
            OptionSpec("--print0", "end each printed item with NUL instead of a newline"),
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
