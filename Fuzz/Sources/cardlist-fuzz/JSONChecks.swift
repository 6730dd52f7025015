import CardListCore
import Foundation
import Items

/// The JSON parser against Foundation's `JSONSerialization`: on an input both accept they
/// must read the same value, and what Foundation accepts the parser must accept too. The
/// compact re-encoding of a parsed value must parse back to the same value. A JSON array
/// input is also decoded into items whole and in chunks.
enum JSONChecks {
    static func run(_ input: [UInt8]) {
        let ours = try? JSONParser.parse(input)
        if let ours {
            let again = try? JSONParser.parse(Array(ours.encoded().utf8))
            precondition(again == ours, "the encoded value does not parse back to itself")
        }
        compareWithFoundation(input, ours: ours)
        DecoderChecks.run(input, format: .json)
    }

    private static func compareWithFoundation(_ input: [UInt8], ours: JSONValue?) {
        let reference = try? JSONSerialization.jsonObject(with: Data(input), options: [.fragmentsAllowed])
        // Foundation also reads UTF-16 and UTF-32 (told by NUL bytes), skips a byte order
        // mark and may nest deeper; any UTF-8 JSON it takes, the parser must take too.
        let isPlainUTF8 = !input.contains(0) && String(validating: input, as: UTF8.self) != nil
            && !input.starts(with: [0xEF, 0xBB, 0xBF])
        switch (ours, reference) {
        case let (ours?, reference?):
            precondition(same(ours, reference), "the parser and JSONSerialization read different values")
        case (nil, let reference?) where isPlainUTF8 && hasTrailingComma(input):
            // Foundation takes a comma before `]` or `}` (a JSON5 leniency); strict JSON does
            // not. Without those commas the parser must read what Foundation read.
            let strict = try? JSONParser.parse(withoutTrailingCommas(input))
            precondition(strict.map { same($0, reference) } ?? (nesting(input) >= JSONParser.maxDepth),
                         "JSONSerialization reads a trailing comma's input differently")
        case (nil, _?):
            precondition(!isPlainUTF8 || nesting(input) >= JSONParser.maxDepth, "JSONSerialization accepts what the parser refuses")
        default:
            break
        }
    }

    /// Whether `input` has a comma followed, after any whitespace, by `]` or `}` outside strings.
    private static func hasTrailingComma(_ input: [UInt8]) -> Bool {
        withoutTrailingCommas(input).count != input.count
    }

    /// `input` with every comma that a closing bracket follows (outside strings) removed.
    private static func withoutTrailingCommas(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var inString = false, escaped = false
        var pendingComma: Int? = nil  // index in `output` of a comma seen outside strings
        for byte in input {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                output.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let comma = pendingComma { output.remove(at: comma); pendingComma = nil }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                break
            case UInt8(ascii: ","):
                pendingComma = output.count
            case UInt8(ascii: "\""):
                inString = true; pendingComma = nil
            default:
                pendingComma = nil
            }
            output.append(byte)
        }
        return output
    }

    /// The deepest bracket nesting in `input` (strings not excluded: an upper bound).
    private static func nesting(_ input: [UInt8]) -> Int {
        var depth = 0, deepest = 0
        for byte in input {
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1; deepest = max(deepest, depth) }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { depth -= 1 }
        }
        return deepest
    }

    /// Whether a parsed value and Foundation's object mean the same.
    private static func same(_ ours: JSONValue, _ reference: Any) -> Bool {
        switch ours {
        case .null:
            return reference is NSNull
        case .bool(let flag):
            return (reference as? NSNumber)?.boolValue == flag
        case .number(let text):
            guard let number = reference as? NSNumber, let value = Double(text) else { return false }
            let other = number.doubleValue
            if value == other { return true }
            return abs(value - other) <= 1e-9 * max(abs(value), abs(other))
        case .string(let string):
            guard let other = reference as? String else { return false }
            // Lone surrogates: the parser writes U+FFFD, Foundation may keep something else.
            return string.unicodeScalars.elementsEqual(other.unicodeScalars)
                || withoutByteOrderMarks(string) == withoutByteOrderMarks(other)
                || string.contains("\u{FFFD}")
        case .array(let elements):
            guard let others = reference as? [Any], others.count == elements.count else { return false }
            return zip(elements, others).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let others = reference as? [String: Any] else { return false }
            let hasReplacement = members.contains { $0.key.contains("\u{FFFD}") }
            // Keys are compared without byte order marks (see below). With duplicate keys the
            // two keep different members; only the numbers of distinct keys compare.
            let keys = Set(members.map { withoutByteOrderMarks($0.key) })
            guard keys.count == members.count else {
                return keys.count == Set(others.keys.map(withoutByteOrderMarks)).count || hasReplacement
            }
            guard others.count == members.count else { return hasReplacement }
            var othersByKey: [[Unicode.Scalar]: Any] = [:]
            for (key, value) in others { othersByKey[withoutByteOrderMarks(key)] = value }
            return members.allSatisfy { member in
                guard let other = othersByKey[withoutByteOrderMarks(member.key)] else { return member.key.contains("\u{FFFD}") }
                return same(member.value, other)
            }
        }
    }

    /// `text` without any U+FEFF. JSON keeps a byte order mark inside a string (the parser
    /// does), while Foundation drops one that begins any run of plain characters: at the
    /// string's start or right after an escape such as `\n` or `\"`.
    private static func withoutByteOrderMarks(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0 != "\u{FEFF}" }
    }
}
