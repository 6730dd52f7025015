import Dispatch

extension ItemStore {
    /// The items in `items` that match `matcher`, ranked best first (or in input order
    /// with `sorted: false`); the same answers as ``Matcher/score(_:)`` on each item.
    ///
    /// The work is split by segment over the processor's cores.
    ///
    /// - Complexity: O(*n*) in the bytes of the searched fields (each bounded to
    ///   ``SearchText/scalarLimit`` scalars), plus the ranking of the matches.
    public func search(_ matcher: Matcher, in items: Range<Int>, sorted: Bool = true,
                       isCancelled: @Sendable () -> Bool = { false }) -> [RankedMatch] {
        let items = items.clamped(to: indices)
        guard !items.isEmpty else { return [] }
        let pieces = pieces(of: items, size: 4096)
        let results = ConcurrentResults<[RankedMatch]>(count: pieces.count)
        DispatchQueue.concurrentPerform(iterations: pieces.count) { task in
            guard !isCancelled() else { return }
            let (segmentIndex, local) = pieces[task]
            let segment = segments[segmentIndex]
            let base = firstIndex(ofSegment: segmentIndex)
            var scorer = FieldScorer(query: matcher.query)
            var found: [RankedMatch] = []
            for index in local {
                if let match = segment.rankedMatch(index, matcher: matcher, scorer: &scorer) {
                    found.append(RankedMatch(item: base + index, score: match.score, length: match.length))
                }
            }
            if sorted { found.rank() }
            results.set(found, at: task)
        }
        return Self.combine(results.values, sorted: sorted)
    }

    /// The items among `candidates` that match `matcher`, ranked (or in the candidates'
    /// order with `sorted: false`).
    ///
    /// - Complexity: O(*n*) in the bytes of the candidates' searched fields.
    public func search(_ matcher: Matcher, among candidates: [Int], sorted: Bool = true,
                       isCancelled: @Sendable () -> Bool = { false }) -> [RankedMatch] {
        let sliceCount = candidates.count < 4096 ? 1 : 64
        let sliceSize = (candidates.count + sliceCount - 1) / max(1, sliceCount)
        let results = ConcurrentResults<[RankedMatch]>(count: sliceCount)
        DispatchQueue.concurrentPerform(iterations: sliceCount) { task in
            guard !isCancelled() else { return }
            let slice = candidates[min(candidates.count, task * sliceSize)..<min(candidates.count, (task + 1) * sliceSize)]
            var scorer = FieldScorer(query: matcher.query)
            var found: [RankedMatch] = []
            for index in slice where indices.contains(index) {
                let (segment, local) = locate(index)
                if let match = segments[segment].rankedMatch(local, matcher: matcher, scorer: &scorer) {
                    found.append(RankedMatch(item: index, score: match.score, length: match.length))
                }
            }
            if sorted { found.rank() }
            results.set(found, at: task)
        }
        return Self.combine(results.values, sorted: sorted)
    }

    /// The tasks' results as one array: concatenated, or merged when ranked.
    private static func combine(_ parts: [[RankedMatch]], sorted: Bool) -> [RankedMatch] {
        sorted ? parts.mergedRanking() : parts.flatMap { $0 }
    }

    /// `items` cut into runs of at most `size` items that each lie in one segment, as
    /// (segment, range inside it), in order.
    private func pieces(of items: Range<Int>, size: Int) -> [(segment: Int, local: Range<Int>)] {
        var pieces: [(segment: Int, local: Range<Int>)] = []
        var next = items.lowerBound
        var segmentIndex = locate(next).segment
        while next < items.upperBound, segmentIndex < segments.count {
            let base = firstIndex(ofSegment: segmentIndex)
            let end = min(items.upperBound, base + segments[segmentIndex].count)
            var start = next
            while start < end {
                let stop = min(end, start + size)
                pieces.append((segmentIndex, (start - base)..<(stop - base)))
                start = stop
            }
            next = end
            segmentIndex += 1
        }
        return pieces
    }

    /// The items in `items` that match `matcher`, in input order.
    public func matches(of matcher: Matcher, in items: Range<Int>) -> [Int] {
        search(matcher, in: items, sorted: false).map(\.item)
    }

    /// The items among `candidates` (in order) that match `matcher`.
    public func matches(of matcher: Matcher, among candidates: [Int]) -> [Int] {
        search(matcher, among: candidates, sorted: false).map(\.item)
    }
}

extension ItemSegment {
    /// The score and name length of item `index` under `matcher`, or nil when it does not match.
    func rankedMatch(_ index: Int, matcher: Matcher, scorer: inout FieldScorer) -> (score: Int32, length: Int32)? {
        let spans = spans(of: index)
        let rich = richItems.isEmpty ? nil : richItems[index]
        return sources.withUnsafeBufferPointer { sources in
            side.withUnsafeBufferPointer { side in
                func buffer(_ span: ByteSpan) -> UnsafeBufferPointer<UInt8>? {
                    guard span.isSet else { return nil }
                    return UnsafeBufferPointer(rebasing: (span.isSide ? side : sources)[span.range])
                }
                let name = buffer(spans.name) ?? UnsafeBufferPointer(rebasing: sources[0..<0])
                func length() -> Int32 {
                    var length: Int32 = 0
                    for byte in name.prefix(SearchText.scalarLimit * 4) where byte & 0xC0 != 0x80 { length += 1 }
                    return length
                }
                if matcher.isEmpty { return (0, length()) }
                let fields = matcher.fields
                var searched = scorer.takeFieldBuffer()
                defer { scorer.returnFieldBuffer(searched) }
                if fields.contains(.name) { searched.append(.bytes(name)) }
                let nameCount = searched.count
                if fields.contains(.summary), let summary = buffer(spans.summary) { searched.append(.bytes(summary)) }
                if let rich {
                    if fields.contains(.label), let label = rich.label { searched.append(.text(label)) }
                    if fields.contains(.detail), let detail = rich.detail { searched.append(.text(detail)) }
                    if fields.contains(.tags) { searched += rich.tags.map { .text($0) } }
                }
                guard let score = scorer.score(searched, nameCount: nameCount) else { return nil }
                return (score, length())
            }
        }
    }
}
