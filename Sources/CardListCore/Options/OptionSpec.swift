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
            OptionSpec("--style", "STYLE", "card, item or line (default: card; line for plain text)"),
            OptionSpec("--ascii", "Draw frames and markers with ASCII only"),
            OptionSpec("--color", "WHEN", "auto, always or never (default: auto)"),
            OptionSpec("--no-mouse", "Leave the mouse to the terminal"),
            OptionSpec("--no-images", "Show image placeholders, read no image files"),
            OptionSpec("--image-dir", "DIR", "Image paths are relative to DIR"),
            OptionSpec("--image-symbols", "SET", "half, quad or sextant (default: half)"),
            OptionSpec("--header", "TEXT", "Show TEXT above the list"),
            OptionSpec("--header-lines", "N", "Keep the first N input lines as a header, not items"),
            OptionSpec("--ansi", "Show the input's colour codes as colours (not matched)"),
            OptionSpec("--tabstop", "N", "Expand tabs to stops every N columns (default: 8)"),
            OptionSpec("--prompt", "TEXT", "Show TEXT before the query"),
            OptionSpec("--print", "Print the list once to stdout, no session"),
            OptionSpec("--width", "N", "Columns for --print (default: terminal or 80)"),
        ]),
        ("Selection", [
            OptionSpec("--select", "NAME", "Select NAME: exact name, else start of a name/word"),
            OptionSpec("--anchor", "WHERE", "top, center or bottom: where --select puts it"),
            OptionSpec("--jump-timeout", "MS", "Typing extends the jump prefix for MS ms (1000)"),
            OptionSpec("--multi", "Allow marking several items with Tab (also -m)"),
            OptionSpec("--query", "QUERY", "Start with QUERY as the filter query (also -q)"),
            OptionSpec("--filter", "QUERY", "Print the items matching QUERY, no session (-f)"),
            OptionSpec("--select-1", "Choose the only item at once (also -1)"),
            OptionSpec("--exit-0", "Exit at once when there are no items (also -0)"),
            OptionSpec("--exact", "Match query terms exactly, not fuzzily (also -e)"),
            OptionSpec("--no-sort", "Keep matches in input order, not best first"),
            OptionSpec("--search", "FIELDS", "Search only FIELDS, e.g. name,tags (default: all)"),
            OptionSpec("--print-query", "Print the query as the first output line"),
        ]),
        ("Input", [
            OptionSpec("--input", "FORMAT", "json, jsonl, tsv or lines (default: detected)"),
            OptionSpec("--read0", "NUL-separated records: name line, then summary"),
            OptionSpec("--name-field", "PATH", "Name from PATH, e.g. user.login (default: name)"),
            OptionSpec("--summary-field", "PATH", "Summary from PATH (default: summary)"),
            OptionSpec("--image-field", "PATH", "Image from PATH (default: image)"),
            OptionSpec("--detail-field", "PATH", "Detail from PATH (default: detail)"),
            OptionSpec("--label-field", "PATH", "Label from PATH (default: label)"),
            OptionSpec("--skip-invalid", "Skip records without a name instead of failing"),
        ]),
        ("Output", [
            OptionSpec("--output", "FORMAT", "name, line, json or index (default: name)"),
            OptionSpec("--print0", "End each printed item with NUL, not newline"),
        ]),
        ("Other", [
            OptionSpec("--help", "Show this help and exit (also -h)"),
            OptionSpec("--version", "Show the version and exit"),
        ]),
    ]

    /// Every option, in help order.
    public static var allOptions: [OptionSpec] { optionGroups.flatMap(\.options) }

    /// The option named `name` (with dashes), if any.
    static func spec(named name: String) -> OptionSpec? {
        allOptions.first { $0.name == name }
    }
}
