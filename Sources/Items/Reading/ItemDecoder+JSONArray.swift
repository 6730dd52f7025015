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
    /// Blanks already read after a `{` that stands where the `[` belongs, while the rest of
    /// its line decides which hint the error gives.
    var blanksAfterBrace = 0
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
                    if array.phase == .closed {
                        throw error(at: position(of: index), "unexpected content after the JSON array")
                    }
                    // The hint reads the rest of the first line: wait for it, so that the
                    // error does not depend on where the chunks were cut.
                    guard let hint = jsonArrayHint(at: index, final: final) else {
                        scanIndex = index
                        return
                    }
                    throw error(at: position(of: index), "expected '[' at the start of a JSON array" + hint)
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

    /// What to add when a JSON array input starts with `pending[index]` instead of `[`: a
    /// lone `{` on its line opens an object spread over several lines (whose items may be an
    /// array inside it), an object on one line is JSON Lines, anything else plain text. Nil
    /// while the line after a `{` has been blank so far and more input may come.
    ///
    /// - Complexity: O(*n*) in the bytes of the line not read by an earlier call.
    mutating func jsonArrayHint(at index: Int, final: Bool) -> String? {
        guard pending[index] == UInt8(ascii: "{") else { return " (this looks like plain text; use --input lines)" }
        var next = index + 1 + array.blanksAfterBrace
        while next < pending.count {
            let byte = pending[next]
            if byte == 0x0A {
                return " (this is a JSON object, not an array; name the array of items inside it with --items-path)"
            }
            if !Self.isJSONWhitespace(byte) { return " (this looks like JSON Lines; use --input jsonl)" }
            next += 1
        }
        array.blanksAfterBrace = next - index - 1
        return final ? " (this looks like JSON Lines; use --input jsonl)" : nil
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
