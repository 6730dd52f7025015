import Items
import Search

/// An item's name as the jump compares it: folded like ``NameFolding`` (case and accents),
/// read straight from a segment's bytes when the name is ASCII.
struct FoldedName {
    /// The name's bytes when they are ASCII (compared lower-cased), else nil.
    let ascii: UnsafeBufferPointer<UInt8>?
    /// The folded bytes of a non-ASCII name.
    let folded: [UInt8]

    /// The folded form of the UTF-8 `name`; only valid while `name`'s memory is (use it
    /// inside ``ItemSegment/withFoldedName(of:_:)``).
    init(_ name: UnsafeBufferPointer<UInt8>) {
        if ByteMatcher.isASCII(name) {
            ascii = name
            folded = []
        } else {
            ascii = nil
            folded = NameFolding.foldedBytes(String(decoding: name, as: UTF8.self))
        }
    }

    /// The number of folded bytes.
    var count: Int { ascii?.count ?? folded.count }

    /// The folded byte at `offset`.
    @inline(__always)
    subscript(offset: Int) -> UInt8 {
        if let ascii { return ByteMatcher.lower(ascii[offset]) }
        return folded[offset]
    }

    /// Folded bytes `4 × level ..< 4 × level + 4`, big-endian, zero-padded past the end:
    /// sorting by these level by level sorts names.
    func key(atLevel level: Int) -> UInt32 {
        var key: UInt32 = 0
        for offset in 4 * level..<4 * level + 4 {
            key = key << 8 | UInt32(offset < count ? self[offset] : 0)
        }
        return key
    }

    /// Folded bytes `8 × level ..< 8 × level + 8`, big-endian, zero-padded past the end.
    func wideKey(atLevel level: Int) -> UInt64 {
        UInt64(key(atLevel: 2 * level)) << 32 | UInt64(key(atLevel: 2 * level + 1))
    }

    /// Whether the folded name starts with `prefix` (folded bytes).
    func hasPrefix(_ prefix: [UInt8]) -> Bool {
        guard prefix.count <= count else { return false }
        for offset in prefix.indices where self[offset] != prefix[offset] { return false }
        return true
    }

    /// Compares the folded name with `other` from byte `start` on: negative, zero or positive.
    func compare(with other: FoldedName, from start: Int = 0) -> Int {
        let common = min(count, other.count)
        var offset = start
        while offset < common {
            let lhs = self[offset], rhs = other[offset]
            if lhs != rhs { return lhs < rhs ? -1 : 1 }
            offset += 1
        }
        return count - other.count
    }

    /// Compares the folded name with the folded bytes `key`: negative, zero or positive.
    func compare(with key: [UInt8]) -> Int {
        let common = min(count, key.count)
        for offset in 0..<common {
            let lhs = self[offset], rhs = key[offset]
            if lhs != rhs { return lhs < rhs ? -1 : 1 }
        }
        return count - key.count
    }
}

extension ItemSegment {
    /// Calls `body` with the folded name of item `index`.
    func withFoldedName<Result>(of index: Int, _ body: (FoldedName) -> Result) -> Result {
        let span = spans(of: index).name
        let bytes = span.isSide ? side : sources
        return bytes.withUnsafeBufferPointer { buffer in
            let name = span.isSet ? UnsafeBufferPointer(rebasing: buffer[span.range]) : UnsafeBufferPointer(rebasing: buffer[0..<0])
            return body(FoldedName(name))
        }
    }
}

extension ItemSegment {
    /// The first item in `items` whose folded name starts with `key` (folded bytes).
    ///
    /// - Complexity: O(*n*) in the items; a name whose first byte is ASCII and cannot
    ///   start the key is passed over without folding.
    func firstIndex(withFoldedPrefix key: [UInt8], in items: Range<Int>) -> Int? {
        guard let first = key.first else { return items.first }
        return sources.withUnsafeBufferPointer { sources in
            side.withUnsafeBufferPointer { side in
                for index in items {
                    let span = spans(of: index).name
                    guard span.isSet, span.length > 0 else { continue }
                    let bytes = span.isSide ? side : sources
                    let lead = bytes[span.offset]
                    // An ASCII first character folds to itself lower-cased.
                    if lead < 0x80, ByteMatcher.lower(lead) != first { continue }
                    if FoldedName(UnsafeBufferPointer(rebasing: bytes[span.range])).hasPrefix(key) { return index }
                }
                return nil
            }
        }
    }
}

extension ItemStore {
    /// Calls `body` with the folded name of item `index` (which must exist).
    func withFoldedName<Result>(of index: Int, _ body: (FoldedName) -> Result) -> Result {
        let (segment, local) = locate(index)
        return segments[segment].withFoldedName(of: local, body)
    }

    /// The first item in `items` whose folded name starts with the folded `prefix`, by a
    /// scan of the stored bytes (the jump's fallback while the name index is being built).
    ///
    /// - Complexity: O(*n*) in the items scanned; ASCII names are compared in place.
    public func firstItem(withFoldedPrefix prefix: String, in items: Range<Int>) -> Int? {
        let key = Array(prefix.utf8)
        let items = items.clamped(to: indices)
        guard !items.isEmpty else { return nil }
        var segmentIndex = locate(items.lowerBound).segment
        while segmentIndex < segments.count {
            let segment = segments[segmentIndex]
            let base = firstIndex(ofSegment: segmentIndex)
            guard base < items.upperBound else { return nil }
            let local = max(0, items.lowerBound - base)..<min(segment.count, items.upperBound - base)
            if let found = segment.firstIndex(withFoldedPrefix: key, in: local) { return base + found }
            segmentIndex += 1
        }
        return nil
    }
}
