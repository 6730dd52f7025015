import Foundation

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

    private let nameKey: [UInt8]
    private let summaryKey: [UInt8]
    private let imageKey: [UInt8]
    /// Keys whose presence makes the item more than a name, summary and image.
    private let otherFieldKeys: [[UInt8]]

    /// A scanner for `mapping`, or nil when its paths need the full parser (dotted paths).
    init?(mapping: FieldMapping) {
        let direct = [mapping.name, mapping.summary, mapping.image]
        guard direct.allSatisfy({ !$0.isEmpty && !$0.contains(".") }) else { return nil }
        nameKey = Array(mapping.name.utf8)
        summaryKey = Array(mapping.summary.utf8)
        imageKey = Array(mapping.image.utf8)
        let others = [mapping.detail, mapping.label].map { String($0.split(separator: ".", omittingEmptySubsequences: false).first ?? "") }
            + ["icon", "time", "currency", "tags", "amount"]
        otherFieldKeys = others.map { Array($0.utf8) }
    }

    /// Whether `key` and `bytes` hold the same bytes.
    @inline(__always)
    private static func equal(_ key: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count == bytes.count else { return false }
        return key.withUnsafeBufferPointer { key in
            key.isEmpty || memcmp(key.baseAddress!, bytes.baseAddress!, key.count) == 0
        }
    }

    /// Whether any byte of `word` is `"`, `\\` or below 0x20 (bit tricks on eight bytes).
    @inline(__always)
    private static func hasSpecialByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let below0x20 = (word &- ones &* 0x20) & ~word & highs != 0
        return below0x20 || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
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
                guard byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A else { return }
                index += 1
            }
        }
        /// The contents of the plain string starting at `index` (a quote), moving past it.
        @inline(__always) func plainString() -> Range<Int>? {
            guard index < count, line[index] == UInt8(ascii: "\"") else { return nil }
            let start = index + 1
            var end = start
            // Eight bytes at a time while none is a quote, a backslash or a control character.
            if let base = line.baseAddress {
                let raw = UnsafeRawPointer(base)
                while end + 8 <= count {
                    let word = raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)
                    if Self.hasSpecialByte(word) { break }
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
            let keyBytes = UnsafeBufferPointer(rebasing: line[key])
            if otherFieldKeys.contains(where: { Self.equal($0, keyBytes) }) { return .needsParser }
            if name == nil, Self.equal(nameKey, keyBytes) { name = value }
            if summary == nil, Self.equal(summaryKey, keyBytes) { summary = value }
            if image == nil, Self.equal(imageKey, keyBytes) { image = value }
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
