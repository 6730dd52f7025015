extension Options {
    /// The text `--help` prints: usage, every option on one line, the environment and
    /// the exit codes.
    public static var helpText: String {
        var lines = [
            "Usage: cardlist [OPTIONS] [FILE...]",
            "",
            "Browse items as cards, choose one and print it. FILE is a JSON array, JSON",
            "Lines, TSV or plain text (one name per line); '-' or no FILE reads stdin.",
        ]
        let column = allOptions.map { usage(of: $0).count }.max() ?? 0
        for group in optionGroups {
            lines.append("")
            lines.append("\(group.title):")
            for option in group.options {
                let left = usage(of: option)
                lines.append("  " + left + String(repeating: " ", count: column - left.count + 2) + option.summary)
            }
        }
        lines += [
            "",
            "Environment:",
            "  \(defaultsVariable)  Options read before the command line (shell quoting)",
            "  NO_COLOR               Any value turns colours off (as --color never)",
            "  COLORTERM              truecolor or 24bit: thumbnails in 24-bit colour",
            "",
            "Exit codes:",
            "  0    an item was chosen",
            "  1    nothing was chosen, or no match",
            "  2    error (bad option, unreadable or malformed input)",
            "  130  interrupted (Ctrl-C)",
            "  129, 131, 143  ended by SIGHUP, SIGQUIT or SIGTERM",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func usage(of option: OptionSpec) -> String {
        option.value.map { option.name + " " + $0 } ?? option.name
    }
}
