/// One cell of a ``Canvas``: a glyph and its style, or the right half of a wide glyph.
public struct Cell: Hashable, Sendable {
    /// The glyph that starts in this cell, or `nil` when the cell is covered by the wide
    /// glyph in the cell to its left.
    public var glyph: Glyph?
    public var style: Style

    public init(glyph: Glyph?, style: Style = .plain) {
        self.glyph = glyph
        self.style = style
    }

    /// A space in the terminal's default look.
    public static let blank = Cell(glyph: .space)

    /// Whether this cell is the right half of a wide glyph.
    public var isContinuation: Bool { glyph == nil }

    /// Whether two cells show the same: compared field by field, since painting compares
    /// every cell it may send (comparing the optional glyphs as optionals went through the
    /// runtime's generic code where the compiler did not specialize it).
    @inlinable
    public static func == (left: Cell, right: Cell) -> Bool {
        guard left.style == right.style else { return false }
        guard let glyph = left.glyph else { return right.glyph == nil }
        guard let other = right.glyph else { return false }
        return glyph == other
    }
}
