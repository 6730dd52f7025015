/// One field of an item as the search reads it: stored bytes or a string.
enum SearchField {
    case bytes(UnsafeBufferPointer<UInt8>)
    case text(String)
}

/// Scores items for one query, field by field, reusing its buffers from item to item (one
/// per search task; not shared between threads).
///
/// Every group of the query must have a term that occurs in one field (an excluding term
/// "occurs" when no field holds it); a term scores its best field, and the name counts
/// double: a match in any other field earns half its points. In those other fields (prose,
/// mostly) a fuzzy term counts only when its characters lie close together (at most a few
/// skipped between the first and the last), so that five letters scattered over a
/// paragraph do not match.
struct FieldScorer {
    let query: SearchQuery
    /// Whose bonuses the fields' characters earn (`--scheme`).
    let scheme: SearchScheme
    private var scratch = SearchScratch()
    private var scalars: [[UInt32]] = []
    private var bonuses: [[Int32]] = []
    /// How many of each field's ``scalars`` (and ``bonuses``) are the field's, or -1 when
    /// the field is not decoded yet for this item; the arrays only grow, so that reusing
    /// them from item to item costs nothing.
    private var lengths: [Int] = []
    /// A field list kept between items, so building one allocates nothing.
    private var fieldBuffer: [SearchField] = []
    /// `--nth`: the parts of the name searched, and the name's fields, kept between items.
    var nameParts: [Range<Int>] = []
    var nameFields: [Range<Int>] = []
    /// Matched offsets, kept between items (see ``ties(fields:name:nameIsFirst:)``).
    private var foundBuffer: [Int] = []

    /// What orders the scored items' ties (see ``ties(fields:name:nameIsFirst:)``).
    let tiebreaks: [Tiebreak]
    /// Whether the tiebreaks are the default, `length` alone (read from the name's bytes).
    let tiesByLengthOnly: Bool
    /// Whether a term placed for the tiebreaks takes the last of equally good places.
    let prefersLast: Bool
    /// The terms the quick test on the bytes reads: each group's only term, when it is an
    /// ASCII fuzzy or exact one (see ``mayMatch(_:)``).
    private let quickTerms: [ASCIITerm]
    /// The scorer of ASCII names searched alone, when the query and tiebreaks allow it and
    /// the name is searched whole (see ``ByteScorer``).
    var bytes: ByteScorer?

    /// A scorer for `query`; `scoresNameBytes` says the name is searched whole (not in
    /// `--nth` parts), so a name searched alone may be scored on its bytes.
    init(query: SearchQuery, scheme: SearchScheme = .default, tiebreaks: [Tiebreak] = [.length], prefersLast: Bool = false,
         scoresNameBytes: Bool = false) {
        self.query = query
        bytes = scoresNameBytes ? ByteScorer(query: query, scheme: scheme, tiebreaks: tiebreaks) : nil
        self.scheme = scheme
        self.tiebreaks = tiebreaks
        tiesByLengthOnly = tiebreaks == [.length]
        self.prefersLast = prefersLast
        quickTerms = query.groups.compactMap { $0.count == 1 ? ASCIITerm($0[0]) : nil }
    }

    /// An empty field list to fill (give it back with ``returnFieldBuffer(_:)``).
    mutating func takeFieldBuffer() -> [SearchField] {
        var buffer: [SearchField] = []
        swap(&buffer, &fieldBuffer)
        buffer.removeAll(keepingCapacity: true)
        return buffer
    }

    mutating func returnFieldBuffer(_ buffer: [SearchField]) {
        fieldBuffer = buffer
    }

    /// The score of the item whose fields are `fields` (the name first, in `nameCount`
    /// fields: one, the parts `--nth` takes of it, or none when the name is not searched),
    /// or nil when it does not match. Of the name's parts, a term scores in the first it
    /// matches, as fzf scores `--nth` fields.
    mutating func score(_ fields: [SearchField], nameCount: Int) -> Int32? {
        if fields.count > lengths.count {
            scalars += Array(repeating: [], count: fields.count - lengths.count)
            bonuses += Array(repeating: [], count: fields.count - lengths.count)
            lengths += Array(repeating: -1, count: fields.count - lengths.count)
        }
        for index in fields.indices { lengths[index] = -1 }
        if !mayMatch(fields) { return nil }
        var total: Int32 = 0
        for group in query.groups {
            var best: Int32?
            for term in group {
                if term.isInverse {
                    let occurs = fields.indices.contains { field in self.score(term, field: field, of: fields) != nil }
                    if !occurs { best = max(best ?? 0, 0) }
                    continue
                }
                var nameMatched = false
                for field in fields.indices {
                    // Of the name's parts (`--nth 1,2`), the first the term matches
                    // counts, as in fzf.
                    if field < nameCount, nameMatched { continue }
                    let isProse = field >= nameCount && term.kind == .fuzzy
                    guard let points = score(term, field: field, of: fields, compact: isProse) else { continue }
                    if field < nameCount { nameMatched = true }
                    let weighted = field < nameCount ? points : points / 2
                    best = max(best ?? weighted, weighted)
                }
            }
            guard let best else { return nil }
            total += best
        }
        return total
    }

