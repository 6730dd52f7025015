import Rows

/// How a `--header-lines` line and the `--header` text are drawn, alike: bold (under the
/// input's own styles), colours read with `--ansi`, tabs expanded.
public enum HeaderText {
    /// `line` as drawn, in the list and by `--print`: colours read when `ansi` (`--ansi`),
    /// tabs expanded to stops every `tabStop` columns (`--tabstop`).
    public static func text(of line: String, ansi: Bool, tabStop: Int, charset: Charset = .unicode) -> Text {
        let text = ansi ? Text(ansi: line) : Text(line)
        return text.expandingTabs(tabStop: tabStop, charset: charset).withDefault(Style(.bold))
    }

    /// The `--header` text as drawn, as a header line is: one row per line (see
    /// ``Text/lines``), one line break at its end dropped (as fzf does).
    ///
    ///     HeaderText.header("Name\tPrice\nEUR\n", ansi: false, tabStop: 8).lines.count   // 2
    public static func header(_ header: String, ansi: Bool, tabStop: Int, charset: Charset = .unicode) -> Text {
        text(of: withoutFinalLineBreak(header), ansi: ansi, tabStop: tabStop, charset: charset)
    }

    /// The rows the `--header` text `header` takes: one per line, at least one.
    public static func lineCount(of header: String) -> Int {
        withoutFinalLineBreak(header).reduce(1) { count, character in
            character == "\n" || character == "\r\n" ? count + 1 : count
        }
    }

    private static func withoutFinalLineBreak(_ header: String) -> String {
        guard let last = header.last, last == "\n" || last == "\r\n" else { return header }
        return String(header.dropLast())
    }
}
