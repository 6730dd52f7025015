/// Where one text field of a stored item lies: a range in its segment's source bytes or
/// in its side arena of unescaped text, or nowhere (the field is not set).
///
/// Eight bytes, so a million items with three fields take 24 MB of spans. The search reads
/// spans for every item, so what it reads is inlinable into the Search module.
@usableFromInline
package struct ByteSpan: Hashable, Sendable {
    /// The start offset; the top bit says the bytes are in the side arena.
    @usableFromInline package var start: UInt32
    @usableFromInline package var length: UInt32

    /// The span of a field that is not set.
    @usableFromInline package static let none = ByteSpan(start: .max, length: 0)

    @usableFromInline static let sideFlag: UInt32 = 1 << 31

    /// `length` bytes at `start` in the segment's source bytes.
    @inlinable package init(source start: Int, length: Int) {
        self.start = UInt32(truncatingIfNeeded: start) & ~Self.sideFlag
        self.length = UInt32(truncatingIfNeeded: length)
    }

    /// `length` bytes at `start` in the segment's side arena.
    package init(side start: Int, length: Int) {
        self.start = UInt32(truncatingIfNeeded: start) | Self.sideFlag
        self.length = UInt32(truncatingIfNeeded: length)
    }

    private init(start: UInt32, length: UInt32) {
        self.start = start
        self.length = length
    }

    /// Whether the field is set.
    @inlinable package var isSet: Bool { start != .max }
    /// Whether the bytes are in the side arena.
    @inlinable package var isSide: Bool { start & Self.sideFlag != 0 }
    /// The offset in the arena the span points into.
    @inlinable package var offset: Int { Int(start & ~Self.sideFlag) }
    /// The range in that arena.
    @inlinable package var range: Range<Int> { offset..<offset + Int(length) }
}

/// The text fields of one stored item that the list shows and searches.
@usableFromInline
package struct FieldSpans: Hashable, Sendable {
    @usableFromInline package var name: ByteSpan
    @usableFromInline package var summary: ByteSpan
    @usableFromInline package var image: ByteSpan

    @inlinable package init(name: ByteSpan, summary: ByteSpan, image: ByteSpan) {
        self.name = name
        self.summary = summary
        self.image = image
    }

    package static let none = FieldSpans(name: .none, summary: .none, image: .none)
}
