import Items

extension ItemSegment {
    /// Calls `found` with each of the items `indices` (in this segment) that match
    /// `matcher`, with its score and tiebreak values, in the order given.
    ///
    /// A name searched alone (no other field set, or none searched) is scored on its bytes
    /// when they are ASCII and the query allows it (see ``ByteScorer``); any other item as
    /// ``rankedMatch(_:matcher:scorer:)`` scores it.
    ///
    /// With `prefetching`, for indices scattered over the segment (the previous key's
    /// matches), each item's offsets and name are asked of memory a few items before they
    /// are read: waiting for each in turn costs more than reading it. (The lookahead walks
    /// `indices` apart from the loop, so they are a collection, read more than once.)
    @inline(__always)
    func forEachMatch(of indices: some Collection<Int>, prefetching: Bool = false, matcher: Matcher,
                      scorer: inout FieldScorer, _ found: (_ index: Int, _ score: Int32, _ ties: UInt64) -> Void) {
        guard scorer.bytes != nil, richItems.isEmpty else {
            for index in indices {
                if let match = rankedMatch(index, matcher: matcher, scorer: &scorer) { found(index, match.score, match.ties) }
            }
            return
        }
        let searchesSummary = matcher.fields.contains(.summary)
        sources.withUnsafeBufferPointer { sources in
            side.withUnsafeBufferPointer { side in
                var spansAhead = indices.makeIterator(), namesAhead = indices.makeIterator()
                if prefetching {
                    for _ in 0..<Self.spanLookahead {
                        guard let index = spansAhead.next() else { break }
                        prefetchSpans(of: index)
                    }
                    for _ in 0..<Self.nameLookahead {
                        guard let index = namesAhead.next() else { break }
                        prefetchName(of: index, sources: sources, side: side)
                    }
                }
                for index in indices {
                    if prefetching {
                        if let ahead = spansAhead.next() { prefetchSpans(of: ahead) }
                        if let ahead = namesAhead.next() { prefetchName(of: ahead, sources: sources, side: side) }
                    }
                    let spans = spans(of: index)
                    if !searchesSummary || !spans.summary.isSet {
                        let name = spans.name
                        let bytes = !name.isSet ? UnsafeBufferPointer(rebasing: sources[0..<0])
                            : UnsafeBufferPointer(rebasing: (name.isSide ? side : sources)[name.range])
                        switch scorer.bytes!.match(bytes) {
                        case .unmatched: continue
                        case let .matched(score, ties):
                            found(index, score, ties)
                            continue
                        case .notASCII: break
                        }
                    }
                    if let match = rankedMatch(index, matcher: matcher, scorer: &scorer) { found(index, match.score, match.ties) }
                }
            }
        }
    }

    /// The score and tiebreak values of item `index` under `matcher`, or nil when it does not match.
    func rankedMatch(_ index: Int, matcher: Matcher, scorer: inout FieldScorer) -> (score: Int32, ties: UInt64)? {
        let spans = spans(of: index)
        let rich = richItems.isEmpty ? nil : richItems[index]
        return sources.withUnsafeBufferPointer { sources in
            side.withUnsafeBufferPointer { side in
                func buffer(_ span: ByteSpan) -> UnsafeBufferPointer<UInt8>? {
                    guard span.isSet else { return nil }
                    return UnsafeBufferPointer(rebasing: (span.isSide ? side : sources)[span.range])
                }
                let name = buffer(spans.name) ?? UnsafeBufferPointer(rebasing: sources[0..<0])
                if matcher.isEmpty { return (0, 0) }
                let fields = matcher.fields
                var searched = scorer.takeFieldBuffer()
                defer { scorer.returnFieldBuffer(searched) }
                if fields.contains(.name) {
                    if let parts = matcher.namePartsBox {
                        // `--nth 2`: each part of the name is a field of its own, read in
                        // place (no copy).
                        parts.selection.searchedParts(of: name, into: &scorer.nameParts, fields: &scorer.nameFields)
                        for part in scorer.nameParts { searched.append(.bytes(UnsafeBufferPointer(rebasing: name[part]))) }
                    } else {
                        searched.append(.bytes(name))
                    }
                }
                let nameCount = searched.count
                if fields.contains(.summary), let summary = buffer(spans.summary) { searched.append(.bytes(summary)) }
                if let rich {
                    if fields.contains(.label), let label = rich.label { searched.append(.text(label)) }
                    if fields.contains(.detail), let detail = rich.detail { searched.append(.text(detail)) }
                    if fields.contains(.tags) { searched += rich.tags.map { .text($0) } }
                }
                guard let score = scorer.score(searched, nameCount: nameCount) else { return nil }
                let ties = scorer.ties(fields: searched, name: .bytes(name), nameIsFirst: nameCount >= 1)
                return (score, ties)
            }
        }
    }
}
