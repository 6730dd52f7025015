/// How a query term compares letter case: `--smart-case` (the default), `-i`/`--ignore-case`
/// or `--no-ignore-case`, as fzf names them.
public enum CaseMatching: Hashable, Sendable {
    /// Case-sensitive only when the term has an upper-case letter.
    case smart
    /// Always case-insensitive (`-i`, `--ignore-case`).
    case ignore
    /// Always case-sensitive (`+i`, `--no-ignore-case`).
    case respect
}
