import Rows

/// Matches items against a filter query in the extended search syntax (see
/// ``SearchQuery``): fuzzy terms by default, scored so the best matches rank first, case
/// and accents ignored unless the term has them. It also finds the matched characters of
/// a text, for highlighting.
///
///     let matcher = Matcher(query: "flwh")
///     matcher.matches("Flat white")                  // true
///     matcher.matchedRanges(in: "Flat white")        // "Fl", "wh"
public struct Matcher: Hashable, Sendable {
    /// The query as typed.
    public let text: String
    /// The parsed query.
    public let query: SearchQuery
    /// The fields searched.
    public let fields: SearchFields

    /// A matcher for `query`; `exact` makes every term exact (`--exact`).
    public init(query: String, exact: Bool = false, fields: SearchFields = .all) {
        text = query
        self.query = SearchQuery(query, exact: exact)
        self.fields = fields.isEmpty ? .all : fields
    }

    /// Whether the query has no terms (then everything matches, in input order).
    public var isEmpty: Bool { query.isEmpty }

    /// Whether `haystack`, taken as an item's name, matches the query.
    public func matches(_ haystack: String) -> Bool {
        score(name: haystack) != nil
    }

    /// The score of an item named `name` with the other fields given, or nil when it does
    /// not match. Fields that ``fields`` leaves out are not searched.
    public func score(name: String, summary: String? = nil, label: String? = nil, detail: String? = nil, tags: [String] = []) -> Int32? {
        guard !isEmpty else { return 0 }
        var scorer = FieldScorer(query: query)
        var searched: [SearchField] = []
        if fields.contains(.name) { searched.append(.text(name)) }
        let nameCount = searched.count
        if fields.contains(.summary), let summary { searched.append(.text(summary)) }
        if fields.contains(.label), let label { searched.append(.text(label)) }
        if fields.contains(.detail), let detail { searched.append(.text(detail)) }
        if fields.contains(.tags) { searched += tags.map { .text($0) } }
        return scorer.score(searched, nameCount: nameCount)
    }

    /// The score of `item`, or nil when it does not match.
    public func score(_ item: Item) -> Int32? {
        score(name: item.name, summary: item.summary, label: item.label, detail: item.detail, tags: item.tags)
    }

    /// The ranges of `text` that the query's terms matched, each term placed where it
    /// scores best in this text (merged where they touch), in order. A text may hold only
    /// some of the terms (the rest matched elsewhere in the item).
    public func matchedRanges(in text: String) -> [Range<String.Index>] {
        let terms = query.positiveTerms
        guard !terms.isEmpty else { return [] }
        var scalars: [UInt32] = []
        for scalar in text.unicodeScalars.prefix(SearchText.scalarLimit) { scalars.append(scalar.value) }
        var bonuses: [Int32] = []
        SearchText.fillBonuses(scalars, into: &bonuses)
        var covered = Array(repeating: false, count: scalars.count)
        var scratch = SearchScratch()
        var found: [Int] = []
        scalars.withUnsafeBufferPointer { scalars in
            bonuses.withUnsafeBufferPointer { bonuses in
                for term in terms {
                    found.removeAll(keepingCapacity: true)
                    if TermScorer.score(term, in: scalars, bonuses: bonuses, scratch: &scratch, positions: &found) != nil {
                        for position in found { covered[position] = true }
                    }
                }
            }
        }
        // A character is matched when any of its scalars is (an accent's mark goes with its letter).
        var ranges: [Range<String.Index>] = []
        var runStart: String.Index?
        var offset = 0
        var index = text.startIndex
        while index != text.endIndex, offset < covered.count {
            let next = text.index(after: index)
            let scalarCount = text.unicodeScalars[index..<next].count
            let isCovered = covered[offset..<min(covered.count, offset + scalarCount)].contains(true)
            if isCovered, runStart == nil { runStart = index }
            if !isCovered, let first = runStart {
                ranges.append(first..<index)
                runStart = nil
            }
            offset += scalarCount
            index = next
        }
        if let first = runStart { ranges.append(first..<index) }
        return ranges
    }

    /// `string` as text with the matched ranges drawn in `highlight` over `style`.
    public func highlighted(_ string: String, style: Style = .plain, highlight: Style = Style([.bold, .underline])) -> Text {
        var runs: [Text.Run] = []
        var cursor = string.startIndex
        for range in matchedRanges(in: string) where range.lowerBound >= cursor {
            runs.append(Text.Run(String(string[cursor..<range.lowerBound]), style: style))
            runs.append(Text.Run(String(string[range]), style: highlight.merged(over: style)))
            cursor = range.upperBound
        }
        runs.append(Text.Run(String(string[cursor...]), style: style))
        return Text(runs: runs.filter { !$0.string.isEmpty || runs.count == 1 })
    }
}
