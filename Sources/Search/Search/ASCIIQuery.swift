/// A query whose terms can all be scored on an ASCII name's bytes, flattened into one
/// contiguous array: every group a single fuzzy or exact ASCII term that does not exclude.
///
/// The general scorer walks the query's nested arrays of terms for every item (a retain
/// and a release each) and reads each name as 32-bit scalars; this form holds the terms'
/// bytes back to back with one small record per term, read in place by ``ByteScorer``.
///
///     ASCIIQuery(SearchQuery("an or el"))?.terms.count   // 3
///     ASCIIQuery(SearchQuery("^caf"))                     // nil: anchored
struct ASCIIQuery {
    /// One term: where its bytes lie in ``bytes`` and how they are compared.
    struct Term {
        /// The offset of the term's first byte in ``ASCIIQuery/bytes``.
        let start: Int
        let count: Int
        /// One bit per class of the term's bytes (see ``ASCIITerm/classBit(_:)``).
        let classes: UInt64
        /// Whether the term must occur as one run (else its bytes in order, fuzzily).
        let isExact: Bool
        let isCaseSensitive: Bool
    }

    /// Every term's bytes, as a name's bytes are compared with them (lower case unless
    /// the term is case-sensitive), back to back.
    let bytes: [UInt8]
    /// For each of ``bytes``, what a name's byte is or-ed with before it is compared:
    /// `0x20` for a letter of a term that ignores case (so either case of it is equal),
    /// else 0 (a byte that lower-casing leaves alone must equal the term's byte as it is).
    let masks: [UInt8]
    let terms: [Term]
    /// The union of the terms' ``Term/classes``: a name missing one of them cannot match.
    let classes: UInt64

    /// The flat form of `query`, or nil when some group has alternatives or a term that
    /// excludes, is anchored, must stand between word boundaries, or is not ASCII.
    init?(_ query: SearchQuery) {
        var bytes: [UInt8] = []
        var terms: [Term] = []
        for group in query.groups {
            guard group.count == 1, let term = ASCIITerm(group[0]) else { return nil }
            terms.append(Term(start: bytes.count, count: term.bytes.count, classes: term.classes,
                              isExact: group[0].kind == .exact, isCaseSensitive: term.isCaseSensitive))
            bytes += term.bytes
        }
        guard !terms.isEmpty else { return nil }
        self.bytes = bytes
        masks = terms.flatMap { term in
            bytes[term.start..<term.start + term.count].map { byte in
                !term.isCaseSensitive && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? 0x20 : 0
            }
        }
        self.terms = terms
        classes = terms.reduce(0) { $0 | $1.classes }
    }
}
