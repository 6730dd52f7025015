/// Reads a regular expression in Go's (RE2's) syntax, as fzf's `--delimiter` takes one,
/// into a ``PatternNode``.
///
///     try PatternParser.parse("[:,]+|\\s*->\\s*")
///
/// Supported: literals and escapes (`\t \n \x41 \x{263A} \101 \.`), `.`, classes
/// `[...]` `[^...]` with ranges, `[:alpha:]`-style and `\d \s \w` (and their negations),
/// `^ $ \A \z \b \B`, alternation, groups (`(…)`, `(?:…)`, named), `* + ? {m} {m,} {m,n}`
/// (counts up to 1000) each with a non-greedy `?`, `\Q…\E`, and the flags `i m s U`
/// (`(?i)`, `(?i:…)`). Not supported: Unicode classes (`\p{Greek}`).
///
/// - Complexity: O(*n*) in the length of the expression (a case-folded class: in its size).
struct PatternParser {
    /// The most a `{m,n}` count may be (Go's limit).
    static let repeatLimit = 1000
    /// The deepest groups and repetitions may nest (Go's limit).
    static let depthLimit = 1000

    /// The `i m s U` flags in force.
    struct Flags: Hashable {
        var caseless = false, multiLine = false, dotAll = false, ungreedy = false
    }

    let scalars: [Unicode.Scalar]
    var index = 0
    var flags = Flags()
    var depth = 0

    /// The expression `source` means.
    ///
    /// - Throws: ``PatternSyntaxError`` when `source` is not a regular expression or uses
    ///   something the engine does not support.
    static func parse(_ source: String) throws(PatternSyntaxError) -> PatternNode {
        var parser = PatternParser(scalars: Array(source.unicodeScalars))
        let node = try parser.parseChoice()
        if parser.index < parser.scalars.count { throw parser.invalid("unexpected )") }
        return node
    }

    /// The scalar at the cursor, or nil at the end.
    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// The scalar `offset` after the cursor, or nil past the end.
    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// An error of kind `.invalid(reason)` at `at` (the cursor by default).
    func invalid(_ reason: String, at: Int? = nil) -> PatternSyntaxError {
        PatternSyntaxError(.invalid(reason), column: (at ?? index) + 1)
    }

    /// Alternatives separated by `|`, up to a `)` or the end.
    mutating func parseChoice() throws(PatternSyntaxError) -> PatternNode {
        var alternatives = [try parseSequence()]
        while peek == "|" {
            index += 1
            alternatives.append(try parseSequence())
        }
        return alternatives.count == 1 ? alternatives[0] : .choice(alternatives)
    }

    /// Atoms with their repetitions, up to a `|`, a `)` or the end.
    mutating func parseSequence() throws(PatternSyntaxError) -> PatternNode {
        var parts: [PatternNode] = []
        while let scalar = peek, scalar != "|", scalar != ")" {
            let start = index
            guard var atom = try parseAtom() else { continue }
            if scalars[start] == "\\", scalars[start + 1] == "Q", case .sequence(let quoted) = atom, let last = quoted.last {
                // `\Q…\E`: a repetition after it applies to its last scalar, as in Go.
                parts += quoted.dropLast()
                atom = last
            }
            parts.append(try parseRepetitions(of: atom, startingAt: start))
        }
        switch parts.count {
        case 0: return .empty
        case 1: return parts[0]
        default: return .sequence(parts)
        }
    }

    /// One atom, or nil for a group that only sets flags (`(?i)`).
    private mutating func parseAtom() throws(PatternSyntaxError) -> PatternNode? {
        let scalar = scalars[index]
        switch scalar {
        case "(":
            return try parseGroup()
        case "[":
            return .scalars(try parseClass())
        case ".":
            index += 1
            return .scalars(flags.dotAll ? .all : ScalarSet(0x0A).inverted())
        case "^":
            index += 1
            return .assertion(flags.multiLine ? .lineStart : .textStart)
        case "$":
            index += 1
            return .assertion(flags.multiLine ? .lineEnd : .textEnd)
        case "\\":
            return try parseEscape()
        case "*", "+", "?":
            throw invalid("missing argument to repetition operator \(scalar)")
        case "{" where repetitionCount() != nil:
            throw invalid("missing argument to repetition operator {")
        default:
            index += 1
            return literal(scalar.value)
        }
    }

    /// The scalar `value` as a node, case-folded under the `i` flag.
    func literal(_ value: UInt32) -> PatternNode {
        let set = ScalarSet(value)
        return .scalars(flags.caseless ? set.caseFolded() : set)
    }

    /// `(` at the cursor: a group, a named group, or flags for the rest of the group around
    /// it (then nil).
    private mutating func parseGroup() throws(PatternSyntaxError) -> PatternNode? {
        let open = index
        index += 1
        let saved = flags
        if peek == "?" {
            index += 1
            if peek == "P" || (peek == "<" && peek(1) != "=" && peek(1) != "!") {
                try parseGroupName(open: open)
            } else if try parseFlags(open: open) {
                return nil
            }
        }
        depth += 1
        guard depth <= Self.depthLimit else { throw invalid("expression nests too deeply", at: open) }
        let node = try parseChoice()
        depth -= 1
        guard peek == ")" else { throw invalid("missing closing )", at: open) }
        index += 1
        flags = saved
        return node
    }

    /// `P<name>` or `<name>` after `(?`: a named group (its name is not kept).
    private mutating func parseGroupName(open: Int) throws(PatternSyntaxError) {
        if peek == "P" { index += 1 }
        guard peek == "<" else { throw invalid("invalid named capture", at: open) }
        index += 1
        let nameStart = index
        while let scalar = peek, scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
            index += 1
        }
        guard index > nameStart, peek == ">" else { throw invalid("invalid named capture", at: open) }
        index += 1
    }

    /// Flags after `(?` (`i`, `-s`, `im:`): true when they end the group (`)`), setting
    /// them for the rest of the group around it; false when a group follows (`:`), for
    /// which they are set.
    private mutating func parseFlags(open: Int) throws(PatternSyntaxError) -> Bool {
        var negated = false, sawFlag = false
        while let scalar = peek {
            index += 1
            switch scalar {
            case "i": flags.caseless = !negated
            case "m": flags.multiLine = !negated
            case "s": flags.dotAll = !negated
            case "U": flags.ungreedy = !negated
            case "-":
                guard !negated else { throw invalid("invalid or unsupported Perl syntax", at: open) }
                negated = true
                sawFlag = false
                continue
            case ")", ":":
                guard sawFlag || (!negated && scalar == ":") else { throw invalid("invalid or unsupported Perl syntax", at: open) }
                return scalar == ")"
            default:
                throw invalid("invalid or unsupported Perl syntax", at: open)
            }
            sawFlag = true
        }
        throw invalid("missing closing )", at: open)
    }
}
