extension JSONParser {
    /// The string starting at the opening quote under `index`; leaves `index` after the
    /// closing quote.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let opening = index
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try appendEscape(to: &buffer, stringAt: opening)
            case 0..<0x20:
                throw JSONSyntaxError(offset: index, message: "control character \(Self.codePoint(byte)) must be escaped in string")
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw JSONSyntaxError(offset: opening, message: "unterminated string")
    }

    /// Decodes the escape under `index` (at the backslash) into UTF-8.
    private mutating func appendEscape(to buffer: inout [UInt8], stringAt opening: Int) throws(JSONSyntaxError) {
        let backslash = index
        guard index + 1 < bytes.count else {
            throw JSONSyntaxError(offset: opening, message: "unterminated string")
        }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(letter)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var value = try hexQuad(escapeAt: backslash)
            if (0xD800..<0xDC00).contains(value) {
                // A high surrogate joins with a following low one; alone it is U+FFFD.
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    let save = index
                    index += 2
                    let low = try hexQuad(escapeAt: save)
                    if (0xDC00..<0xE000).contains(low) {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                        value = 0xFFFD
                    }
                } else {
                    value = 0xFFFD
                }
            } else if (0xDC00..<0xE000).contains(value) {
                value = 0xFFFD
            }
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            let shown = letter < 0x20 || letter >= 0x7F ? Self.codePoint(letter) : "'\\\(Character(Unicode.Scalar(letter)))'"
            throw JSONSyntaxError(offset: backslash, message: "invalid escape \(shown) in string")
        }
    }

    /// The four hex digits after `\u`, as a number.
    private mutating func hexQuad(escapeAt backslash: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw JSONSyntaxError(offset: backslash, message: "invalid \\u escape: expected 4 hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `U+001B` for a byte below 0x80.
    static func codePoint(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
