/// Scoring one term in an ASCII name's bytes, with the same results as ``TermScorer`` on
/// the name's scalars: the fuzzy term's optimal alignment (or its greedy one in a window
/// too wide) and the exact term's best-placed run.
extension ByteScorer {
    /// Where the bytes of `pattern` first occur in order in `text`: the first place the
    /// term can start and the first place it can end, or nil when they do not occur. Byte
    /// *i* of the term equals a name's byte or-ed with `masks[i]` (see ``ASCIIQuery/masks``).
    @inline(__always)
    static func span(of pattern: UnsafeBufferPointer<UInt8>, masks: UnsafeBufferPointer<UInt8>,
                     in text: UnsafeBufferPointer<UInt8>) -> (first: Int, end: Int)? {
        let m = pattern.count
        var next = 0, first = 0
        var wanted = pattern[0], mask = masks[0]
        for column in text.indices where text[column] | mask == wanted {
            if next == 0 { first = column }
            next += 1
            if next == m { return (first, column) }
            wanted = pattern[next]
            mask = masks[next]
        }
        return nil
    }

    /// The score of fuzzy term `pattern` in `text`, which holds it from `span` on (see
    /// ``span(of:masks:in:)``); `cells` is room for four rows of the window and a column per
    /// byte of the term (see ``reserve(width:)``).
    static func fuzzy(_ pattern: UnsafeBufferPointer<UInt8>, masks: UnsafeBufferPointer<UInt8>, caseSensitive: Bool,
                      in text: ByteText, span: (first: Int, end: Int), cells: UnsafeMutablePointer<Int32>) -> Int32? {
        let m = pattern.count, n = text.count
        let (first, end) = span
        // The last place the term can end.
        let lastByte = pattern[m - 1], lastMask = masks[m - 1]
        var last = end
        var column = n - 1
        while column > end {
            if text.bytes[column] | lastMask == lastByte {
                last = column
                break
            }
            column -= 1
        }
        if m == 1 {
            var bestBonus = text.bonus(at: first)
            if first < last {
                for column in first + 1...last where text.bytes[column] | lastMask == lastByte {
                    bestBonus = max(bestBonus, text.bonus(at: column))
                }
            }
            return SearchScore.match + bestBonus * SearchScore.firstCharacterMultiplier
        }
        let width = last - first + 1
        guard width * m <= SearchScratch.cellLimit else {
            return greedy(pattern, caseSensitive: caseSensitive, in: text, end: end)
        }
        return optimal(pattern, masks: masks, in: text, first: first, width: width, cells: cells)
    }

