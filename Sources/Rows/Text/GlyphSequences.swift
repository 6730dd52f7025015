import Synchronization

/// The glyphs after the first of the graphemes that take several (a control character's
/// visible form, an Indic cluster, an emoji drawn part by part), numbered from 1 in the
/// order they were first seen; a sequence keeps its number for the life of the process.
///
/// So a ``Grapheme`` holds a number, not an array: it is a plain value that copies and
/// frees like integers, and lines of styled graphemes copy as blocks of memory.
enum GlyphSequences {
    private static let table = Mutex<(numbers: [[Glyph]: UInt32], sequences: [[Glyph]])>(([:], []))

    /// The number of `glyphs` (at least 1), given one if it has none yet.
    static func number(of glyphs: [Glyph]) -> UInt32 {
        table.withLock { table in
            if let number = table.numbers[glyphs] { return number }
            table.sequences.append(glyphs)
            let number = UInt32(table.sequences.count)
            table.numbers[glyphs] = number
            return number
        }
    }

    /// The glyphs numbered `number`.
    static func glyphs(number: UInt32) -> [Glyph] {
        table.withLock { $0.sequences[Int(number) - 1] }
    }
}
