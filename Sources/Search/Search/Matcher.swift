import Items
import Rows
import Synchronization

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
    /// `--nth` with field numbers: the parts of the name searched (nil: the whole name).
    public var nameParts: FieldSelection? { namePartsBox?.selection }
    /// ``nameParts`` behind a reference: a selection can hold a regular expression, whose
    /// layout is known only at run time, and the search reads the matcher once per item,
    /// where an optional reference is one comparison and a selection a call of its own.
    let namePartsBox: NamePartsBox?
    /// The bonuses matched characters earn (`--scheme`).
    public let scheme: SearchScheme
    /// What orders matches of equal score, before input order (`--tiebreak`, or the scheme's).
    public let tiebreaks: [Tiebreak]
    /// Whether the input order is reversed (`--tac`): among equals, and without ranking,
    /// later items come first.
    public let reversesInput: Bool
    /// Whether placing a term prefers the last of equally good places: fzf scans backwards
    /// when `end` or `pathname` comes before `begin` among the criteria.
    let prefersLast: Bool

    /// A matcher for `query`; `exact` makes every term exact (`--exact`), `caseMatching`
    /// says whether letter case counts (`-i`, `--no-ignore-case`; smart case by default),
    /// `literal` that accents always count (`--literal`); `nameParts` limits the search of
    /// the name to some of its fields (`--nth 2`). Matches are ranked by score under
    /// `scheme`, then by `tiebreaks` (the scheme's when nil), then in input order, reversed
    /// with `reversesInput`.
    public init(query: String, exact: Bool = false, fields: SearchFields = .all, caseMatching: CaseMatching = .smart,
                literal: Bool = false, scheme: SearchScheme = .default, tiebreaks: [Tiebreak]? = nil,
                reversesInput: Bool = false, nameParts: FieldSelection? = nil) {
        text = query
        self.query = SearchQuery(query, exact: exact, caseMatching: caseMatching, normalizes: !literal)
        self.fields = fields.isEmpty ? .all : fields
        namePartsBox = nameParts.flatMap { $0.ranges.isEmpty ? nil : NamePartsBox(selection: $0) }
        self.scheme = scheme
        self.tiebreaks = tiebreaks ?? scheme.tiebreaks
        self.reversesInput = reversesInput
        prefersLast = self.tiebreaks.first { [.begin, .end, .pathname].contains($0) }.map { $0 != .begin } ?? false
    }

    /// A scorer for this matcher's query and scheme, for one task to reuse from item to item.
    func makeScorer() -> FieldScorer {
        FieldScorer(query: query, scheme: scheme, tiebreaks: tiebreaks, prefersLast: prefersLast,
                    scoresNameBytes: fields.contains(.name) && namePartsBox == nil)
    }

    /// Whether the query has no terms (then everything matches, in input order).
    public var isEmpty: Bool { query.isEmpty }

    /// Whether matches are ranked: not when the query only excludes (`!word`, as fzf: every
    /// item left scores alike, so their order says nothing and input order stays).
    public var ranks: Bool { !query.positiveTerms.isEmpty }

    /// `ranking`, or input order when the query does not rank (see ``ranks``).
    func ranking(_ ranking: SearchRanking) -> SearchRanking {
        ranks ? ranking : .inputOrder
    }

    /// Whether `haystack`, taken as an item's name, matches the query.
    public func matches(_ haystack: String) -> Bool {
        score(name: haystack) != nil
    }

    /// The score of an item named `name` with the other fields given, or nil when it does
    /// not match. Fields that ``fields`` leaves out are not searched.
    public func score(name: String, summary: String? = nil, label: String? = nil, detail: String? = nil, tags: [String] = []) -> Int32? {
        guard !isEmpty else { return 0 }
        var scorer = makeScorer()
        let (searched, nameCount) = searchedFields(name: name, summary: summary, label: label, detail: detail, tags: tags)
        return scorer.score(searched, nameCount: nameCount)
    }

    /// Item `item`'s match, ranked by this matcher's rules, when the item named `name`
    /// with the other fields given matches (an empty query matches all, with score 0).
    public func rankedMatch(item: Int, name: String, summary: String? = nil, label: String? = nil, detail: String? = nil,
                            tags: [String] = []) -> RankedMatch? {
        guard !isEmpty else { return RankedMatch(item: item, score: 0, ties: 0, reversed: reversesInput) }
        var scorer = makeScorer()
        let (searched, nameCount) = searchedFields(name: name, summary: summary, label: label, detail: detail, tags: tags)
        guard let score = scorer.score(searched, nameCount: nameCount) else { return nil }
        // With `--nth` the first part searched stands for the name where terms are placed.
        let ties = scorer.ties(fields: searched, name: .text(name), nameIsFirst: nameCount >= 1)
        return RankedMatch(item: item, score: score, ties: ties, reversed: reversesInput)
    }

    /// The fields ``fields`` searches, the name (or with ``nameParts`` its parts searched)
    /// first, and how many of them are the name's.
    private func searchedFields(name: String, summary: String?, label: String?, detail: String?,
                                tags: [String]) -> (fields: [SearchField], nameCount: Int) {
        var searched: [SearchField] = []
        if fields.contains(.name) {
            if let nameParts {
                let bytes = Array(name.utf8)
                var parts: [Range<Int>] = [], split: [Range<Int>] = []
                bytes.withUnsafeBufferPointer { nameParts.searchedParts(of: $0, into: &parts, fields: &split) }
                searched += parts.map { .text(String(decoding: bytes[$0], as: UTF8.self)) }
            } else {
                searched.append(.text(name))
            }
        }
        let nameCount = searched.count
        if fields.contains(.summary), let summary { searched.append(.text(summary)) }
        if fields.contains(.label), let label { searched.append(.text(label)) }
        if fields.contains(.detail), let detail { searched.append(.text(detail)) }
        if fields.contains(.tags) { searched += tags.map { .text($0) } }
        return (searched, nameCount)
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
        // The rows on screen are highlighted one after another: they share the buffers
        // (a caller on another thread meanwhile takes fresh ones).
        let scheme = scheme, prefersLast = prefersLast
        let covered = Self.sharedScratch.withLockIfAvailable { scratch in
            Self.coveredScalars(of: text, terms: terms, scheme: scheme, prefersLast: prefersLast, scratch: &scratch)
        } ?? {
            var scratch = HighlightScratch()
            return Self.coveredScalars(of: text, terms: terms, scheme: scheme, prefersLast: prefersLast, scratch: &scratch)
        }()
        return Self.characterRanges(in: text, covered: covered)
    }

    /// ``matchedRanges(in:)`` of an item's name: with ``nameParts``, each term in the
    /// first part of it searched that the term matches (as the search scores it).
    public func matchedRanges(inName name: String) -> [Range<String.Index>] {
        guard let nameParts else { return matchedRanges(in: name) }
        let bytes = Array(name.utf8)
        var parts: [Range<Int>] = [], split: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { nameParts.searchedParts(of: $0, into: &parts, fields: &split) }
        let utf8 = name.utf8
        let texts = parts.map { String(decoding: bytes[$0], as: UTF8.self) }
        var found: [Range<Int>] = []
        for term in query.positiveTerms {
            for (part, text) in zip(parts, texts) where !part.isEmpty && text.utf8.count == part.count {
                var scratch = HighlightScratch()
                let covered = Self.coveredScalars(of: text, terms: [term], scheme: scheme, prefersLast: prefersLast, scratch: &scratch)
                guard covered.contains(true) else { continue }
                for range in Self.characterRanges(in: text, covered: covered) {
                    let low = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                    let high = text.utf8.distance(from: text.startIndex, to: range.upperBound)
                    found.append(part.lowerBound + low..<part.lowerBound + high)
                }
                break
            }
        }
        // In order, merged where they touch or overlap.
        var merged: [Range<Int>] = []
        for range in found.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged.map { utf8.index(utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: $0.upperBound) }
    }

    /// Buffers for finding the matched characters of a text, kept from text to text.
    struct HighlightScratch {
        var scalars: [UInt32] = []
        var bonuses: [Int32] = []
        var found: [Int] = []
        var search = SearchScratch()
    }

    private static let sharedScratch = Mutex(HighlightScratch())

    /// The longest prefix of a text whose matches are highlighted: what the rows draw of a
    /// field (their `displayLimit`), so a 100 MB line costs no more than a screenful.
    public static let displayLimit = 20_000

    /// Whether each scalar of `text` (up to ``displayLimit``, what is drawn) is
    /// matched by one of `terms`, each placed where it scores best.
    private static func coveredScalars(of text: String, terms: [SearchTerm], scheme: SearchScheme, prefersLast: Bool,
                                       scratch: inout HighlightScratch) -> [Bool] {
        scratch.scalars.removeAll(keepingCapacity: true)
        for scalar in text.unicodeScalars.prefix(displayLimit) { scratch.scalars.append(scalar.value) }
        SearchText.fillBonuses(scratch.scalars, scheme: scheme, into: &scratch.bonuses)
        var covered = Array(repeating: false, count: scratch.scalars.count)
        scratch.scalars.withUnsafeBufferPointer { scalars in
            scratch.bonuses.withUnsafeBufferPointer { bonuses in
                for term in terms {
                    scratch.found.removeAll(keepingCapacity: true)
                    if TermScorer.score(term, in: scalars, bonuses: bonuses, scratch: &scratch.search, positions: &scratch.found,
                                        prefersLast: prefersLast) != nil {
                        for position in scratch.found { covered[position] = true }
                    }
                }
            }
        }
        return covered
    }

    /// The ranges of whole characters of `text` that hold a covered scalar (an accent's
    /// mark goes with its letter), merged where they touch.
    ///
    /// Walks the scalars, and steps over a whole character only where one may hold
    /// several scalars (not an ASCII scalar other than CR followed by ASCII or the end):
    /// plain text takes no grapheme breaking.
    static func characterRanges(in text: String, covered: [Bool]) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var runStart: String.Index?
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var offset = 0
        while index != scalars.endIndex, offset < covered.count {
            let value = scalars[index].value
            var next = scalars.index(after: index)
            let scalarCount: Int
            // Two ASCII scalars always have a character break between them, but for CR LF.
            if value < 0x80, value != 0x0D, next == scalars.endIndex || scalars[next].value < 0x80 {
                scalarCount = 1
            } else {
                next = text.index(after: index)
                scalarCount = scalars[index..<next].count
            }
            let isCovered = scalarCount == 1 ? covered[offset] : covered[offset..<min(covered.count, offset + scalarCount)].contains(true)
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

    /// `string` as text with the matched ranges drawn in `highlight` over `style`; `isName`
    /// says the string is an item's name (see ``matchedRanges(inName:)``).
    public func highlighted(_ string: String, style: Style = .plain, highlight: Style = Style([.bold, .underline]),
                            isName: Bool = false) -> Text {
        var runs: [Text.Run] = []
        var cursor = string.startIndex
        for range in isName ? matchedRanges(inName: string) : matchedRanges(in: string) where range.lowerBound >= cursor {
            runs.append(Text.Run(String(string[cursor..<range.lowerBound]), style: style))
            runs.append(Text.Run(String(string[range]), style: highlight.merged(over: style)))
            cursor = range.upperBound
        }
        runs.append(Text.Run(String(string[cursor...]), style: style))
        return Text(runs: runs.filter { !$0.string.isEmpty || runs.count == 1 })
    }
}

/// A ``FieldSelection`` held by reference (see ``Matcher/namePartsBox``); equal and hashed
/// by the selection.
final class NamePartsBox: Hashable, Sendable {
    let selection: FieldSelection

    init(selection: FieldSelection) {
        self.selection = selection
    }

    static func == (lhs: NamePartsBox, rhs: NamePartsBox) -> Bool { lhs.selection == rhs.selection }
    func hash(into hasher: inout Hasher) { hasher.combine(selection) }
}
