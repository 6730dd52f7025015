/// Scores names of ASCII bytes directly, for a query ``ASCIIQuery`` can hold: the same
/// scores and tiebreak values as ``FieldScorer`` gives an item whose only searched field
/// is that name, without decoding it into scalars or filling a bonus for every byte.
///
/// One pass over the name gathers the classes of its bytes, which rules out most names
/// (a term's byte is missing); each term is then placed as ``TermScorer`` places it, the
/// bonuses worked out only inside the window where it can match, and the fuzzy term's
/// table kept two rows at a time. One scorer per search task: its buffers are reused from
/// name to name.
///
///     var scorer = ByteScorer(query: SearchQuery("an"), scheme: .default, tiebreaks: [.length])!
///     scorer.match(bytes("Banner"))   // .matched(score: …, ties: 6)
struct ByteScorer {
    /// What scoring one name found.
    enum Outcome: Equatable {
        /// The name does not match.
        case unmatched
        /// The name matches with `score`, its ``RankedMatch/ties`` being `ties`.
        case matched(score: Int32, ties: UInt64)
        /// The name has a byte that is not ASCII: the general scorer reads it.
        case notASCII
    }

    let query: ASCIIQuery
    /// Whether ties are broken by the name's length (else they all tie, with no criterion).
    let tiesByLength: Bool
    /// The scheme's class of each ASCII byte and its bonus table (see ``ByteText``).
    private let classes: [UInt8]
    private let table: [Int32]
    private let startClass: Int
    /// Four rows of the widest window so far and a column per term byte (see ``ByteScorer/fuzzy(_:masks:caseSensitive:in:span:cells:)``).
    private var cells: [Int32] = []
    /// Where each term first occurs in the name being scored (see ``ByteScorer/span(of:masks:in:)``).
    private var spans: [(first: Int, end: Int)]

    /// A scorer for `query` under `scheme`, or nil when the query's terms are not all ones
    /// it scores (see ``ASCIIQuery``) or the tiebreaks are not the length alone or none.
    init?(query: SearchQuery, scheme: SearchScheme, tiebreaks: [Tiebreak]) {
        guard tiebreaks == [.length] || tiebreaks.isEmpty, let flat = ASCIIQuery(query) else { return nil }
        self.query = flat
        spans = Array(repeating: (0, 0), count: flat.terms.count)
        tiesByLength = !tiebreaks.isEmpty
        (classes, table) = CharacterClass.withTables(for: scheme) { classes, table in (Array(classes), Array(table)) }
        startClass = Int(scheme.startClass.rawValue)
    }

    /// Whether `name` matches, with its score and tiebreak value when it does.
    ///
    /// Every term is looked for in order before any is scored, so a name that misses the
    /// last term costs no scoring of the first.
    ///
    /// - Complexity: O(*n*) in the name's bytes to rule it out; O(*n* × *m*) at most to
    ///   score it, for the longest term's *m* bytes.
    @inline(__always)
    mutating func match(_ name: UnsafeBufferPointer<UInt8>) -> Outcome {
        guard let present = ASCIITerm.classes(of: name) else { return .notASCII }
        guard present & query.classes == query.classes else { return .unmatched }
        let terms = query.terms
        let found: Bool = query.bytes.withUnsafeBufferPointer { pattern in
            query.masks.withUnsafeBufferPointer { masks in
                spans.withUnsafeMutableBufferPointer { spans in
                    for index in terms.indices {
                        let term = terms[index]
                        let range = term.start..<term.start + term.count
                        guard let span = Self.span(of: UnsafeBufferPointer(rebasing: pattern[range]),
                                                   masks: UnsafeBufferPointer(rebasing: masks[range]), in: name) else { return false }
                        spans[index] = span
                    }
                    return true
                }
            }
        }
        guard found, let score = score(name) else { return .unmatched }
        guard tiesByLength else { return .matched(score: score, ties: 0) }
        // The length without the white space at the ends, as SearchText.trimmedLength
        // counts it (here every byte is a character).
        var start = 0, end = name.count
        while start < end, Self.isSpace(name[start]) { start += 1 }
        while end > start, Self.isSpace(name[end - 1]) { end -= 1 }
        return .matched(score: score, ties: TiebreakKey.clamped(end - start))
    }

    /// The score of `name`, every term of which occurs (at ``spans``), or nil when an exact
    /// term does not occur as one run.
    private mutating func score(_ name: UnsafeBufferPointer<UInt8>) -> Int32? {
        reserve(width: name.count)
        let terms = query.terms, spans = spans, startClass = startClass
        return query.bytes.withUnsafeBufferPointer { pattern in
            query.masks.withUnsafeBufferPointer { masks in
                classes.withUnsafeBufferPointer { classes in
                    table.withUnsafeBufferPointer { table in
                        cells.withUnsafeMutableBufferPointer { cells in
                            let text = ByteText(bytes: name, classes: classes.baseAddress!, table: table.baseAddress!,
                                                startClass: startClass)
                            var total: Int32 = 0
                            for index in terms.indices {
                                let term = terms[index]
                                let range = term.start..<term.start + term.count
                                let bytes = UnsafeBufferPointer(rebasing: pattern[range])
                                let points = term.isExact
                                    ? Self.exact(bytes, caseSensitive: term.isCaseSensitive, in: text)
                                    : Self.fuzzy(bytes, masks: UnsafeBufferPointer(rebasing: masks[range]),
                                                 caseSensitive: term.isCaseSensitive, in: text, span: spans[index],
                                                 cells: cells.baseAddress!)
                                guard let points else { return nil }
                                total += points
                            }
                            return total
                        }
                    }
                }
            }
        }
    }

    /// Whether `byte` is ASCII white space (space, tab, line feed, vertical tab, form feed, return).
    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Makes ``cells`` hold four rows of `width` cells and a column for each of a term's bytes
    /// (never more than `width`).
    @inline(__always)
    private mutating func reserve(width: Int) {
        if cells.count < 5 * width { cells = [Int32](repeating: 0, count: 5 * max(width, 64)) }
    }
}
