/// Which items a filter pass tests: a range of items (those read since the last pass,
/// or all), or the matches of a shorter query when the query only grew (put in input
/// order by the search that takes them).
public enum FilterScope: Sendable {
    case items(Range<Int>)
    case previousMatches(PreviousMatches)

    /// How many items the pass tests.
    public var count: Int {
        switch self {
        case .items(let range): range.count
        case .previousMatches(let previous): previous.count
        }
    }
}
