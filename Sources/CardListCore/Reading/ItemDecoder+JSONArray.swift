/// Where the cut into array elements stands, carried across chunks. It only tracks
/// strings and bracket depth to find each top-level `,` and `]`; the parser checks the
/// element itself.
struct JSONArrayScan: Sendable {
    enum Phase: Sendable { case beforeOpen, inArray, closed }
    var phase = Phase.beforeOpen
    var depth = 0
    var inString = false
    var escaped = false
    var elementCount = 0
}

extension ItemDecoder {
    /// A JSON array: each top-level element is parsed once its `,` or `]` has arrived.
    mutating func decodeArray(final: Bool, into items: inout ItemSegment) throws(InputError) {
        var index = scanIndex
        while index < pending.count {
            let byte = pending[index]
            switch array.phase {
            case .beforeOpen, .closed:
                if Self.isJSONWhitespace(byte) {
                    index += 1
                    consume(upTo: index)
                    continue
                }
                guard array.phase == .beforeOpen, byte == UInt8(ascii: "[") else {
                    let message = array.phase == .closed
                        ? "unexpected content after the JSON array"
                        : "expected '[' at the start of a JSON array" + Self.jsonArrayHint(pending[index...])
                    throw error(at: position(of: index), message)
                }
                array.phase = .inArray
                index += 1
                consume(upTo: index)
            case .inArray:
                if array.inString {
                    if array.escaped {
                        array.escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        array.escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        array.inString = false
                    }
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    array.inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    array.depth += 1
                case UInt8(ascii: "]") where array.depth == 0:
                    try decodeElement(endingAt: index, closing: true, into: &items)
                    array.phase = .closed
                    consume(upTo: index + 1)
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    array.depth = max(0, array.depth - 1)
                case UInt8(ascii: ",") where array.depth == 0:
                    try decodeElement(endingAt: index, closing: false, into: &items)
                    consume(upTo: index + 1)
                default:
                    break
                }
                index += 1
            }
        }
        scanIndex = index
        if final, array.phase == .inArray {
            try decodeElement(endingAt: nil, closing: false, into: &items)
        }
    }

    /// What to add when a JSON array input starts with `rest` instead of `[`: a lone `{`
    /// on its line opens an object spread over several lines (whose items may be an array
    /// inside it), an object on one line is JSON Lines, anything else plain text.
    ///
    /// - Complexity: O(*n*) in the first line of `rest`.
    static func jsonArrayHint(_ rest: ArraySlice<UInt8>) -> String {
        guard rest.first == UInt8(ascii: "{") else { return " (this looks like plain text; use --input lines)" }
        let line = rest.dropFirst().prefix { $0 != 0x0A }
        if line.count < rest.count - 1, line.allSatisfy(isJSONWhitespace) {
            return " (this is a JSON object, not an array; name the array of items inside it with --items-path)"
        }
        return " (this looks like JSON Lines; use --input jsonl)"
    }

    /// Parses the element in `pending[consumed..<end]`; `end` nil means the input ended there.
    private mutating func decodeElement(endingAt delimiter: Int?, closing: Bool, into items: inout ItemSegment) throws(InputError) {
        let end = delimiter ?? pending.count
        let span = pending[consumed..<end]
        guard let first = span.firstIndex(where: { !Self.isJSONWhitespace($0) }),
              let last = span.lastIndex(where: { !Self.isJSONWhitespace($0) })
        else {
            if closing, array.elementCount == 0 { return }
            let expected = array.elementCount == 0 ? "expected a value or ']'" : "expected a value"
            throw error(at: position(of: end), delimiter == nil ? "unexpected end of input, " + expected : expected)
        }
        array.elementCount += 1
        let element = pending[first...last]
        let parsed: Result<JSONValue, JSONSyntaxError> = element.withUnsafeBufferPointer { buffer in
            do throws(JSONSyntaxError) {
                return .success(try JSONParser.parse(buffer, trailingMessage: "expected ',' or ']' after array element"))
            } catch {
                return .failure(error)
            }
        }
        switch parsed {
        case .failure(var syntax):
            // The element was cut at a delimiter, not at the end of the input.
            let prefix = "unexpected end of input, "
            if delimiter != nil, syntax.offset == element.count, syntax.message.hasPrefix(prefix) {
                syntax.message.removeFirst(prefix.count)
                syntax.offset = end - first
            }
            throw error(at: position(of: first + syntax.offset), syntax.message)
        case .success(let value):
            if delimiter == nil {
                throw error(at: position(of: end), "unexpected end of input, expected ',' or ']' after array element")
            }
            let source = Array(element)
            let mapping = mapping
            try append(atOffset: first, to: &items) { index throws(InvalidRecord) in
                try ItemBuilder.item(from: value, mapping: mapping, source: source, position: index)
            }
        }
    }
}
