import Dispatch

extension ItemStore {
    /// The items in `items` whose name and summary hold every word of `matcher`, in order;
    /// the same answer as testing `ItemText.haystack(of: store[i])` with the matcher.
    ///
    /// The work is split by segment over the processor's cores.
    ///
    /// - Complexity: O(*n*) in the bytes of the items' names and summaries.
    public func matches(of matcher: Matcher, in items: Range<Int>) -> [Int] {
        let items = items.clamped(to: indices)
        guard !items.isEmpty else { return [] }
        guard !matcher.isEmpty else { return Array(items) }
        let byteMatcher = ByteMatcher(matcher)
        let pieces = pieces(of: items, size: 4096)
        let results = ConcurrentResults<[Int]>(count: pieces.count)
        DispatchQueue.concurrentPerform(iterations: pieces.count) { task in
            let (segmentIndex, local) = pieces[task]
            let segment = segments[segmentIndex]
            let base = firstIndex(ofSegment: segmentIndex)
            var found: [Int] = []
            for index in local where byteMatcher.matches(index, in: segment) {
                found.append(base + index)
            }
            results.set(found, at: task)
        }
        return results.values.flatMap { $0 }
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

    /// The items among `candidates` (in order) that match `matcher`.
    ///
    /// - Complexity: O(*n*) in the bytes of the candidates' names and summaries.
    public func matches(of matcher: Matcher, among candidates: [Int]) -> [Int] {
        guard !matcher.isEmpty else { return candidates }
        let byteMatcher = ByteMatcher(matcher)
        let sliceCount = candidates.count < 4096 ? 1 : 8
        let sliceSize = (candidates.count + sliceCount - 1) / max(1, sliceCount)
        let results = ConcurrentResults<[Int]>(count: sliceCount)
        DispatchQueue.concurrentPerform(iterations: sliceCount) { task in
            let slice = candidates[min(candidates.count, task * sliceSize)..<min(candidates.count, (task + 1) * sliceSize)]
            var found: [Int] = []
            for index in slice where indices.contains(index) {
                let (segment, local) = locate(index)
                if byteMatcher.matches(local, in: segments[segment]) { found.append(index) }
            }
            results.set(found, at: task)
        }
        return results.values.flatMap { $0 }
    }
}