    /// The ``RankedMatch/ties`` of the item just scored, under ``tiebreaks``: its name is
    /// `name`, which is also the first of `fields` when `nameIsFirst` (the name is searched).
    ///
    /// The default, `length` alone, reads the name's bytes and nothing more; the criteria
    /// that measure where the query matched place the terms in the name again (see
    /// ``TiebreakKey/key(_:groups:name:bonuses:length:prefersLast:scratch:found:)``).
    ///
    /// - Complexity: O(*n*) in the name's bytes for `length`; the terms' scoring in the name
    ///   for the other criteria. Allocates nothing once the buffers have grown.
    @inline(__always)
    mutating func ties(fields: [SearchField], name: SearchField, nameIsFirst: Bool) -> UInt64 {
        if tiesByLengthOnly, case let .bytes(bytes) = name { return TiebreakKey.clamped(Int(SearchText.trimmedLength(bytes))) }
        return placedTies(fields: fields, name: name, nameIsFirst: nameIsFirst)
    }

    /// ``ties(fields:name:nameIsFirst:)`` for any criteria.
    @inline(never)
    private mutating func placedTies(fields: [SearchField], name: SearchField, nameIsFirst: Bool) -> UInt64 {
        guard !tiebreaks.isEmpty else { return 0 }
        let length: Int
        switch name {
        case let .bytes(bytes): length = Int(SearchText.trimmedLength(bytes))
        case let .text(text): length = Int(SearchText.trimmedLength(text))
        }
        if tiesByLengthOnly { return TiebreakKey.clamped(length) }
        guard nameIsFirst, !fields.isEmpty else {
            return TiebreakKey.key(tiebreaks, length: length, name: UnsafeBufferPointer(start: nil, count: 0), bounds: nil)
        }
        decode(0, of: fields)
        let criteria = tiebreaks, groups = query.groups, prefersLast = prefersLast
        let count = lengths[0]
        return scalars[0].withUnsafeBufferPointer { text in
            bonuses[0].withUnsafeBufferPointer { bonuses in
                let text = UnsafeBufferPointer(rebasing: text[0..<count]), bonuses = UnsafeBufferPointer(rebasing: bonuses[0..<count])
                return TiebreakKey.key(criteria, groups: groups, name: text, bonuses: bonuses, length: length, prefersLast: prefersLast,
                                scratch: &scratch, found: &foundBuffer)
            }
        }
    }

    /// Decodes field `field` of `fields` into its scalars and their bonuses, unless it is already.
    @inline(__always)
    private mutating func decode(_ field: Int, of fields: [SearchField]) {
        guard lengths[field] < 0 else { return }
        let count: Int
        switch fields[field] {
        case let .bytes(bytes): count = SearchText.decode(bytes, intoPrefixOf: &scalars[field])
        case let .text(text):
            scalars[field].removeAll(keepingCapacity: true)
            for scalar in text.unicodeScalars { scalars[field].append(scalar.value) }
            count = scalars[field].count
        }
        let scheme = scheme
        scalars[field].withUnsafeBufferPointer { scalars in
            SearchText.fillBonuses(UnsafeBufferPointer(rebasing: scalars[0..<count]), scheme: scheme, intoPrefixOf: &bonuses[field])
        }
        lengths[field] = count
    }

    /// The score of `term` in field `field` (decoded on first use), or nil.
    private mutating func score(_ term: SearchTerm, field: Int, of fields: [SearchField], compact: Bool = false) -> Int32? {
        decode(field, of: fields)
        let count = lengths[field]
        return scalars[field].withUnsafeBufferPointer { text in
            bonuses[field].withUnsafeBufferPointer { bonuses in
                let text = UnsafeBufferPointer(rebasing: text[0..<count]), bonuses = UnsafeBufferPointer(rebasing: bonuses[0..<count])
                guard compact else { return TermScorer.score(term, in: text, bonuses: bonuses, scratch: &scratch) }
                var found: [Int] = []
                guard let points = TermScorer.score(term, in: text, bonuses: bonuses, scratch: &scratch, positions: &found),
                      let first = found.first, let last = found.last else { return nil }
                let length = term.scalars.count
                return last - first + 1 <= length + max(2, length / 2) ? points : nil
            }
        }
    }

    /// A quick test on the bytes: false when some group's only term is an ASCII fuzzy or
    /// exact term whose characters do not all occur, in order, in any ASCII field.
    ///
    /// A single field of bytes (the usual name) is read once for the classes of its bytes,
    /// which rules out most fields that miss a term's character, for every term at once.
    @inline(__always)
    private func mayMatch(_ fields: [SearchField]) -> Bool {
        guard !quickTerms.isEmpty else { return true }
        if fields.count == 1, case let .bytes(bytes) = fields[0] {
            guard let classes = ASCIITerm.classes(of: bytes) else { return true }
            for term in quickTerms where classes & term.classes != term.classes { return false }
            for term in quickTerms where !term.occurs(in: bytes) { return false }
            return true
        }
        for term in quickTerms {
            let found = fields.contains { field in
                guard case let .bytes(bytes) = field, let classes = ASCIITerm.classes(of: bytes) else { return true }
                return classes & term.classes == term.classes && term.occurs(in: bytes)
            }
            if !found { return false }
        }
        return true
    }
}
