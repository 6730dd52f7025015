import CardListCore
import Rows
import Search

extension ItemRows {
    /// The rows for `options`' tab stop and `--ansi`, in `style`.
    public init(style: RowStyle, options: Options, matcher: Matcher? = nil, charset: Charset = .unicode) {
        self.init(style: style, matcher: matcher, tabStop: options.tabStop, ansi: options.ansi, charset: charset)
        hscroll = options.hscroll
        keepsRight = options.keepRight
    }
}
