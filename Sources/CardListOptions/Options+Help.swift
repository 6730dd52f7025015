import CardListCore

extension Options {
    /// The text `--help` prints: usage, every option on one line, the environment and
    /// the exit codes.
    public static var helpText: String {
        var lines = [
            "Usage: cardlist [OPTIONS] [FILE...]",
            "",
            "Browse items as cards, choose one and print it. FILE is a JSON array, JSON",
            "Lines, TSV or plain text (one name per line); '-' or no FILE reads stdin, and",
            "with no FILE and stdin a terminal the files under this directory are listed.",
        ]
        for group in optionGroups {
            lines.append("")
            lines.append("\(group.title):")
            for option in group.options { lines += helpLines(of: option) }
        }
        lines.append("")
        lines += BindingDocumentation.helpLines
        lines.append("  printf 'one\\ntwo\\n' | cardlist --query tw --bind one:accept   # prints \"two\"")
        lines += [
            "",
            "Environment:",
            "  \(defaultsVariable)  Options read before the command line (shell quoting)",
            "  CARDLIST_DEFAULT_COMMAND  With no FILE and stdin a terminal: list its output",
            "  NO_COLOR               Any value turns colours off (as --color never)",
            "  COLORTERM              truecolor or 24bit: thumbnails in 24-bit colour",
            "  LC_ALL                 How amounts are written (before LC_MONETARY and LANG)",
            "  LC_MONETARY            How amounts are written (before LANG)",
            "  LANG                   How amounts are written otherwise (C or none: as en_US)",
            "",
            "Exit codes:",
            "  0    an item was chosen",
            "  1    no match (Enter on an empty list, --exit-0, --filter)",
            "  2    error (bad option, unreadable or malformed input)",
            "  130  left without choosing (Esc, Ctrl-G, Ctrl-Q) or interrupted (Ctrl-C)",
            "  129, 131, 143  ended by SIGHUP, SIGQUIT or SIGTERM",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The column where each option's summary starts, and the width of the help.
    static let summaryColumn = 24, helpWidth = 80

    /// An option as its help line begins and as the README's option table writes it: its
    /// short form first, if any, then the long name and the value (`-q, --query QUERY`).
    public static func usage(of option: OptionSpec) -> String {
        let short = shortOptions.first { $0.value == option.name }.map { "-\($0.key), " } ?? ""
        let plus = plusOptions.first { $0.value == option.name }.map { "+\($0.key), " } ?? ""
        guard let value = option.value else { return short + plus + option.name }
        return short + plus + option.name + (option.valueIsOptional ? "[=\(value)]" : " " + value)
    }

    /// The usage, then the summary wrapped at word boundaries in the summary column (on
    /// the next line when the usage reaches into it).
    private static func helpLines(of option: OptionSpec) -> [String] {
        let usage = "  " + usage(of: option)
        var lines: [String] = []
        var line = usage.count + 2 <= summaryColumn ? usage + String(repeating: " ", count: summaryColumn - usage.count) : nil
        if line == nil { lines.append(usage) }
        let indent = String(repeating: " ", count: summaryColumn)
        for word in option.summary.split(separator: " ", omittingEmptySubsequences: false) {
            if var current = line, current.count > summaryColumn, current.count + 1 + word.count > helpWidth {
                current = String(current.reversed().drop { $0 == " " }.reversed())
                lines.append(current)
                line = nil
            }
            let current = line ?? indent
            line = current + (current.count > summaryColumn ? " " : "") + word
        }
        if let line { lines.append(line) }
        return lines
    }
}
