extension PatternParser {
    /// `\` at the cursor outside a class: an assertion, a class or one scalar.
    mutating func parseEscape() throws(PatternSyntaxError) -> PatternNode {
        let start = index
        index += 1
        guard let scalar = peek else { throw invalid("trailing backslash at end of expression", at: start) }
        switch scalar {
        case "A": index += 1; return .assertion(.textStart)
        case "z": index += 1; return .assertion(.textEnd)
        case "b": index += 1; return .assertion(.wordBoundary)
        case "B": index += 1; return .assertion(.notWordBoundary)
        case "Q": return parseQuoted()
        default: break
        }
        if let set = try perlClass(scalar, start: start) {
            index += 1
            return .scalars(set)
        }
        return literal(try parseEscapedScalar(start: start))
    }

    /// `\d \D \s \S \w \W` (ASCII, as Go's) for `letter`, or nil for another letter.
    ///
    /// - Throws: for `\p` and `\P` (Unicode classes, not supported).
    func perlClass(_ letter: Unicode.Scalar, start: Int) throws(PatternSyntaxError) -> ScalarSet? {
        let set: ScalarSet
        switch letter {
        case "d", "D": set = ScalarSet(ranges: [0x30...0x39])
        case "s", "S": set = ScalarSet(ranges: [0x09...0x0A, 0x0C...0x0D, 0x20...0x20])
        case "w", "W": set = Self.wordSet
        case "p", "P": throw PatternSyntaxError(.unsupported("a Unicode class (\\\(letter))"), column: start + 1)
        default: return nil
        }
        return ("A"..."Z").contains(letter) ? set.inverted() : set
    }

    /// `[0-9A-Za-z_]`.
    static let wordSet = ScalarSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])

    /// The scalar an escape stands for, the cursor on the letter after `\` (`start`):
    /// `\t \n \r \f \v \a`, octal `\0`, `\101`, hexadecimal `\x41`, `\x{263A}`, or
    /// punctuation standing for itself.
    mutating func parseEscapedScalar(start: Int) throws(PatternSyntaxError) -> UInt32 {
        guard let scalar = peek else { throw invalid("trailing backslash at end of expression", at: start) }
        index += 1
        switch scalar {
        case "a": return 0x07
        case "f": return 0x0C
        case "n": return 0x0A
        case "r": return 0x0D
        case "t": return 0x09
        case "v": return 0x0B
        case "0"..."7":
            // One digit other than 0 would be a back reference, which Go does not have.
            guard scalar == "0" || peek.map({ ("0"..."7").contains($0) }) == true else {
                throw invalid("invalid escape sequence \\\(scalar)", at: start)
            }
            var value = scalar.value - 0x30
            for _ in 1..<3 {
                guard let digit = peek, ("0"..."7").contains(digit) else { break }
                value = value * 8 + digit.value - 0x30
                index += 1
            }
            return value
        case "x":
            return try parseHexadecimal(start: start)
        default:
            guard scalar.isASCII, !Self.isAlphanumeric(scalar) else { throw invalid("invalid escape sequence \\\(scalar)", at: start) }
            return scalar.value
        }
    }

    /// The digits after `\x`: two, or any number in braces up to 10FFFF.
    private mutating func parseHexadecimal(start: Int) throws(PatternSyntaxError) -> UInt32 {
        func digit(_ scalar: Unicode.Scalar?) -> UInt32? {
            guard let scalar, scalar.isASCII else { return nil }
            return UInt32(String(scalar), radix: 16)
        }
        if peek == "{" {
            index += 1
            var value: UInt32 = 0, digits = 0
            while let next = digit(peek) {
                value = value * 16 + next
                digits += 1
                index += 1
                guard value <= ScalarSet.maximum else { throw invalid("invalid escape sequence \\x", at: start) }
            }
            guard digits > 0, peek == "}" else { throw invalid("invalid escape sequence \\x", at: start) }
            index += 1
            return value
        }
        guard let high = digit(peek), let low = digit(peek(1)) else { throw invalid("invalid escape sequence \\x", at: start) }
        index += 2
        return high * 16 + low
    }

    /// `\Q…\E` (the cursor on `Q`): everything up to `\E` or the end, as literals.
    private mutating func parseQuoted() -> PatternNode {
        index += 1
        var parts: [PatternNode] = []
        while let scalar = peek {
            if scalar == "\\", peek(1) == "E" {
                index += 2
                break
            }
            parts.append(literal(scalars[index].value))
            index += 1
        }
        return parts.isEmpty ? .empty : parts.count == 1 ? parts[0] : .sequence(parts)
    }

    /// Whether `scalar` is an ASCII letter or digit.
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
