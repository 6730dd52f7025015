/// How queries are matched and ordered: `--exact`, `--search FIELDS`, `--no-sort` and
/// `-i`/`--no-ignore-case`/`--smart-case`.
public struct SearchSettings: Hashable, Sendable {
    public var exact: Bool
    public var fields: SearchFields
    /// Whether matches are ranked best first (else input order).
    public var sorts: Bool
    /// Whether a query's search runs off the UI thread: the state asks for it
    /// (``ListState/pendingSearch``) and the app hands the results back.
    public var runsInBackground: Bool
    /// Whether letter case counts in a term (smart case by default).
    public var caseMatching: CaseMatching
    /// `--nth` with field numbers: the parts of the name searched (nil: the whole name).
    public var nameParts: FieldSelection?

    public init(exact: Bool = false, fields: SearchFields = .all, sorts: Bool = true, runsInBackground: Bool = false,
                caseMatching: CaseMatching = .smart) {
        self.exact = exact
        self.caseMatching = caseMatching
        self.fields = fields
        self.sorts = sorts
        self.runsInBackground = runsInBackground
    }

    /// The settings the options ask for.
    public init(options: Options) {
        self.init(exact: options.exact, fields: options.searchFields, sorts: options.sorts, caseMatching: options.caseMatching)
        if let nth = options.nth {
            // fzf's --nth as cardlist's --search: the fields it names (numbers are fields
            // of the name), both limiting the search (--nth alone when they share none).
            let both = fields.intersection(nth.itemFields)
            fields = both.isEmpty ? nth.itemFields : both
            if !nth.names.contains("name") { nameParts = FieldSelection(ranges: nth.ranges, delimiter: options.delimiter) }
        }
    }

    /// The matcher for `query` under these settings.
    public func matcher(for query: String) -> Matcher {
        Matcher(query: query, exact: exact, fields: fields, caseMatching: caseMatching, nameParts: nameParts)
    }
}
