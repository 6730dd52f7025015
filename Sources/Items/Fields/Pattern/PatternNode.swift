/// A parsed regular expression (``PatternParser``'s result, ``PatternProgram``'s input).
indirect enum PatternNode: Hashable, Sendable {
    /// Matches the empty text.
    case empty
    /// One scalar from the set (a literal, a class, `.`).
    case scalars(ScalarSet)
    /// Each part in turn.
    case sequence([PatternNode])
    /// The first alternative that leads to a match (`a|b`).
    case choice([PatternNode])
    /// `node` from `minimum` to `maximum` times (nil: no limit); greedy tries more first.
    case repetition(PatternNode, minimum: Int, maximum: Int?, greedy: Bool)
    /// A condition on the position, matching no text (`^`, `$`, `\b`).
    case assertion(PatternAssertion)

    /// Whether every match of the node starts at the start of the text (`^…` without the
    /// multi-line flag), so a search need not try later positions.
    var isAnchoredAtTextStart: Bool {
        switch self {
        case .assertion(.textStart): true
        case .sequence(let parts): parts.first?.isAnchoredAtTextStart ?? false
        case .choice(let alternatives): !alternatives.isEmpty && alternatives.allSatisfy(\.isAnchoredAtTextStart)
        case .repetition(let node, let minimum, _, _): minimum > 0 && node.isAnchoredAtTextStart
        default: false
        }
    }
}

/// A condition a position meets or not, matching no text.
enum PatternAssertion: Hashable, Sendable {
    /// `^` (`\A`): the start of the text.
    case textStart
    /// `$` (`\z`): the end of the text.
    case textEnd
    /// `^` with the `m` flag: the start of the text or after a line feed.
    case lineStart
    /// `$` with the `m` flag: the end of the text or before a line feed.
    case lineEnd
    /// `\b`: between an ASCII word character and something else (or an end).
    case wordBoundary
    /// `\B`: not between an ASCII word character and something else.
    case notWordBoundary

    /// Whether the position between `previous` and `next` (bytes; nil at an end of the
    /// text) meets the condition.
    @inline(__always)
    func holds(previous: UInt8?, next: UInt8?) -> Bool {
        switch self {
        case .textStart: previous == nil
        case .textEnd: next == nil
        case .lineStart: previous == nil || previous == 0x0A
        case .lineEnd: next == nil || next == 0x0A
        case .wordBoundary: Self.isWord(previous) != Self.isWord(next)
        case .notWordBoundary: Self.isWord(previous) == Self.isWord(next)
        }
    }

    /// Whether `byte` is an ASCII word character (`[0-9A-Za-z_]`), as Go's `\b` reads one.
    @inline(__always)
    static func isWord(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
    }
}
