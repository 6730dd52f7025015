/// Scores one ``SearchTerm`` against one text: whether it occurs as the term's kind asks,
/// how good the occurrence is, and (on request) which scalars it matched.
///
/// Fuzzy terms take the optimal alignment — the placement of the term's characters that
/// earns the most ``SearchScore`` points — found by dynamic programming over the window
/// between the first possible start and the last possible end. When that window is too
/// large for ``SearchScratch/cellLimit`` the greedy alignment (the shortest one ending
/// first) is scored instead.
enum TermScorer {
    static let impossible = Int32.min / 4

    /// The score of `term` in `text` (folded on the fly), or nil when it does not occur;
    /// with `positions`, the matched offsets are appended to it in increasing order.
    /// `bonuses` holds each scalar's bonus (see ``SearchText/fillBonuses``). Of equally
    /// good placements the first is taken, or the last with `prefersLast` (fzf scans
    /// backwards for the `end` tiebreak).
    static func score(
        _ term: SearchTerm, in text: UnsafeBufferPointer<UInt32>, bonuses: UnsafeBufferPointer<Int32>,
        scratch: inout SearchScratch, positions: UnsafeMutablePointer<[Int]>? = nil, prefersLast: Bool = false
    ) -> Int32? {
        let pattern = term.scalars
        guard !pattern.isEmpty else { return 0 }
        guard pattern.count <= text.count else { return nil }
        switch term.kind {
        case .fuzzy:
            return fuzzy(term, in: text, bonuses: bonuses, scratch: &scratch, positions: positions, prefersLast: prefersLast)
        case .exact, .exactBoundary:
            return exact(term, in: text, bonuses: bonuses, positions: positions, prefersLast: prefersLast)
        case .prefix, .suffix, .equal:
            return anchored(term, in: text, bonuses: bonuses, positions: positions)
        }
    }

    // MARK: - Fuzzy

    private static func fuzzy(
        _ term: SearchTerm, in text: UnsafeBufferPointer<UInt32>, bonuses: UnsafeBufferPointer<Int32>,
        scratch: inout SearchScratch, positions: UnsafeMutablePointer<[Int]>?, prefersLast: Bool
    ) -> Int32? {
        let pattern = term.scalars
        let m = pattern.count, n = text.count
        // The first place the term can start and the first place it can end.
        var first = -1, end = -1
        var next = 0
        for column in 0..<n where term.key(text[column]) == pattern[next] {
            if next == 0 { first = column }
            next += 1
            if next == m {
                end = column
                break
            }
        }
        guard end >= 0 else { return nil }
        // The last place the term can end.
        let lastCharacter = pattern[m - 1]
        var last = end
        var column = n - 1
        while column > end {
            if term.key(text[column]) == lastCharacter {
                last = column
                break
            }
            column -= 1
        }
        if m == 1 {
            var best = first, bestBonus = bonuses[first]
            if prefersLast {
                for column in first...last where bonuses[column] >= bestBonus && term.key(text[column]) == pattern[0] {
                    best = column
                    bestBonus = bonuses[column]
                }
            } else {
                for column in first...last where bonuses[column] > bestBonus && term.key(text[column]) == pattern[0] {
                    best = column
                    bestBonus = bonuses[column]
                }
            }
            positions?.pointee.append(best)
            return SearchScore.match + bestBonus * SearchScore.firstCharacterMultiplier
        }
        let width = last - first + 1
        if width * m > SearchScratch.cellLimit {
            // Greedy: the earliest end, then the latest start that still reaches it.
            var start = end
            var index = m - 1
            while true {
                if term.key(text[start]) == pattern[index] {
                    if index == 0 { break }
                    index -= 1
                }
                start -= 1
            }
            var found: [Int] = []
            found.reserveCapacity(m)
            var index2 = 0
            for column in start...end where index2 < m && term.key(text[column]) == pattern[index2] {
                found.append(column)
                index2 += 1
            }
            positions?.pointee.append(contentsOf: found)
            return score(of: found, bonuses: bonuses)
        }
        return optimal(term, in: text, window: first...last, bonuses: bonuses, scratch: &scratch, positions: positions,
                       prefersLast: prefersLast)
    }

