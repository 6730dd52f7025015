/// The process exit codes cardlist documents in `--help` and the README.
enum ExitCode {
    /// An item was chosen, or `--print`/`--filter` printed something.
    static let chosen: Int32 = 0
    /// Nothing was chosen (Esc), or nothing matched.
    static let nothingChosen: Int32 = 1
    /// Bad input, a bad option, or no usable terminal.
    static let error: Int32 = 2
    /// Interrupted with Ctrl-C or SIGINT.
    static let interrupted: Int32 = 130
}
