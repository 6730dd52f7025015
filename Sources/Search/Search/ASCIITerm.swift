/// An ASCII fuzzy or exact term in the form the quick test on a field's bytes reads: its
/// bytes as compared, and the set of byte classes they fall in.
///
/// The quick test rules out most items that cannot match before any is decoded or scored:
/// one pass over a field gathers the classes of its bytes (``classes(of:)``), and a term
/// some of whose classes are missing cannot occur; only then are the term's bytes looked
/// for in order (``occurs(in:)``).
///
///     let term = ASCIITerm(SearchTerm("an", kind: .fuzzy))!
///     term.occurs(in: bytes("Banner"))   // true
///     term.occurs(in: bytes("Nab"))      // false: no "n" after the "a"
struct ASCIITerm {
    /// The term's bytes as a text's bytes are compared with them (lower case unless the
    /// term is case-sensitive).
    let bytes: [UInt8]
    let isCaseSensitive: Bool
    /// One bit per class (see ``classBit(_:)``) of the term's bytes.
    let classes: UInt64

    /// The quick form of `term`, or nil when the quick test does not apply to it (an
    /// excluding term, an anchored one, or one with a non-ASCII character).
    init?(_ term: SearchTerm) {
        guard !term.isInverse, term.kind == .fuzzy || term.kind == .exact, term.isASCII, !term.scalars.isEmpty else { return nil }
        bytes = term.scalars.map { UInt8($0) }
        isCaseSensitive = term.isCaseSensitive
        classes = bytes.reduce(0) { $0 | Self.classBit($1) }
    }

    /// The class bit of byte `byte`: a letter and its other case share it (so a term's
    /// folded byte and every byte folding to it do), and other bytes may share it too,
    /// which only lets more fields through to the exact test.
    @inline(__always)
    static func classBit(_ byte: UInt8) -> UInt64 {
        1 &<< UInt64((byte | 0x20) & 63)
    }

    /// The class bits of all of `bytes`, or nil when a byte is not ASCII (such text may
    /// fold to the term's characters; the quick test then lets it through).
    ///
    /// - Complexity: O(*n*) in the bytes, one pass without branches per byte: a byte's bit
    ///   is looked up, not shifted into place.
    @inline(__always)
    static func classes(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var bits: UInt64 = 0
        byteBits.withUnsafeBufferPointer { table in
            for byte in bytes { bits |= table[Int(byte)] }
        }
        return bits & nonASCIIBit == 0 ? bits : nil
    }

    /// The bit of each byte: its class bit when it is ASCII, else ``nonASCIIBit``.
    private static let byteBits: [UInt64] = (0..<256).map { $0 < 0x80 ? classBit(UInt8($0)) : nonASCIIBit }

    /// What marks a byte that is not ASCII among the class bits: bit 0, which no class
    /// takes (a class bit is 32 or more, the byte or-ed with 0x20).
    private static let nonASCIIBit: UInt64 = 1

    /// Whether the term's bytes occur in order in ASCII `bytes` (compared as the term
    /// compares: case ignored unless it is case-sensitive).
    @inline(__always)
    func occurs(in text: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { pattern in
            var next = 0
            let count = pattern.count
            if isCaseSensitive {
                for byte in text where byte == pattern[next] {
                    next += 1
                    if next == count { return true }
                }
            } else {
                for byte in text where ByteMatcher.lower(byte) == pattern[next] {
                    next += 1
                    if next == count { return true }
                }
            }
            return false
        }
    }
}
