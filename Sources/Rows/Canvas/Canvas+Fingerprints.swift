extension Canvas {
    /// One number for each of the first `rows` rows: rows with the same cells get the same
    /// number, and rows that differ almost never do (a 64-bit multiply-xorshift mix of every
    /// cell's text, width and style), so frames are compared row by row without reading the
    /// frame before.
    ///
    /// The text's two words and the width and style word go into three separate mixes,
    /// joined at the row's end: each cell then waits for one multiply, not three in a row.
    ///
    /// - Complexity: O(*width* × *rows*): three independent mixing steps a cell.
    public func rowFingerprints(rows: Int) -> [Int] {
        let count = max(0, min(rows, height))
        let width = width
        var prints = [Int](repeating: 0, count: count)
        cells.withUnsafeBufferPointer { cells in
            for y in 0..<count {
                var low: UInt64 = 0x243F_6A88_85A3_08D3
                var high: UInt64 = 0x1319_8A2E_0370_7344
                var look: UInt64 = 0xA409_3822_299F_31D0
                for index in (y * width)..<(y * width + width) {
                    let cell = cells[index]
                    let style = cell.style.packedBits
                    if let glyph = cell.glyph {
                        // A glyph is its text's bytes and its width (it holds no reference).
                        low = Self.mix(low, glyph.low)
                        high = Self.mix(high, glyph.high)
                        look = Self.mix(look, UInt64(glyph.columns) << 60 | style)
                    } else {
                        // The right half of a wide glyph: nothing in the text's mixes, so
                        // its marker in the third keeps the cells' order apart.
                        look = Self.mix(look, 1 << 63 | style)
                    }
                }
                prints[y] = Int(truncatingIfNeeded: Self.mix(Self.mix(low, high), look))
            }
        }
        return prints
    }

    @inline(__always)
    private static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        var result = (hash ^ value) &* 0x9E37_79B9_7F4A_7C15
        result ^= result >> 29
        return result
    }
}
