import Rows

/// Text from outside (a file name, an option value) made safe to show in a message.
public enum DisplayName {
    /// How every message names standard input (`-` or no FILE): `<stdin>`, as in
    /// `<stdin>:3:17: expected ',' or '}' after object member`.
    public static let standardInput = "<stdin>"
    /// The name of the walker's input (the files listed when no input is given).
    public static let walker = "<walker>"

    /// `raw` with control and invisible characters made visible (`␛`, `<U+202E>`),
    /// through the same sanitiser that guards the cells.
    ///
    ///     DisplayName.sanitized("evil\u{1B}[2J.json")   // "evil␛[2J.json"
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public static func sanitized(_ raw: String) -> String {
        var result = ""
        result.reserveCapacity(raw.utf8.count)
        for grapheme in Grapheme.graphemes(of: raw) {
            for glyph in grapheme.glyphs { result += glyph.text }
        }
        return result
    }

    /// `raw` bytes made safe to show: valid UTF-8 as by ``sanitized(_:)``, each byte that is
    /// not valid UTF-8 as `\xE9`.
    ///
    ///     DisplayName.sanitized(bytes: Array("lat".utf8) + [0xE9] + Array(".txt".utf8))   // "lat\xE9.txt"
    public static func sanitized(bytes raw: [UInt8]) -> String {
        var result = ""
        var valid: [UInt8] = []
        var index = 0
        while index < raw.count {
            let length = validSequenceLength(raw, at: index)
            if length > 0 {
                valid += raw[index..<index + length]
                index += length
            } else {
                result += sanitized(String(decoding: valid, as: UTF8.self))
                valid.removeAll()
                let hex = String(raw[index], radix: 16, uppercase: true)
                result += "\\x" + (hex.count == 1 ? "0" : "") + hex
                index += 1
            }
        }
        return result + sanitized(String(decoding: valid, as: UTF8.self))
    }

    /// The length of the valid UTF-8 sequence at `raw[index]`, or 0 when there is none.
    private static func validSequenceLength(_ raw: [UInt8], at index: Int) -> Int {
        let lead = raw[index]
        let length: Int
        switch lead {
        case 0x00..<0x80: return 1
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return 0
        }
        guard index + length <= raw.count else { return 0 }
        return String(validating: raw[index..<index + length], as: UTF8.self) == nil ? 0 : length
    }
}
