/// ``Matcher`` over stored bytes: tests items in an ``ItemSegment`` without building
/// strings, with the same answers as `Matcher.matches(ItemText.haystack(of: item))`.
///
/// ASCII text takes a fast path that compares lower-cased bytes; a name or summary with
/// any non-ASCII byte is folded as a string (accents and all), as ``Matcher`` does.
struct ByteMatcher: Sendable {
    let matcher: Matcher
    /// The query's folded words as UTF-8, longest first (it fails soonest).
    let words: [[UInt8]]
    /// Whether every word is ASCII (otherwise an ASCII haystack cannot hold them all).
    let wordsAreASCII: Bool

    init(_ matcher: Matcher) {
        self.matcher = matcher
        words = matcher.words.map { Array($0.utf8) }.sorted { $0.count > $1.count }
        wordsAreASCII = words.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
    }

    /// Whether item `index` of `segment` holds every word in its name or summary.
    ///
    /// - Complexity: O(*n* × *w*) for *n* bytes of text and *w* words.
    func matches(_ index: Int, in segment: ItemSegment) -> Bool {
        guard !words.isEmpty else { return true }
        let spans = segment.spans(of: index)
        let name = segment.bytes(of: spans.name)
        let summary = segment.bytes(of: spans.summary)
        let result: Bool? = name.withUnsafeBufferPointer { name in
            summary.withUnsafeBufferPointer { summary in
                guard Self.isASCII(name), Self.isASCII(summary) else { return nil }
                guard wordsAreASCII else { return false }
                return words.allSatisfy { word in
                    word.withUnsafeBufferPointer { word in
                        Self.contains(word, in: name) || Self.contains(word, in: summary)
                    }
                }
            }
        }
        if let result { return result }
        // What `ItemText.haystack(of:)` gives for the materialised item.
        let nameText = segment.name(of: index)
        guard let summaryText = segment.text(of: spans.summary), !summaryText.isEmpty else { return matcher.matches(nameText) }
        return matcher.matches(nameText + " " + summaryText)
    }

    /// Whether every byte is below 0x80, eight at a time.
    @inline(__always)
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var bits: UInt64 = 0
        while index + 8 <= bytes.count {
            bits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            bits |= UInt64(bytes[index])
            index += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    /// Whether lower-cased `haystack` contains `word` (lower-case ASCII).
    @inline(__always)
    static func contains(_ word: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = word.count
        guard length > 0 else { return true }
        guard length <= haystack.count else { return false }
        let first = word[0]
        var start = 0
        let last = haystack.count - length
        // Skip eight bytes at a time while none can start the word (either case).
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lowerPattern = ones &* UInt64(first)
        let upperPattern = ones &* UInt64(first &- 0x61 < 26 ? first - 0x20 : first)
        let raw = UnsafeRawPointer(haystack.baseAddress!)
        while start <= last {
            if start + 8 <= last + 1 {
                let block = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                if !hasZeroByte(block ^ lowerPattern), !hasZeroByte(block ^ upperPattern) {
                    start += 8
                    continue
                }
            }
            if lower(haystack[start]) == first {
                var offset = 1
                while offset < length, lower(haystack[start + offset]) == word[offset] { offset += 1 }
                if offset == length { return true }
            }
            start += 1
        }
        return false
    }

    /// Whether any byte of `value` is zero (may also say so for a byte after a zero byte).
    @inline(__always)
    static func hasZeroByte(_ value: UInt64) -> Bool {
        (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080 != 0
    }

    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
