@testable import Items

/// Feeds a `--delimiter` regular expression (the first line, as UTF-8 with invalid bytes
/// replaced) and a text (the rest, bytes as they are) to the pattern engine: an error's
/// column lies inside the expression (or just past it); a search adds at most the
/// program's size in threads per byte; the matches are in order, apart, inside the text,
/// each one the expression really matches there, and none starts before the first (both
/// checked by a slow set-of-positions evaluation of the parsed expression).
enum RegexChecks {
    static func run(_ input: [UInt8]) {
        let newline = input.firstIndex(of: 0x0A) ?? input.count
        let pattern = String(decoding: input[..<newline], as: UTF8.self)
        let text = Array(input[min(newline + 1, input.count)...])
        let node: PatternNode, program: PatternProgram
        do {
            node = try PatternParser.parse(pattern)
            program = try PatternProgram(node)
        } catch {
            precondition(error.column >= 1 && error.column <= pattern.unicodeScalars.count + 1, "an error column outside the expression")
            return
        }
        let size = program.instructions.count
        var matcher = PatternMatcher(program)
        var matches: [Range<Int>] = []
        text.withUnsafeBufferPointer { buffer in
            let first = matcher.firstMatch(in: buffer, from: 0)
            precondition(matcher.steps <= (text.count + 1) * size, "a search took more steps than bytes times instructions")
            let before = matcher.steps
            matcher.forEachMatch(in: buffer) { matches.append($0) }
            precondition(matcher.steps - before <= (matches.count + 1) * (text.count + 1) * size, "finding all matches took more steps than searches times bytes times instructions")
            precondition(matches.first == first, "the first of all matches is not the first match")
        }
        var previousEnd = 0
        for match in matches {
            precondition(match.lowerBound >= previousEnd && match.upperBound <= text.count, "matches overlap or leave the text")
            previousEnd = match.upperBound
        }
        guard text.count <= 512, size <= 2_000 else { return }
        let oracle = Oracle(text: text)
        for match in matches.prefix(20) {
            precondition(oracle.ends(of: node, from: [match.lowerBound]).contains(match.upperBound), "a match the expression does not make")
        }
        // A search tries the starts of characters (as Go's does), not the inside of one.
        let firstStart = matches.first?.lowerBound ?? text.count + 1
        var start = 0
        while start < firstStart {
            precondition(oracle.ends(of: node, from: [start]).isEmpty, "a match starts before the first one found")
            guard start < text.count else { break }
            start += text.withUnsafeBufferPointer { PatternMatcher.decode($0, at: start).width }
        }
    }

    /// Every position where an expression can end, from given starts (no preference among
    /// alternatives: only whether a match exists).
    struct Oracle {
        let text: [UInt8]

        func ends(of node: PatternNode, from starts: Set<Int>) -> Set<Int> {
            switch node {
            case .empty:
                return starts
            case .scalars(let set):
                var result = Set<Int>()
                text.withUnsafeBufferPointer { buffer in
                    for start in starts where start < text.count {
                        let (scalar, width) = PatternMatcher.decode(buffer, at: start)
                        if set.contains(scalar) { result.insert(start + width) }
                    }
                }
                return result
            case .assertion(let assertion):
                return starts.filter { start in
                    assertion.holds(previous: start > 0 ? text[start - 1] : nil, next: start < text.count ? text[start] : nil)
                }
            case .sequence(let parts):
                return parts.reduce(starts) { ends(of: $1, from: $0) }
            case .choice(let alternatives):
                return alternatives.reduce(into: Set<Int>()) { $0.formUnion(ends(of: $1, from: starts)) }
            case .repetition(let body, let minimum, let maximum, _):
                var current = starts
                for _ in 0..<minimum { current = ends(of: body, from: current) }
                var result = current, frontier = current, rounds = 0
                // A position reached again later has less of the count left: skip it.
                while !frontier.isEmpty, maximum.map({ rounds < $0 - minimum }) ?? true {
                    frontier = ends(of: body, from: frontier).subtracting(result)
                    result.formUnion(frontier)
                    rounds += 1
                }
                return result
            }
        }
    }
}
