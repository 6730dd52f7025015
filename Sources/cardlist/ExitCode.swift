/// The process exit codes cardlist documents in `--help` and the README (fzf's).
enum ExitCode {
    /// An item was chosen, or `--print`/`--filter` printed something.
    static let chosen: Int32 = 0
    /// Nothing matched: Enter on an empty list, `--exit-0`, `--filter` or `--print --query`
    /// with no match, or an empty input.
    static let noMatch: Int32 = 1
    /// Bad input, a bad option, or no usable terminal.
    static let error: Int32 = 2
    /// Left without choosing: Esc, Ctrl-G or Ctrl-Q.
    static let cancelled: Int32 = 130
    /// Interrupted with Ctrl-C or SIGINT.
    static let interrupted: Int32 = 130
}
