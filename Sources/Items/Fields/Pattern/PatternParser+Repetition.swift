extension PatternParser {
    /// `atom` with the repetition after it, if any (`*`, `+?`, `{2,5}`); a second one
    /// right after (`a**`) is an error, as in Go.
    mutating func parseRepetitions(of atom: PatternNode, startingAt start: Int) throws(PatternSyntaxError) -> PatternNode {
        guard let (minimum, maximum) = repetition() else { return atom }
        var greedy = true
        if peek == "?" {
            index += 1
            greedy = false
        }
        if flags.ungreedy { greedy.toggle() }
        let operatorEnd = index
        if repetition() != nil { throw invalid("invalid nested repetition operator", at: operatorEnd) }
        if let maximum, maximum < minimum { throw invalid("invalid repeat count", at: start) }
        guard minimum <= Self.repeatLimit, (maximum ?? 0) <= Self.repeatLimit else { throw invalid("invalid repeat count", at: start) }
        if case .empty = atom { return atom }
        return .repetition(atom, minimum: minimum, maximum: maximum, greedy: greedy)
    }

    /// The repetition operator at the cursor, moving past it: its least and most counts
    /// (nil: no limit); nil when there is none.
    private mutating func repetition() -> (Int, Int?)? {
        switch peek {
        case "*": index += 1; return (0, nil)
        case "+": index += 1; return (1, nil)
        case "?": index += 1; return (0, 1)
        case "{":
            guard let (minimum, maximum, length) = repetitionCount() else { return nil }
            index += length
            return (minimum, maximum)
        default: return nil
        }
    }

    /// `{m}`, `{m,}` or `{m,n}` at the cursor, without moving: the counts and the length;
    /// nil when `{` starts none (then it is a literal).
    func repetitionCount() -> (Int, Int?, Int)? {
        var offset = 1
        func number() -> Int? {
            var value: Int?
            while let digit = peek(offset), ("0"..."9").contains(digit) {
                value = min((value ?? 0) * 10 + Int(digit.value - 0x30), 1_000_000)
                offset += 1
            }
            return value
        }
        guard let minimum = number() else { return nil }
        var maximum: Int? = minimum
        if peek(offset) == "," {
            offset += 1
            maximum = number()
        }
        guard peek(offset) == "}" else { return nil }
        return (minimum, maximum, offset + 1)
    }
}
