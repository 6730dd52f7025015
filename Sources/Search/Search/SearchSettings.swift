import Items

/// How queries are matched and ordered: `--exact`, `--search FIELDS`, `--no-sort`,
/// `-i`/`--no-ignore-case`/`--smart-case`, `--literal`, `--scheme`, `--tiebreak` and `--tac`.
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
    /// Whether accents always count (`--literal`; by default only in a term that has one).
    public var literal: Bool
    /// The scoring scheme (`--scheme`).
    public var scheme: SearchScheme
    /// What orders matches of equal score before input order (`--tiebreak`, or the scheme's).
    public var tiebreaks: [Tiebreak]
    /// Whether the input order is reversed (`--tac`): the last item read comes first.
    public var reversesInput: Bool

    public init(exact: Bool = false, fields: SearchFields = .all, sorts: Bool = true, runsInBackground: Bool = false,
                caseMatching: CaseMatching = .smart, literal: Bool = false, scheme: SearchScheme = .default,
                tiebreaks: [Tiebreak]? = nil, reversesInput: Bool = false) {
        self.exact = exact
        self.caseMatching = caseMatching
        self.fields = fields
        self.sorts = sorts
        self.runsInBackground = runsInBackground
        self.literal = literal
        self.scheme = scheme
        self.tiebreaks = tiebreaks ?? scheme.tiebreaks
        self.reversesInput = reversesInput
    }

    /// The matcher for `query` under these settings.
    public func matcher(for query: String) -> Matcher {
        Matcher(query: query, exact: exact, fields: fields, caseMatching: caseMatching, literal: literal, scheme: scheme,
                tiebreaks: tiebreaks, reversesInput: reversesInput, nameParts: nameParts)
    }
}
