/// How far a search ranks its matches.
public enum SearchRanking: Hashable, Sendable {
    /// Not at all: the matches in input order (`--no-sort`).
    case inputOrder
    /// Every match, best first (`--filter`, which prints them all).
    case all
    /// The best `count` first, in order, the rest after them unsorted (a list that shows a
    /// screenful; see ``RankedResults``).
    case best(Int)
}
