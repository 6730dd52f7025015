import Dispatch
import Glibc
import Items

extension ItemStore {
    /// The items in `items` that match `matcher`, ranked best first (or in input order
    /// with `sorted: false`, reversed when the matcher reverses it); the same answers as
    /// ``Matcher/score(_:)`` on each item.
    ///
    /// The work is split by segment over the processor's cores.
    ///
    /// - Complexity: O(*n*) in the bytes of the searched fields (each searched whole),
    ///   plus the ranking of the matches.
    public func search(_ matcher: Matcher, in items: Range<Int>, sorted: Bool = true,
                       isCancelled: @Sendable () -> Bool = { false }) -> [RankedMatch] {
        let results = search(matcher, in: items, ranking: sorted ? .all : .inputOrder, isCancelled: isCancelled)
        return results.matches
    }

    /// The items among `candidates` that match `matcher`, ranked (or in the candidates'
    /// order with `sorted: false`).
    ///
    /// - Complexity: O(*n*) in the bytes of the candidates' searched fields.
    public func search(_ matcher: Matcher, among candidates: [Int], sorted: Bool = true,
                       isCancelled: @Sendable () -> Bool = { false }) -> [RankedMatch] {
        search(matcher, among: candidates, ranking: sorted ? .all : .inputOrder, isCancelled: isCancelled).matches
    }

    /// The items in `items` that match `matcher`, ranked as `ranking` asks (in input order,
    /// reversed when ``Matcher/reversesInput``, with ``SearchRanking/inputOrder``): with
    /// ``SearchRanking/best(_:)`` only the best few are sorted (each task keeps its best
    /// while it scans, and the tasks' best are merged), the rest left for
    /// ``RankedResults/rank(through:)``.
    ///
    /// - Complexity: O(*n*) in the bytes of the searched fields, plus the ranking: O(*m*
    ///   log *k*) at worst for *m* matches of which the best *k* are kept.
    public func search(_ matcher: Matcher, in items: Range<Int>, ranking: SearchRanking,
                       isCancelled: @Sendable () -> Bool = { false }) -> RankedResults {
        let ranking = matcher.ranking(ranking)
        let items = items.clamped(to: indices)
        guard !items.isEmpty else { return RankedResults(ordered: []) }
        let pieces = pieces(of: items, size: Self.pieceSize)
        let tasks = Self.taskCount(forPieces: pieces.count)
        return run(tasks: tasks, ranking: ranking, reversesInput: matcher.reversesInput, isCancelled: isCancelled) { task, collect in
            var scorer = matcher.makeScorer()
            let reversed = matcher.reversesInput
            for piece in Self.share(ofTask: task, among: tasks, pieceCount: pieces.count) {
                guard !isCancelled() else { return }
                let (segmentIndex, local) = pieces[piece]
                let base = firstIndex(ofSegment: segmentIndex)
                segments[segmentIndex].forEachMatch(of: local, matcher: matcher, scorer: &scorer) { index, score, ties in
                    collect(RankedMatch(item: base + index, score: score, ties: ties, reversed: reversed))
                }
            }
        }
    }

    /// The items among `candidates` that match `matcher`, ranked as `ranking` asks (in
    /// the candidates' order with ``SearchRanking/inputOrder``).
    ///
    /// - Complexity: O(*n*) in the bytes of the candidates' searched fields, plus the ranking.
    public func search(_ matcher: Matcher, among candidates: [Int], ranking: SearchRanking,
                       isCancelled: @Sendable () -> Bool = { false }) -> RankedResults {
        let ranking = matcher.ranking(ranking)
        let pieceCount = (candidates.count + Self.pieceSize - 1) / Self.pieceSize
        let tasks = Self.taskCount(forPieces: pieceCount)
        return run(tasks: tasks, ranking: ranking, reversesInput: false, isCancelled: isCancelled) { task, collect in
            var scorer = matcher.makeScorer()
            let reversed = matcher.reversesInput
            for piece in Self.share(ofTask: task, among: tasks, pieceCount: pieceCount) {
                guard !isCancelled() else { return }
                let slice = candidates[piece * Self.pieceSize..<min(candidates.count, (piece + 1) * Self.pieceSize)]
                // The candidates are taken in runs that lie in one segment (they come in
                // input order): looking a segment up and copying it per item costs more
                // than testing most items.
                var start = slice.startIndex
                while start < slice.endIndex {
                    let first = slice[start]
                    guard indices.contains(first) else {
                        start += 1
                        continue
                    }
                    let found = locate(first).segment
                    let base = firstIndex(ofSegment: found), end = base + segments[found].count
                    var stop = start + 1
                    while stop < slice.endIndex, slice[stop] >= base, slice[stop] < end { stop += 1 }
                    let run = slice[start..<stop].lazy.map { $0 - base }
                    // Candidates far apart are fetched ahead; close ones the processor streams.
                    let scattered = Self.isScattered(first: first, last: slice[stop - 1], count: stop - start)
                    segments[found].forEachMatch(of: run, prefetching: scattered, matcher: matcher, scorer: &scorer) { index, score, ties in
                        collect(RankedMatch(item: base + index, score: score, ties: ties, reversed: reversed))
                    }
                    start = stop
                }
            }
        }
    }

