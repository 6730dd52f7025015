/// The content of one screen cell (or two, for a wide character): text that is safe to
/// send to a terminal, and the columns it takes.
///
/// Glyphs are only made by ``Grapheme/graphemes(of:charset:)``, the one place where
/// untrusted text becomes cells, so a raw control or format character never reaches a canvas.
public struct Glyph: Hashable, Sendable {
    /// One base character followed by zero-width marks, or a whole emoji sequence.
    public let text: String
    /// Columns taken on screen: 1 or 2.
    public let width: Int

    init(unchecked text: String, width: Int) {
        self.text = text
        self.width = width
    }

    public static let space = Glyph(unchecked: " ", width: 1)
}

/// A user-perceived character (a grapheme cluster) ready for a terminal: one or more
/// glyphs that wrapping and truncation never split.
///
/// Usually one glyph. A cluster whose code points each take columns (an Indic consonant
/// with a spacing vowel sign) is several glyphs, one per cell, just as ncursesw places them;
/// so is an emoji sequence on a terminal that draws it part by part (`👍` and `🏽`, see
/// ``ClusterWidths``); a control or format character becomes several visible glyphs (`␛`,
/// `^[` or `<U+202E>`).
public struct Grapheme: Hashable, Sendable {
    public let glyphs: [Glyph]
    /// Columns taken on screen: the sum of the glyphs' widths.
    public let width: Int

    init(_ glyphs: [Glyph]) {
        self.glyphs = glyphs
        self.width = glyphs.reduce(0) { $0 + $1.width }
    }

    init(_ glyph: Glyph) {
        self.glyphs = [glyph]
        self.width = glyph.width
    }

    /// Whether this is a plain space or tab, where word wrap may break a line.
    public var isWhitespace: Bool { glyphs.count == 1 && glyphs[0].text == " " }
}
