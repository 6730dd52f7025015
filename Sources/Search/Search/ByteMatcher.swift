/// Byte-level helpers over stored UTF-8: an ASCII test eight bytes at a time and an
/// ASCII case-insensitive substring search.
package enum ByteMatcher {
    /// Whether every byte is below 0x80, eight at a time.
    @inline(__always)
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
    package static func lower(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