    /// The optimal alignment's score inside `window`.
    private static func optimal(
        _ term: SearchTerm, in text: UnsafeBufferPointer<UInt32>, window: ClosedRange<Int>, bonuses: UnsafeBufferPointer<Int32>,
        scratch: inout SearchScratch, positions: UnsafeMutablePointer<[Int]>?, prefersLast: Bool
    ) -> Int32? {
        let pattern = term.scalars
        let m = pattern.count
        let first = window.lowerBound
        let width = window.count
        scratch.reserveCells(width * m)
        let best: (score: Int32, column: Int) = scratch.scores.withUnsafeMutableBufferPointer { scores in
            scratch.runs.withUnsafeMutableBufferPointer { runs in
                scratch.fromRun.withUnsafeMutableBufferPointer { fromRun in
                    // Row 0: the term's first character.
                    for j in 0..<width {
                        if term.key(text[first + j]) == pattern[0] {
                            scores[j] = SearchScore.match + bonuses[first + j] * SearchScore.firstCharacterMultiplier
                            runs[j] = 1
                        } else {
                            scores[j] = impossible
                        }
                        fromRun[j] = false
                    }
                    for i in 1..<m {
                        let row = i * width, above = row - width
                        let character = pattern[i]
                        // Best score of the row above ending two or more columns back, less the gap.
                        var gapBest = impossible
                        for j in 0..<width {
                            if j >= 2 {
                                gapBest = max(gapBest &+ SearchScore.gapExtension, scores[above + j - 2] &+ SearchScore.gapStart)
                            }
                            guard j >= i, term.key(text[first + j]) == character else {
                                scores[row + j] = impossible
                                continue
                            }
                            let bonus = bonuses[first + j]
                            var runScore = impossible
                            var run: Int16 = 1
                            let diagonal = scores[above + j - 1]
                            if diagonal > impossible {
                                run = runs[above + j - 1] + 1
                                let runBonus = SearchScore.runBonus(bonus, chunkBonus: bonuses[first + j - Int(run) + 1])
                                if runBonus == nil { run = 1 }  // A new word starts inside the run.
                                runScore = diagonal + SearchScore.match + (runBonus ?? bonus)
                            }
                            let gapScore = gapBest > impossible ? gapBest + SearchScore.match + bonus : impossible
                            if runScore >= gapScore, runScore > impossible {
                                scores[row + j] = runScore
                                runs[row + j] = run
                                fromRun[row + j] = true
                            } else if gapScore > impossible {
                                scores[row + j] = gapScore
                                runs[row + j] = 1
                                fromRun[row + j] = false
                            } else {
                                scores[row + j] = impossible
                            }
                        }
                    }
                    var best: (Int32, Int) = (impossible, -1)
                    let lastRow = (m - 1) * width
                    for j in 0..<width where scores[lastRow + j] > best.0 {
                        best = (scores[lastRow + j], j)
                    }
                    if prefersLast, best.1 >= 0 {
                        // The last end with the best score.
                        var j = width - 1
                        while j > best.1, scores[lastRow + j] != best.0 { j -= 1 }
                        best.1 = j
                    }
                    return best
                }
            }
        }
        guard best.column >= 0 else { return nil }
        if let positions {
            // Walk back: a run goes diagonally; a gap goes to the column it came from. The
            // offsets are written in place at the end of `positions` (no array per text).
            let base = positions.pointee.count
            positions.pointee.append(contentsOf: repeatElement(0, count: m))
            var j = best.column
            var i = m - 1
            while i >= 0 {
                positions.pointee[base + i] = first + j
                guard i > 0 else { break }
                let cell = i * width + j
                if scratch.fromRun[cell] {
                    j -= 1
                } else {
                    let target = scratch.scores[cell] - SearchScore.match - bonuses[first + j]
                    var k = j - 2
                    while k >= 0 {
                        let gap = SearchScore.gapStart + SearchScore.gapExtension * Int32(j - k - 2)
                        if scratch.scores[(i - 1) * width + k] > impossible, scratch.scores[(i - 1) * width + k] + gap == target { break }
                        k -= 1
                    }
                    j = max(0, k)
                }
                i -= 1
            }
        }
        return best.score
    }

    // MARK: - Scoring an alignment

    /// The points of matching the scalars at `found` (increasing offsets), the same rules
    /// as the optimal alignment's.
    static func score(of found: some Collection<Int>, bonuses: UnsafeBufferPointer<Int32>) -> Int32 {
        var total: Int32 = 0
        var run = 0
        var chunkBonus: Int32 = 0
        var previous = -2
        for (index, column) in found.enumerated() {
            var bonus = bonuses[column]
            if column == previous + 1, index > 0 {
                run += 1
                if let continued = SearchScore.runBonus(bonus, chunkBonus: chunkBonus) {
                    bonus = continued
                } else {
                    run = 1
                    chunkBonus = bonus
                }
            } else {
                if index > 0 {
                    total += SearchScore.gapStart + SearchScore.gapExtension * Int32(column - previous - 2)
                }
                run = 1
                chunkBonus = bonus
            }
            total += SearchScore.match + (index == 0 ? bonus * SearchScore.firstCharacterMultiplier : bonus)
            previous = column
        }
        return total
    }
}
