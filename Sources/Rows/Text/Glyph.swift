/// The content of one screen cell (or two, for a wide character): text that is safe to
/// send to a terminal, and the columns it takes.
///
/// Glyphs are only made by ``Grapheme/graphemes(of:charset:)``, the one place where
/// untrusted text becomes cells, so a raw control or format character never reaches a canvas.
///
/// A glyph is a plain value of a few machine words with no reference inside: its text's
/// UTF-8 bytes are kept in place when there are at most 15 of them (every character but
/// long emoji sequences and stacks of marks), else as a number in a process-wide table of
/// the longer texts. So canvases of cells copy, compare and free like arrays of integers.
public struct Glyph: Hashable, Sendable {
    /// Bytes 0–7 of the text, little-endian (zero past the end); or the table number.
    let low: UInt64
    /// Bytes 8–14 of the text, and in the top byte their count, or ``Self/tableMark``.
    let high: UInt64
    let columns: UInt8

    /// The top byte of ``high`` when the text is in the table of long texts.
    private static let tableMark: UInt64 = 0xFF
    static let inlineCapacity = 15

    /// Columns taken on screen: 1 or 2.
    public var width: Int { Int(columns) }

    init(unchecked text: String, width: Int) {
        columns = UInt8(clamping: width)
        let utf8 = text.utf8
        let count = utf8.count
        guard count <= Self.inlineCapacity else {
            low = LongGlyphTexts.number(of: text)
            high = Self.tableMark << 56
            return
        }
        var low: UInt64 = 0, high: UInt64 = 0
        var offset = 0
        for byte in utf8 {
            if offset < 8 {
                low |= UInt64(byte) << (8 * offset)
            } else {
                high |= UInt64(byte) << (8 * (offset - 8))
            }
            offset += 1
        }
        self.low = low
        self.high = high | UInt64(count) << 56
    }

    /// The printable ASCII character `byte` (0x20–0x7E; the caller checks).
    init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
        columns = 1
    }

    /// One base character followed by zero-width marks, or a whole emoji sequence.
    public var text: String {
        let count = Int(high >> 56)
        if UInt64(count) == Self.tableMark { return LongGlyphTexts.text(number: low) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.inlineCapacity) { buffer in
            for offset in 0..<count {
                buffer[offset] = UInt8(truncatingIfNeeded: offset < 8 ? low >> (8 * offset) : high >> (8 * (offset - 8)))
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }

    /// Appends the text's UTF-8 bytes to `bytes`, with no `String` made on the way (the
    /// fast path of printing a canvas).
    public func appendUTF8(to bytes: inout [UInt8]) {
        if high == 1 << 56 {
            // One byte: an ASCII character.
            bytes.append(UInt8(truncatingIfNeeded: low))
            return
        }
        let count = Int(high >> 56)
        if UInt64(count) == Self.tableMark {
            bytes.append(contentsOf: LongGlyphTexts.text(number: low).utf8)
            return
        }
        for offset in 0..<count {
            bytes.append(UInt8(truncatingIfNeeded: offset < 8 ? low >> (8 * offset) : high >> (8 * (offset - 8))))
        }
    }

    /// Writes the text's UTF-8 bytes into `buffer` from `offset` and returns the offset
    /// after them; nil, writing nothing, for a text kept in the table of long ones. The
    /// buffer has room for ``inlineCapacity`` bytes from `offset`.
    func writeUTF8(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        let count = Int(high >> 56)
        if UInt64(count) == Self.tableMark { return nil }
        for index in 0..<count {
            buffer[offset + index] = UInt8(truncatingIfNeeded: index < 8 ? low >> (8 * index) : high >> (8 * (index - 8)))
        }
        return offset + count
    }

    /// The byte of a glyph that is one ASCII character, else nil: one comparison, for the
    /// loops that write cells out.
    @inline(__always)
    var asciiByte: UInt8? {
        high == 1 << 56 ? UInt8(truncatingIfNeeded: low) : nil
    }

    /// Whether the glyph is a one-column space (what trailing blanks hold).
    @inline(__always)
    var isSpace: Bool { high == 1 << 56 && low == 0x20 && columns == 1 }

    /// The character's ASCII code when the glyph is one ASCII character, else nil.
    public var asciiValue: UInt8? {
        high == 1 << 56 && low < 0x80 ? UInt8(low) : nil
    }

    public static let space = Glyph(unchecked: " ", width: 1)
}
