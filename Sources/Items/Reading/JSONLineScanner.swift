import Glibc

/// A fast first look at a JSON Lines record: when the line is a flat object of plain
/// strings (no escapes, nothing nested), it finds the name, summary and image as byte
/// ranges without building a ``JSONValue``. Anything else — an escape, a number, a nested
/// value, a field beyond those three, a syntax error — is left to ``JSONParser``, which
/// also gives the exact error positions.
///
///     let scanner = JSONLineScanner(mapping: .standard)
///     scanner?.scan(line)   // .record(source: 0..<30, name: 9..<19, summary: nil, image: nil)
struct JSONLineScanner: Sendable {
    /// What a line holds, as far as the scanner can tell.
    enum Outcome: Equatable {
        /// Only whitespace: no record.
        case blank
        /// A simple record: the object's range (trimmed) and its fields' ranges in the line.
        case record(source: Range<Int>, name: Range<Int>, summary: Range<Int>?, image: Range<Int>?)
        /// Needs the full parser.
        case needsParser
    }

    private let nameKey: Key
    private let summaryKey: Key
    private let imageKey: Key
    /// Keys whose presence makes the item more than a name, summary and image.
    private let otherFieldKeys: [Key]
    /// Whether the name, summary or image key is also one of `otherFieldKeys` (a mapping
    /// such as `--name-field tags`), so a record holding it needs the parser.
    private let mappedKeyIsOther: (name: Bool, summary: Bool, image: Bool)

    /// A scanner for `mapping`, or nil when its paths need the full parser (dotted paths).
    init?(mapping: FieldMapping) {
        let direct = [mapping.name, mapping.summary, mapping.image]
        guard direct.allSatisfy({ !$0.isEmpty && !$0.contains(".") }) else { return nil }
        nameKey = Key(mapping.name)
        summaryKey = Key(mapping.summary)
        imageKey = Key(mapping.image)
        let others = [mapping.detail, mapping.label].map { String($0.split(separator: ".", omittingEmptySubsequences: false).first ?? "") }
            + ["icon", "time", "currency", "tags", "amount"]
        otherFieldKeys = others.map(Key.init)
        mappedKeyIsOther = (others.contains(mapping.name), others.contains(mapping.summary), others.contains(mapping.image))
    }

    /// A key to look for, with its first eight bytes as one word so most comparisons are
    /// a length check and one load.
    struct Key: Sendable {
        let bytes: [UInt8]
        /// The first eight bytes (zero-padded), little-endian.
        let head: UInt64
        /// The bits of `head` that hold key bytes.
        let headMask: UInt64

        init(_ text: String) {
            bytes = Array(text.utf8)
            var head: UInt64 = 0
            for (offset, byte) in bytes.prefix(8).enumerated() { head |= UInt64(byte) << (8 * offset) }
            self.head = head
            headMask = bytes.count >= 8 ? .max : (1 << (8 * bytes.count)) - 1
        }

        /// Whether `line[range]` holds this key's bytes.
        @inline(__always)
        func matches(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
            guard range.count == bytes.count else { return false }
            guard range.lowerBound + 8 <= line.count, let base = line.baseAddress else {
                return bytes.withUnsafeBufferPointer { $0.elementsEqual(UnsafeBufferPointer(rebasing: line[range])) }
            }
            let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
            guard word & headMask == head else { return false }
            guard bytes.count > 8 else { return true }
            return bytes.withUnsafeBufferPointer { key in
                memcmp(key.baseAddress! + 8, base + range.lowerBound + 8, key.count - 8) == 0
            }
        }
    }

    /// The bytes of `word` that are `"`, `\\` or below 0x20, each marked by its top bit; the
    /// lowest marked byte is exact (bit tricks on eight bytes, little-endian).
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let below0x20 = word &- ones &* 0x20
        return ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | below0x20 & ~word) & highs
    }

    /// Looks at one line (without its line ending).
    ///
    /// - Complexity: O(*n*) in the line's length.
    func scan(_ line: UnsafeBufferPointer<UInt8>) -> Outcome {
        let count = line.count
        var index = 0
        @inline(__always) func skipWhitespace() {
            while index < count {
                let byte = line[index]
                // Most bytes here are the next token, above the space: one comparison.
                guard byte <= 0x20, byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A else { return }
                index += 1
            }
        }
        /// The contents of the plain string starting at `index` (a quote), moving past it.
        @inline(__always) func plainString() -> Range<Int>? {
            guard index < count, line[index] == UInt8(ascii: "\"") else { return nil }
            let start = index + 1
            var end = start
            // Eight bytes at a time; the first quote, backslash or control character ends it.
            if let base = line.baseAddress {
                let raw = UnsafeRawPointer(base)
                while end + 8 <= count {
                    let special = Self.specialBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)))
                    if special != 0 {
                        end += special.trailingZeroBitCount >> 3
                        guard line[end] == UInt8(ascii: "\"") else { return nil }
                        index = end + 1
                        return start..<end
                    }
                    end += 8
                }
            }
            while end < count {
                let byte = line[end]
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
                end += 1
            }
            guard end < count else { return nil }
            index = end + 1
            return start..<end
        }
        skipWhitespace()
        guard index < count else { return .blank }
        guard line[index] == UInt8(ascii: "{") else { return .needsParser }
        let start = index
        index += 1
        var name: Range<Int>?, summary: Range<Int>?, image: Range<Int>?
        while true {
            skipWhitespace()
            guard let key = plainString() else { return .needsParser }
            skipWhitespace()
            guard index < count, line[index] == UInt8(ascii: ":") else { return .needsParser }
            index += 1
            skipWhitespace()
            guard let value = plainString() else { return .needsParser }
            var mapped = false
            if nameKey.matches(line, key) {
                if mappedKeyIsOther.name { return .needsParser }
                if name == nil { name = value }
                mapped = true
            }
            if summaryKey.matches(line, key) {
                if mappedKeyIsOther.summary { return .needsParser }
                if summary == nil { summary = value }
                mapped = true
            }
            if imageKey.matches(line, key) {
                if mappedKeyIsOther.image { return .needsParser }
                if image == nil { image = value }
                mapped = true
            }
            if !mapped, otherFieldKeys.contains(where: { $0.matches(line, key) }) { return .needsParser }
            skipWhitespace()
            guard index < count else { return .needsParser }
            if line[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard line[index] == UInt8(ascii: "}") else { return .needsParser }
            index += 1
            break
        }
        let end = index
        skipWhitespace()
        guard index == count, let name, !name.isEmpty else { return .needsParser }
        return .record(source: start..<end, name: name, summary: summary, image: image)
    }
}
