/// A search the list asks the app to run off the UI thread: the query's matcher and the
/// items to test (all, or the matches of a query it narrows), over the first `itemCount`.
public struct SearchRequest: Sendable {
    /// Tells requests apart (a newer one replaces an older one).
    public let id: Int
    public let query: String
    public let matcher: Matcher
    public let scope: FilterScope
    public let itemCount: Int
    /// How far the matches are to be ranked.
    public var ranking: SearchRanking = .all

    package init(id: Int, query: String, matcher: Matcher, scope: FilterScope, itemCount: Int, ranking: SearchRanking = .all) {
        self.id = id
        self.query = query
        self.matcher = matcher
        self.scope = scope
        self.itemCount = itemCount
        self.ranking = ranking
    }
}