    /// The score of the optimal alignment of `pattern` (at least two bytes) in the `width`
    /// bytes of `text` from `first`: ``TermScorer``'s dynamic programme, two rows at a time,
    /// each byte's bonus worked out only where a term's byte matches it.
    ///
    /// Row *i* is filled only between the earliest and the latest column byte *i* of the
    /// term can take in an alignment of the whole term (the earliest placing each byte as
    /// early as it comes, the latest each as late): a cell outside them is no step of any
    /// whole alignment, and the cells the next row reads beyond them are ones the full
    /// table holds impossible too, so the best score is the full table's.
    private static func optimal(_ pattern: UnsafeBufferPointer<UInt8>, masks: UnsafeBufferPointer<UInt8>, in text: ByteText,
                                first: Int, width: Int, cells: UnsafeMutablePointer<Int32>) -> Int32? {
        let impossible = TermScorer.impossible
        let m = pattern.count
        // The window's bytes, two rows of scores and runs, and each byte's latest column.
        let bytes = text.bytes.baseAddress! + first
        var above = cells, row = cells + width
        var runsAbove = cells + 2 * width, runs = cells + 3 * width
        let latest = cells + 4 * width
        latest[m - 1] = Int32(width - 1)
        var column = width - 1
        for i in stride(from: m - 2, through: 0, by: -1) {
            repeat { column -= 1 } while bytes[column] | masks[i] != pattern[i]
            latest[i] = Int32(column)
        }
        // Row 0: the first byte, from the window's start (its earliest column) to its latest,
        // then impossible up to the cell row 1 reads last.
        let start = pattern[0], startMask = masks[0]
        var high = Int(latest[0])
        for j in 0...high {
            if bytes[j] | startMask == start {
                row[j] = SearchScore.match + text.bonus(at: first + j) * SearchScore.firstCharacterMultiplier
                runs[j] = 1
            } else {
                row[j] = impossible
            }
        }
        var lowAbove = 0
        for i in 1..<m {
            // The cells of row i - 1 that row i reads past its latest column are impossible.
            let nextHigh = Int(latest[i])
            for j in high + 1..<nextHigh { row[j] = impossible }
            high = nextHigh
            swap(&above, &row)
            swap(&runsAbove, &runs)
            let character = pattern[i], mask = masks[i]
            var low = lowAbove + 1
            while bytes[low] | mask != character { low += 1 }
            // Best score of the row above ending two or more columns back, less the gap:
            // first over the columns of that row before this row's earliest.
            var gapBest = impossible
            if lowAbove + 2 < low {
                for j in lowAbove + 2..<low {
                    gapBest = max(gapBest &+ SearchScore.gapExtension, above[j - 2] &+ SearchScore.gapStart)
                }
            }
            for j in low...high {
                if j >= lowAbove + 2 {
                    gapBest = max(gapBest &+ SearchScore.gapExtension, above[j - 2] &+ SearchScore.gapStart)
                }
                guard bytes[j] | mask == character else {
                    row[j] = impossible
                    continue
                }
                let bonus = text.bonus(at: first + j)
                var runScore = impossible
                var run: Int32 = 1
                let diagonal = above[j - 1]
                if diagonal > impossible {
                    run = runsAbove[j - 1] + 1
                    let runBonus = SearchScore.runBonus(bonus, chunkBonus: text.bonus(at: first + j - Int(run) + 1))
                    if runBonus == nil { run = 1 }  // A new word starts inside the run.
                    runScore = diagonal + SearchScore.match + (runBonus ?? bonus)
                }
                let gapScore = gapBest > impossible ? gapBest + SearchScore.match + bonus : impossible
                if runScore >= gapScore, runScore > impossible {
                    row[j] = runScore
                    runs[j] = run
                } else if gapScore > impossible {
                    row[j] = gapScore
                    runs[j] = 1
                } else {
                    row[j] = impossible
                }
            }
            lowAbove = low
        }
        var best = impossible
        for j in lowAbove...high where row[j] > best { best = row[j] }
        return best > impossible ? best : nil
    }

    /// The score of the greedy alignment ending at `end`, the earliest end: the latest start
    /// that still reaches it, then each byte as early as it comes.
    private static func greedy(_ pattern: UnsafeBufferPointer<UInt8>, caseSensitive: Bool, in text: ByteText,
                               end: Int) -> Int32 {
        let m = pattern.count
        var start = end
        var index = m - 1
        while true {
            if text.key(start, caseSensitive: caseSensitive) == pattern[index] {
                if index == 0 { break }
                index -= 1
            }
            start -= 1
        }
        var found: [Int] = []
        found.reserveCapacity(m)
        for column in start...end where found.count < m && text.key(column, caseSensitive: caseSensitive) == pattern[found.count] {
            found.append(column)
        }
        return text.score(of: found)
    }

    /// The score of the best-placed run of exact term `pattern` in `text` (the first of
    /// equally placed ones), or nil when it does not occur.
    static func exact(_ pattern: UnsafeBufferPointer<UInt8>, caseSensitive: Bool, in text: ByteText) -> Int32? {
        let m = pattern.count, n = text.count
        guard m <= n else { return nil }
        var bestStart = -1
        var bestBonus = Int32.min
        var start = 0
        while start + m <= n {
            if text.key(start, caseSensitive: caseSensitive) == pattern[0] {
                var offset = 1
                while offset < m, text.key(start + offset, caseSensitive: caseSensitive) == pattern[offset] { offset += 1 }
                if offset == m {
                    let bonus = text.bonus(at: start)
                    if bonus > bestBonus {
                        bestBonus = bonus
                        bestStart = start
                        if bonus >= SearchScore.boundaryAfterSpace { break }
                    }
                }
            }
            start += 1
        }
        guard bestStart >= 0 else { return nil }
        return text.score(of: bestStart..<bestStart + m)
    }
}
