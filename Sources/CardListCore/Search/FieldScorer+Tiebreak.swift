extension FieldScorer {
    /// The ``RankedMatch/ties`` of the item just scored, under `criteria`: its name is
    /// `name`, which is also the first of `fields` when `nameIsFirst` (the name is searched).
    ///
    /// Only the criteria that measure where the query matched (all but `length`) place the
    /// terms in the name again, each where it scores best (the last of equal places with
    /// `prefersLast`): the default `length` reads the name's bytes and nothing more.
    ///
    /// - Complexity: O(*n*) in the name's bytes for `length`; the terms' scoring in the name
    ///   for the other criteria. Allocates nothing once the buffers have grown.
    mutating func ties(_ criteria: [Tiebreak], fields: [SearchField], name: SearchField, nameIsFirst: Bool,
                       prefersLast: Bool) -> UInt64 {
        guard !criteria.isEmpty else { return 0 }
        let length: Int
        switch name {
        case let .bytes(bytes): length = Int(SearchText.trimmedLength(bytes))
        case let .text(text): length = Int(SearchText.trimmedLength(text))
        }
        if criteria.count == 1, criteria[0] == .length { return TiebreakKey.clamped(length) }
        guard nameIsFirst, !fields.isEmpty else {
            return TiebreakKey.key(criteria, length: length, name: UnsafeBufferPointer(start: nil, count: 0), bounds: nil)
        }
        decode(0, of: fields)
        var found = foundBuffer
        foundBuffer = []
        defer { foundBuffer = found }
        var bounds: TiebreakKey.Bounds?
        let groups = query.groups
        return scalars[0].withUnsafeBufferPointer { text in
            bonuses[0].withUnsafeBufferPointer { bonuses in
                // Each group's first term that occurs in the name, as fzf takes the first
                // alternative that matches; excluding terms place nothing.
                for group in groups {
                    for term in group where !term.isInverse {
                        found.removeAll(keepingCapacity: true)
                        guard TermScorer.score(term, in: text, bonuses: bonuses, scratch: &scratch, positions: &found,
                                               prefersLast: prefersLast) != nil,
                              let first = found.first, let last = found.last else { continue }
                        if var known = bounds {
                            known.begin = min(known.begin, first)
                            known.firstEnd = min(known.firstEnd, last + 1)
                            known.end = max(known.end, last + 1)
                            bounds = known
                        } else {
                            bounds = TiebreakKey.Bounds(begin: first, firstEnd: last + 1, end: last + 1)
                        }
                        break
                    }
                }
                return TiebreakKey.key(criteria, length: length, name: text, bounds: bounds)
            }
        }
    }
}
