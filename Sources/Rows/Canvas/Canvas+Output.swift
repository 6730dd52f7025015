extension Canvas {
    /// Each row as plain text, wide glyphs once, trailing spaces kept.
    public var lines: [String] {
        (0..<height).map { line(at: $0) }
    }

    /// Row `y` as plain text.
    public func line(at y: Int) -> String {
        var text = ""
        for x in 0..<width {
            if let glyph = self[x, y].glyph { text += glyph.text }
        }
        return text
    }

    /// Row `y` as text with ANSI SGR escapes for its styles (for `--color always`),
    /// ending in a reset when any style was set. Trailing blank cells are dropped.
    public func ansiLine(at y: Int, trimTrailingSpaces: Bool = true) -> String {
        var bytes: [UInt8] = []
        appendANSILine(at: y, trimTrailingSpaces: trimTrailingSpaces, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends row `y` as plain UTF-8 text without its trailing spaces to `bytes`.
    ///
    /// - Complexity: O(*width*), with no `String` made.
    public func appendPlainLine(at y: Int, to bytes: inout [UInt8]) {
        guard y >= 0, y < height else { return }
        let start = y * width
        cells.withUnsafeBufferPointer { cells in
            let row = UnsafeBufferPointer(rebasing: cells[start..<(start + width)])
            var end = row.count
            while end > 0, let glyph = row[end - 1].glyph, glyph.isSpace { end -= 1 }
            // Gathered in a buffer on the stack and appended a block at a time: a block of
            // cells that surely fits (``Glyph/inlineCapacity`` bytes a cell at most) is
            // written with no check of the room left for each cell.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer in
                var count = 0
                var index = 0
                while index < end {
                    let blockEnd = min(end, index + (buffer.count - count) / Glyph.inlineCapacity)
                    if blockEnd == index {
                        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
                        count = 0
                        continue
                    }
                    for cell in row[index..<blockEnd] {
                        guard let glyph = cell.glyph else { continue }
                        // Most cells hold one ASCII byte: written without the general loop.
                        if let ascii = glyph.asciiByte {
                            buffer[count] = ascii
                            count += 1
                        } else if let next = glyph.writeUTF8(into: buffer, at: count) {
                            count = next
                        } else {
                            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
                            count = 0
                            glyph.appendUTF8(to: &bytes)
                        }
                    }
                    index = blockEnd
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
            }
        }
    }

    /// Appends row `y` as ``ansiLine(at:trimTrailingSpaces:)`` writes it to `bytes`.
    public func appendANSILine(at y: Int, trimTrailingSpaces: Bool = true, to bytes: inout [UInt8]) {
        var end = width
        if trimTrailingSpaces {
            while end > 0, self[end - 1, y] == .blank { end -= 1 }
        }
        var current = Style.plain
        for x in 0..<end {
            let cell = self[x, y]
            guard let glyph = cell.glyph else { continue }
            if cell.style != current {
                bytes.append(contentsOf: SGR.sequence(for: cell.style).utf8)
                current = cell.style
            }
            glyph.appendUTF8(to: &bytes)
        }
        if current != .plain { bytes.append(contentsOf: SGR.reset.utf8) }
    }
}

/// ANSI Select Graphic Rendition escapes for styles.
public enum SGR {
    public static let reset = "\u{1B}[0m"

    /// The escape that switches from any style to `style`.
    public static func sequence(for style: Style) -> String {
        var codes = ["0"]
        let attributes = style.attributes
        if attributes.contains(.bold) { codes.append("1") }
        if attributes.contains(.dim) { codes.append("2") }
        if attributes.contains(.italic) { codes.append("3") }
        if attributes.contains(.underline) { codes.append("4") }
        if attributes.contains(.reverse) { codes.append("7") }
        if let color = style.foreground { codes.append(code(for: color, base: 30)) }
        if let color = style.background { codes.append(code(for: color, base: 40)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func code(for color: Color, base: Int) -> String {
        switch color {
        case .palette(let index) where index < 8: return String(base + Int(index))
        case .palette(let index) where index < 16: return String(base + 60 + Int(index) - 8)
        case .palette(let index): return "\(base + 8);5;\(index)"
        case let .rgb(r, g, b): return "\(base + 8);2;\(r);\(g);\(b)"
        }
    }
}
