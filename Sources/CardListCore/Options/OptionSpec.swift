/// One command-line option as the parser and the help text know it.
public struct OptionSpec: Hashable, Sendable {
    /// The long name with its dashes: `--width`.
    public var name: String
    /// The value's placeholder (`N`, `card|item|line`), or nil for a flag.
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
            OptionSpec("--style", "card|item|line", "How each item is drawn (default: card)"),
            OptionSpec("--ascii", "Draw frames, shadows and markers with ASCII only"),
            OptionSpec("--color", "auto|always|never", "When to use colour (default: auto; NO_COLOR is honoured)"),
            OptionSpec("--no-mouse", "Leave the mouse to the terminal"),
            OptionSpec("--header", "TEXT", "Show TEXT above the list"),
            OptionSpec("--prompt", "TEXT", "Show TEXT before the query"),
            OptionSpec("--print", "Print the list once to stdout instead of a full-screen session"),
            OptionSpec("--width", "N", "Width in columns for --print (default: the terminal's, or 80)"),
        ]),
        ("Selection", [
            OptionSpec("--select", "NAME", "Start with the item named NAME selected"),
            OptionSpec("--anchor", "top|center|bottom", "Where a jumped-to item is placed (default: top)"),
            OptionSpec("--jump-timeout", "MS", "Typed characters extend the jump prefix for MS ms (default: 1000)"),
            OptionSpec("--multi", "Allow marking several items with Tab"),
            OptionSpec("--query", "QUERY", "Start with QUERY as the filter query"),
            OptionSpec("--filter", "QUERY", "Print the items matching QUERY and exit, no session"),
            OptionSpec("--select-1", "Choose the only item at once when there is exactly one"),
            OptionSpec("--exit-0", "Exit at once when there are no items"),
        ]),
        ("Input", [
            OptionSpec("--input", "json|jsonl|tsv|lines", "Input format (default: from the file name, then the content)"),
            OptionSpec("--read0", "Records are NUL-separated: first line the name, the rest the summary"),
            OptionSpec("--name-field", "PATH", "Take the name from PATH, e.g. user.login (default: name)"),
            OptionSpec("--summary-field", "PATH", "Take the summary from PATH (default: summary)"),
            OptionSpec("--image-field", "PATH", "Take the image from PATH (default: image)"),
            OptionSpec("--detail-field", "PATH", "Take the detail from PATH (default: detail)"),
            OptionSpec("--label-field", "PATH", "Take the label from PATH (default: label)"),
            OptionSpec("--skip-invalid", "Skip records without a name instead of stopping"),
        ]),
        ("Output", [
            OptionSpec("--output", "name|line|json|index", "What to print for a chosen item (default: name)"),
            OptionSpec("--print0", "End each printed item with NUL instead of a newline"),
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
