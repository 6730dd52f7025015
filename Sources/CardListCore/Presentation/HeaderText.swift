import Rows

/// How a `--header-lines` line (or the `--header` text) is drawn: colours read with
/// `--ansi`, tabs expanded.
public enum HeaderText {
    /// `line` as drawn, in the list and by `--print`.
    public static func text(of line: String, options: Options, charset: Charset = .unicode) -> Text {
        let text = options.ansi ? Text(ansi: line) : Text(line)
        return text.expandingTabs(tabStop: options.tabStop, charset: charset)
    }
}
