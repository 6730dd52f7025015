/// Where the match count and the other status parts sit (`--info`), with fzf's names.
///
/// ``default`` is cardlist's status line. ``inline`` and ``inlineRight`` put the status on
/// the filter line while it is open (after the query, or at its right end), so the list
/// keeps its height as the filter opens; with the filter closed the status line stays.
/// ``hidden`` shows no status at all: the list takes that row too.
public enum InfoStyle: String, Hashable, Sendable, CaseIterable {
    case `default`
    case inline
    case inlineRight = "inline-right"
    case hidden

    /// Rows the status line takes, with the filter line open or not.
    func statusRows(filterIsOpen: Bool) -> Int {
        switch self {
        case .default: 1
        case .inline, .inlineRight: filterIsOpen ? 0 : 1
        case .hidden: 0
        }
    }
}
