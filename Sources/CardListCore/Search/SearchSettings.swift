/// How queries are matched and ordered: `--exact`, `--search FIELDS` and `--no-sort`.
public struct SearchSettings: Hashable, Sendable {
    public var exact: Bool
    public var fields: SearchFields
    /// Whether matches are ranked best first (else input order).
    public var sorts: Bool
    /// Whether a query's search runs off the UI thread: the state asks for it
    /// (``ListState/pendingSearch``) and the app hands the results back.
    public var runsInBackground: Bool

    public init(exact: Bool = false, fields: SearchFields = .all, sorts: Bool = true, runsInBackground: Bool = false) {
        self.exact = exact
        self.fields = fields
        self.sorts = sorts
        self.runsInBackground = runsInBackground
    }

    /// The settings the options ask for.
    public init(options: Options) {
        self.init(exact: options.exact, fields: options.searchFields, sorts: options.sorts)
    }

    /// The matcher for `query` under these settings.
    public func matcher(for query: String) -> Matcher {
        Matcher(query: query, exact: exact, fields: fields)
    }
}
