/// Reads terminal escape sequences in untrusted text: SGR colour and style codes become
/// styles, other well-formed sequences are removed, and anything malformed is left in the
/// text (where sanitising shows the escape as `␛`).
///
///     ANSIEscapes.stripped("\u{1B}[1;34mbin\u{1B}[0m/")   // "bin/"
///     Text(ansi: "\u{1B}[31mred\u{1B}[m plain")           // "red" in red, " plain"
///
/// Recognised: CSI sequences (`ESC [` parameters, intermediates, a final byte; only final
/// `m` changes the style, the rest such as `ESC[K` are dropped), OSC strings (`ESC ]` …
/// ended by BEL or `ESC \`, such as hyperlinks) and two-byte or charset escapes (`ESC ( B`).
/// A sequence cut off by the end of the text or by a byte that cannot belong to it is not
/// a sequence: its bytes stay as text.
///
/// - Complexity: O(*n*) in the bytes of the text, whatever the sequences hold.
public enum ANSIEscapes {
    /// One piece of scanned text.
    enum Token {
        /// Bytes to show, as a range of the input.
        case text(Range<Int>)
        /// An SGR sequence's parameter bytes (between `ESC [` and `m`), as a range.
        case sgr(Range<Int>)
    }

    /// The ESC byte that starts every sequence.
    public static let escape = UInt8(0x1B)

    /// `string` without its escape sequences.
    public static func stripped(_ string: String) -> String {
        guard string.utf8.contains(escape) else { return string }
        let bytes = Array(string.utf8)
        return String(decoding: strippedBytes(bytes) ?? bytes, as: UTF8.self)
    }

    /// `bytes` without escape sequences, or nil when there is nothing to remove.
    public static func strippedBytes(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        let bytes = Array(bytes)
        var result: [UInt8] = []
        let changed = bytes.withUnsafeBufferPointer { strip($0, into: &result) }
        return changed ? result : nil
    }

    /// Appends `bytes` without escape sequences to `output`; returns whether any sequence
    /// was removed (when not, `bytes` were appended unchanged).
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    @discardableResult
    public static func strip(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Bool {
        var changed = false
        var textStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == escape else { index += 1; continue }
            guard let (end, _) = sequence(in: bytes, at: index) else { index += 1; continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[textStart..<index]))
            changed = true
            index = end
            textStart = end
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[textStart..<count]))
        return changed
    }

    /// Calls `body` with the text and SGR pieces of `bytes` in order, and `removed` for
    /// every other sequence dropped.
    static func scan(_ bytes: [UInt8], _ body: (Token) -> Void, removed: () -> Void = {}) {
        bytes.withUnsafeBufferPointer { buffer in
            var textStart = 0
            var index = 0
            let count = buffer.count
            func flush(upTo end: Int) {
                if end > textStart { body(.text(textStart..<end)) }
            }
            while index < count {
                guard buffer[index] == escape else { index += 1; continue }
                guard let (end, sgr) = sequence(in: buffer, at: index) else { index += 1; continue }
                flush(upTo: index)
                if let sgr { body(.sgr(sgr)) } else { removed() }
                index = end
                textStart = end
            }
            flush(upTo: count)
        }
    }

    /// The end of the well-formed sequence starting with the ESC at `start`, and its SGR
    /// parameters when it is one; nil when no sequence starts there.
    private static func sequence(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (end: Int, sgr: Range<Int>?)? {
        let count = bytes.count
        var index = start + 1
        guard index < count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "["):
            index += 1
            let parameters = index
            while index < count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
            let parametersEnd = index
            while index < count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
            guard index < count, (0x40...0x7E).contains(bytes[index]) else { return nil }
            let isSGR = bytes[index] == UInt8(ascii: "m") && parametersEnd == index
            return (index + 1, isSGR ? parameters..<parametersEnd : nil)
        case UInt8(ascii: "]"):
            index += 1
            while index < count {
                let byte = bytes[index]
                if byte == 0x07 { return (index + 1, nil) }
                if byte == escape {
                    return index + 1 < count && bytes[index + 1] == UInt8(ascii: "\\") ? (index + 2, nil) : nil
                }
                if byte < 0x20 && byte != 0x09 { return nil }
                index += 1
            }
            return nil
        default:
            while index < count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
            guard index < count, (0x30...0x7E).contains(bytes[index]) else { return nil }
            return (index + 1, nil)
        }
    }
}
