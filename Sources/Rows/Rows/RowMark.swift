/// A mark a list draws in a row's gutter (`--pointer`, `--marker`): a short text of any
/// width, made safe for a terminal and measured in columns.
///
///     let pointer = RowMark("=>")   // two columns
///     pointer.width                 // 2
///
/// Control and format characters become visible glyphs (see
/// ``Grapheme/graphemes(of:charset:)``), so no text given for a mark reaches the terminal raw.
public struct RowMark: Hashable, Sendable {
    /// The graphemes drawn, in order.
    public let graphemes: [Grapheme]
    /// Columns the mark takes.
    public let width: Int

    /// The mark that draws `string` as `charset` shows it.
    public init(_ string: String, charset: Charset = .unicode) {
        graphemes = Grapheme.graphemes(of: string, charset: charset)
        width = graphemes.reduce(0) { $0 + $1.width }
    }

    /// The mark of one glyph.
    init(_ glyph: Glyph) {
        graphemes = [Grapheme(glyph)]
        width = glyph.width
    }

    /// Draws the mark from (`x`, `y`), at most `maxWidth` columns; returns the columns used.
    @discardableResult
    func draw(into canvas: inout Canvas, x: Int, y: Int, maxWidth: Int, style: Style) -> Int {
        var column = 0
        for grapheme in graphemes {
            guard column + grapheme.width <= maxWidth else { break }
            var glyphX = x + column
            for glyph in grapheme.glyphs {
                canvas.put(glyph, x: glyphX, y: y, style: style)
                glyphX += glyph.width
            }
            column += grapheme.width
        }
        return column
    }
}