    /// The mean distance between candidates from which ``search(_:among:ranking:isCancelled:)``
    /// asks for them ahead (see ``ItemSegment/forEachMatch(of:prefetching:matcher:scorer:_:)``).
    static let scatteredGap = 4

    /// Whether `count` increasing candidates from `first` to `last` lie ``scatteredGap`` or
    /// more apart on average (one candidate alone counts as scattered).
    static func isScattered(first: Int, last: Int, count: Int) -> Bool {
        last - first >= scatteredGap * (count - 1)
    }

    /// Runs `scan` for tasks `0..<tasks` over the processor's cores, each handing its matches
    /// to `collect`, and combines the tasks' matches in task order as `ranking` asks (in the
    /// reverse order with `reversesInput` and ``SearchRanking/inputOrder``).
    private func run(tasks: Int, ranking: SearchRanking, reversesInput: Bool, isCancelled: @Sendable () -> Bool,
                     scan: @Sendable (_ task: Int, _ collect: (RankedMatch) -> Void) -> Void) -> RankedResults {
        let limit: Int
        switch ranking {
        case .inputOrder: limit = 0
        case .all: limit = Int.max
        case .best(let count): limit = max(1, count)
        }
        /// Task `task`'s matches: all of them (ranked for `.all`), or the best `limit` and the rest.
        @Sendable func matches(ofTask task: Int) -> (best: [RankedMatch], rest: [RankedMatch]) {
            guard limit != 0, limit != Int.max else {
                var found: [RankedMatch] = []
                scan(task) { found.append($0) }
                if limit == Int.max { found.rank() }
                return (found, [])
            }
            var best = BestMatches(limit: limit)
            scan(task) { best.add($0) }
            return best.parts()
        }
        let parts: [(best: [RankedMatch], rest: [RankedMatch])]
        if tasks == 1 {
            // One task (a few candidates, as a typed query narrows) runs here, without the
            // thread pool and the gathering of the tasks' results.
            guard !isCancelled() else { return RankedResults(ordered: []) }
            parts = [matches(ofTask: 0)]
        } else {
            let results = ConcurrentResults<(best: [RankedMatch], rest: [RankedMatch])>(count: tasks)
            DispatchQueue.concurrentPerform(iterations: tasks) { task in
                guard !isCancelled() else { return }
                results.set(matches(ofTask: task), at: task)
            }
            parts = results.values
        }
        switch ranking {
        case .inputOrder:
            let ordered = parts.flatMap(\.best)
            return RankedResults(ordered: reversesInput ? ordered.reversed() : ordered)
        case .all: return RankedResults(ordered: parts.map(\.best).mergedRanking())
        case .best: return RankedResults.combining(parts, limit: limit)
        }
    }

    /// How many items (or candidates) a search task tests between two looks at whether the
    /// search is cancelled.
    static let pieceSize = 4096

    /// How many tasks share `pieceCount` pieces: two per processor at most. Every task has
    /// fixed costs (its scorer, the heap of its best matches filled anew and ranked, the
    /// waking of a thread and its caches warming), which many small tasks paid over and
    /// over: a search of 47,697 candidates in 12 tasks took half as much processor time
    /// again as in 4.
    static func taskCount(forPieces pieceCount: Int) -> Int {
        max(1, min(pieceCount, 2 * processorCount))
    }

    /// The processors online.
    static let processorCount = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// The pieces task `task` of `tasks` takes: an even share of the `pieceCount`, in order,
    /// so that the tasks' matches in task order are in input order.
    static func share(ofTask task: Int, among tasks: Int, pieceCount: Int) -> Range<Int> {
        pieceCount * task / tasks..<pieceCount * (task + 1) / tasks
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
