/// A user-perceived character (a grapheme cluster) ready for a terminal: one or more
/// glyphs that wrapping and truncation never split.
///
/// Usually one glyph. A cluster whose code points each take columns (an Indic consonant
/// with a spacing vowel sign) is several glyphs, one per cell, just as ncursesw places them;
/// so is an emoji sequence on a terminal that draws it part by part (`👍` and `🏽`, see
/// ``ClusterWidths``); a control or format character becomes several visible glyphs (`␛`,
/// `^[` or `<U+202E>`).
public struct Grapheme: Hashable, Sendable {
    /// The first glyph, kept in place: a grapheme of one glyph allocates nothing.
    private let first: Glyph?
    /// The number of the glyphs after the first in ``GlyphSequences``; 0 when there are
    /// none (rarely any). A number rather than an array keeps a grapheme a plain value.
    private let restNumber: UInt32
    /// Columns taken on screen: the sum of the glyphs' widths.
    public let width: Int

    init(_ glyphs: [Glyph]) {
        first = glyphs.first
        restNumber = glyphs.count > 1 ? GlyphSequences.number(of: Array(glyphs.dropFirst())) : 0
        width = glyphs.reduce(0) { $0 + $1.width }
    }

    init(_ glyph: Glyph) {
        first = glyph
        restNumber = 0
        width = glyph.width
    }

    /// The glyphs, in order, one per run of cells.
    public var glyphs: Glyphs { Glyphs(first: first, rest: restNumber == 0 ? [] : GlyphSequences.glyphs(number: restNumber)) }

    /// The glyph when the grapheme is exactly one (almost always), else nil.
    var onlyGlyph: Glyph? { restNumber == 0 ? first : nil }

    /// Whether this is a plain space or tab, where word wrap may break a line.
    public var isWhitespace: Bool { restNumber == 0 && first?.asciiValue == UInt8(ascii: " ") }

    /// The glyphs of a grapheme, in order.
    public struct Glyphs: RandomAccessCollection, Hashable, Sendable {
        fileprivate let first: Glyph?
        fileprivate let rest: [Glyph]

        public var startIndex: Int { 0 }
        public var endIndex: Int { first == nil ? 0 : rest.count + 1 }

        public subscript(position: Int) -> Glyph {
            precondition(position >= 0 && position < endIndex, "glyph index out of range")
            return position == 0 ? first! : rest[position - 1]
        }
    }
}
