extension PatternParser {
    /// `[` at the cursor: a class up to its `]` (`[a-z_]`, `[^,;]`, `[[:digit:]\s]`, `[]a]`).
    mutating func parseClass() throws(PatternSyntaxError) -> ScalarSet {
        let open = index
        index += 1
        let negated = peek == "^"
        if negated { index += 1 }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while true {
            guard let scalar = peek else { throw invalid("missing closing ]", at: open) }
            if scalar == "]", !first {
                index += 1
                break
            }
            first = false
            if scalar == "[", peek(1) == ":", let posix = try parsePosixClass() {
                ranges += posix.ranges
                continue
            }
            let start = index
            if scalar == "\\", let letter = peek(1), let set = try perlClass(letter, start: start) {
                index += 2
                ranges += set.ranges
                continue
            }
            let low = try parseClassScalar()
            if peek == "-", let next = peek(1), next != "]" {
                index += 1
                if next == "\\", let letter = peek(1), try perlClass(letter, start: index) != nil {
                    throw invalid("invalid character class range", at: start)
                }
                let high = try parseClassScalar()
                guard low <= high else { throw invalid("invalid character class range", at: start) }
                ranges.append(low...high)
            } else {
                ranges.append(low...low)
            }
        }
        var set = ScalarSet(ranges: ranges)
        if flags.caseless { set = set.caseFolded() }
        return negated ? set.inverted() : set
    }

    /// One scalar in a class: itself or an escape.
    private mutating func parseClassScalar() throws(PatternSyntaxError) -> UInt32 {
        let scalar = scalars[index]
        guard scalar == "\\" else {
            index += 1
            return scalar.value
        }
        let start = index
        index += 1
        return try parseEscapedScalar(start: start)
    }

    /// `[:name:]` or `[:^name:]` at the cursor, or nil (the cursor unmoved) when no `:]`
    /// follows: then `[` is a literal.
    private mutating func parsePosixClass() throws(PatternSyntaxError) -> ScalarSet? {
        var end = index + 2
        while end + 1 < scalars.count, !(scalars[end] == ":" && scalars[end + 1] == "]") { end += 1 }
        guard end + 1 < scalars.count else { return nil }
        var name = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
        let negated = name.hasPrefix("^")
        if negated { name.removeFirst() }
        guard let ranges = Self.posixClasses[name] else { throw invalid("invalid character class range", at: index) }
        index = end + 2
        let set = ScalarSet(ranges: ranges)
        return negated ? set.inverted() : set
    }

    /// The ASCII classes `[:alpha:]` and the like name.
    static let posixClasses: [String: [ClosedRange<UInt32>]] = [
        "alnum": [0x30...0x39, 0x41...0x5A, 0x61...0x7A],
        "alpha": [0x41...0x5A, 0x61...0x7A],
        "ascii": [0x00...0x7F],
        "blank": [0x09...0x09, 0x20...0x20],
        "cntrl": [0x00...0x1F, 0x7F...0x7F],
        "digit": [0x30...0x39],
        "graph": [0x21...0x7E],
        "lower": [0x61...0x7A],
        "print": [0x20...0x7E],
        "punct": [0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E],
        "space": [0x09...0x0D, 0x20...0x20],
        "upper": [0x41...0x5A],
        "word": [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A],
        "xdigit": [0x30...0x39, 0x41...0x46, 0x61...0x66],
    ]
}
