extension Grapheme {
    /// At most this many code points go into one cell: a terminal cell as ncursesw keeps it
    /// holds a base character and four more.
    public static let maxScalarsPerCell = 5

    /// The glyphs of one emoji sequence on a terminal that measures clusters as `widths` says.
    ///
    /// Each glyph is drawn in its own cells, and each keeps as much of the sequence as that
    /// terminal can draw in the columns it is given:
    /// - Unmeasured (``ClusterWidths/glibc``): one two-column glyph with the whole sequence.
    /// - A flag: whole and two columns, or its two letters (`FR`) when the terminal draws
    ///   flags at another width.
    /// - A ZWJ sequence: whole where the terminal joins them and it fits in one cell
    ///   (``maxScalarsPerCell``), else its members side by side without the joiners
    ///   (👩‍👩‍👧‍👦 becomes 👩👩👧👦, eight columns).
    /// - A skin tone: whole, or the emoji and its modifier side by side (four columns).
    /// - VS16 (`❤️`): two columns where the terminal draws it wide, else the base's width.
    ///
    /// - Parameter scalars: an emoji sequence, not empty and not ending in a joiner.
    static func emojiGlyphs(_ scalars: [Unicode.Scalar], widths: ClusterWidths) -> [Glyph] {
        guard widths.isMeasured, let first = scalars.first else { return [Glyph(unchecked: text(scalars), width: 2)] }
        if isRegionalIndicator(first) {
            if widths.flagsAreTwoColumns { return [Glyph(unchecked: text(scalars), width: 2)] }
            return scalars.map { Glyph(unchecked: String(Unicode.Scalar(UInt8(0x41 + $0.value - 0x1F1E6))), width: 1) }
        }
        if scalars.contains(where: { $0.value == 0x200D }) {
            if widths.joinedSequences == .whole, scalars.count <= maxScalarsPerCell {
                return [Glyph(unchecked: text(scalars), width: wholeWidth(of: first, widths: widths))]
            }
            return scalars.split(whereSeparator: { $0.value == 0x200D }).flatMap { memberGlyphs(Array($0), widths: widths) }
        }
        return memberGlyphs(scalars, widths: widths)
    }

    /// The glyphs of one emoji without joiners: a base with its VS16, keycap, tags or skin tone.
    private static func memberGlyphs(_ member: [Unicode.Scalar], widths: ClusterWidths) -> [Glyph] {
        guard let base = member.first else { return [] }
        if member.count == 1 { return [Glyph(unchecked: text(member), width: max(1, ColumnWidth.of(base)))] }
        if let tone = member.firstIndex(where: { $0.properties.isEmojiModifier }), tone > 0 {
            if widths.skinTones == .whole, member.count <= maxScalarsPerCell {
                return [Glyph(unchecked: text(member), width: 2)]
            }
            let before = Array(member[..<tone]), after = Array(member[(tone + 1)...])
            return memberGlyphs(before, widths: widths)
                + [Glyph(unchecked: text([member[tone]]), width: max(1, ColumnWidth.of(member[tone])))]
                + after.filter { ColumnWidth.of($0) > 0 }.map { Glyph(unchecked: text([$0]), width: ColumnWidth.of($0)) }
        }
        // VS16, a keycap or tags: zero-width marks on the base. Tags beyond what a cell holds
        // are left out (🏴 with its subdivision tags becomes 🏴).
        let marks = member.count <= maxScalarsPerCell ? member : member.filter { !isTag($0) }.prefix(maxScalarsPerCell).map { $0 }
        return [Glyph(unchecked: text(marks), width: wholeWidth(of: base, widths: widths))]
    }

    /// The columns of a cluster drawn whole: its base's, widened to two by VS16 where the
    /// terminal does that.
    private static func wholeWidth(of base: Unicode.Scalar, widths: ClusterWidths) -> Int {
        let width = max(1, ColumnWidth.of(base))
        return width == 1 && widths.vs16IsWide ? 2 : width
    }

    private static func text(_ scalars: [Unicode.Scalar]) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
