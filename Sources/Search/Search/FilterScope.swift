/// Which items a filter pass tests: a range of items (those read since the last pass,
/// or all), or the matches of a shorter query when the query only grew.
public enum FilterScope: Sendable {
    case items(Range<Int>)
    case candidates([Int])
}
