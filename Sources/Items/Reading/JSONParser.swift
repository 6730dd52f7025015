/// A JSON parser over UTF-8 bytes that reports where it failed.
///
/// Full RFC 8259 grammar: objects, arrays, strings with every escape (surrogate pairs
/// joined; a lone surrogate becomes U+FFFD), numbers, `true`, `false`, `null`. It is
/// iterative, so deep nesting cannot overflow the stack; nesting past ``maxDepth`` is an
/// error. Invalid UTF-8 inside strings is decoded with replacement (U+FFFD).
///
///     let value = try JSONParser.parse(Array(#"{"name": "Flat white"}"#.utf8))
///
/// - Complexity: O(*n*) in the number of bytes.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maxDepth = 512

    /// What the parser says when there is more than whitespace after the value.
    public static let defaultTrailingMessage = "unexpected content after JSON value"

    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.index = 0
    }

    /// Parses `bytes` as one JSON value surrounded by optional whitespace.
    ///
    /// - Parameter trailingMessage: the message when something follows the value.
    /// - Throws: ``JSONSyntaxError`` with the byte offset of the problem.
    public static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        trailingMessage: String = defaultTrailingMessage
    ) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw JSONSyntaxError(offset: parser.index, message: trailingMessage)
        }
        return value
    }

    /// Parses `bytes` as one JSON value, like the `UnsafeBufferPointer` variant.
    public static func parse(
        _ bytes: [UInt8],
        trailingMessage: String = defaultTrailingMessage
    ) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(JSONSyntaxError) {
                return .success(try parse(buffer, trailingMessage: trailingMessage))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// An array or object still open, with what it holds so far. Frames are changed in
    /// place on the stack (never copied out and back), so appending a member is O(1).
    private struct Frame {
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [JSONValue.Member] = []
        /// The key of the member whose value is being parsed (objects only).
        var key = ""
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        var stack: [Frame] = []
        var value: JSONValue
        nextValue: while true {
            skipWhitespace()
            guard index < bytes.count else { throw failure("expected a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard stack.count < Self.maxDepth else { throw tooDeep() }
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    index += 1
                    value = .object([])
                } else {
                    let key = try parseKey(expecting: "expected a string key or '}'")
                    stack.append(Frame(isObject: true, key: key))
                    continue nextValue
                }
            case UInt8(ascii: "["):
                guard stack.count < Self.maxDepth else { throw tooDeep() }
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    index += 1
                    value = .array([])
                } else {
                    stack.append(Frame(isObject: false))
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            case UInt8(ascii: "t"):
                try parseLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try parseLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try parseLiteral("null")
                value = .null
            default:
                throw failure("expected a value")
            }
            // A value is complete: hand it to the enclosing containers until one wants more.
            while !stack.isEmpty {
                skipWhitespace()
                let top = stack.count - 1
                if stack[top].isObject {
                    stack[top].members.append(JSONValue.Member(stack[top].key, value))
                    if peek(UInt8(ascii: ",")) {
                        index += 1
                        skipWhitespace()
                        stack[top].key = try parseKey(expecting: "expected a string key")
                        continue nextValue
                    }
                    guard peek(UInt8(ascii: "}")) else { throw failure("expected ',' or '}' after object member") }
                    index += 1
                    value = .object(stack.removeLast().members)
                } else {
                    stack[top].elements.append(value)
                    if peek(UInt8(ascii: ",")) {
                        index += 1
                        continue nextValue
                    }
                    guard peek(UInt8(ascii: "]")) else { throw failure("expected ',' or ']' after array element") }
                    index += 1
                    value = .array(stack.removeLast().elements)
                }
            }
            return value
        }
    }

    /// A member's key and the colon after it.
    private mutating func parseKey(expecting message: String) throws(JSONSyntaxError) -> String {
        guard peek(UInt8(ascii: "\"")) else { throw failure(message) }
        let key = try parseString()
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else { throw failure("expected ':' after object key") }
        index += 1
        return key
    }

    private mutating func parseLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let start = index
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count {
            guard start + offset < bytes.count, bytes[start + offset] == expected[offset] else {
                index = start
                throw failure("expected a value")
            }
        }
        index = start + count
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
        } else {
            guard skipDigits() else { throw failure("expected a digit in number") }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard skipDigits() else { throw failure("expected a digit after '.' in number") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard skipDigits() else { throw failure("expected a digit in exponent") }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Skips ASCII digits; whether there was at least one.
    private mutating func skipDigits() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        return index > start
    }

    @inline(__always)
    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// An error at the current byte; at the end of input the message says so.
    private func failure(_ message: String) -> JSONSyntaxError {
        if index >= bytes.count {
            return JSONSyntaxError(offset: index, message: "unexpected end of input, " + message)
        }
        return JSONSyntaxError(offset: index, message: message)
    }

    private func tooDeep() -> JSONSyntaxError {
        JSONSyntaxError(offset: index, message: "nesting deeper than \(Self.maxDepth) levels")
    }
}

/// A JSON syntax error at a byte offset of the parsed buffer; the reader turns the offset
/// into a line and column.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}
