import CardListCore
import Rows

extension HeaderText {
    /// `line` as drawn with `options`' `--ansi` and `--tabstop`, in the list and by `--print`.
    public static func text(of line: String, options: Options, charset: Charset = .unicode) -> Text {
        text(of: line, ansi: options.ansi, tabStop: options.tabStop, charset: charset)
    }

    /// The `--header` text as drawn with `options`' `--ansi` and `--tabstop`.
    ///
    ///     HeaderText.header("Name\tPrice\nEUR\n", options: options).lines.count   // 2
    public static func header(_ header: String, options: Options, charset: Charset = .unicode) -> Text {
        self.header(header, ansi: options.ansi, tabStop: options.tabStop, charset: charset)
    }
}
