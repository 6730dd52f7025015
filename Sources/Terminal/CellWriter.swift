import CNcursesw
import Rows

/// Puts canvas cells into an ncurses window: glyph text as a `cchar_t`, style as
/// attributes and a colour pair.
struct CellWriter {
    var pairs: ColorPairs

    /// Writes the cell at (`x`, `y`) of `canvas`; returns how many columns it covered.
    ///
    /// A wide glyph covers two. An emoji sequence that the canvas counts as two columns
    /// while ncurses measures its first code point as one (`❤️`) is sent as that code point
    /// with its zero-width marks, followed by a space cell, so that what ncurses believes
    /// agrees with the canvas and the columns after it stay aligned.
    @discardableResult
    mutating func write(_ cell: Cell, x: Int, y: Int, in window: UnsafeMutablePointer<WINDOW>) -> Int {
        guard let glyph = cell.glyph else {
            put(Self.spaceText, attributes: cell.style, x: x, y: y, in: window)
            return 1
        }
        let (text, cursesWidth) = Self.cursesText(for: glyph)
        put(text, attributes: cell.style, x: x, y: y, in: window)
        if cursesWidth < glyph.width {
            for pad in cursesWidth..<glyph.width {
                put(Self.spaceText, attributes: cell.style, x: x + pad, y: y, in: window)
            }
        }
        return max(1, glyph.width)
    }

    private static let spaceText: [wchar_t] = [0x20, 0]

    /// The wide characters to send for `glyph` (zero-terminated) and the columns ncurses
    /// will give them.
    ///
    /// The base character is followed by at most `CCHARW_MAX - 1` zero-width marks; a
    /// zero-width joiner and whatever follows a spacing character after the base are left
    /// out, since ncurses would reject or mis-measure them. A base the locale cannot print
    /// becomes `?` (only reached when the locale is not UTF-8); a base it measures wider
    /// than the glyph becomes `U+FFFD`, so ncurses and the canvas agree on every column.
    static func cursesText(for glyph: Glyph) -> ([wchar_t], Int) {
        var scalars = glyph.text.unicodeScalars.makeIterator()
        guard let base = scalars.next() else { return (spaceText, 1) }
        var width = Int(cl_wcwidth(base.value))
        var text: [wchar_t] = []
        if width <= 0 {
            text.append(wchar_t(UInt8(ascii: "?")))
            width = 1
        } else if width > glyph.width {
            // The C library measures it wider than the canvas does (a newer Unicode than
            // the width table's): sending it would push every later cell of the line.
            text.append(wchar_t(bitPattern: 0xFFFD))
            width = 1
        } else {
            text.append(wchar_t(bitPattern: base.value))
            while text.count < Int(CCHARW_MAX), let mark = scalars.next() {
                guard mark.value != 0x200D, cl_wcwidth(mark.value) == 0 else { break }
                text.append(wchar_t(bitPattern: mark.value))
            }
        }
        text.append(0)
        return (text, min(width, max(1, glyph.width)))
    }

    /// Writes a run of printable ASCII characters in one style from (`x`, `y`): one
    /// ncurses call for the run instead of one per cell.
    mutating func writeASCIIRun(_ run: [wchar_t], style: Style, x: Int, y: Int, in window: UnsafeMutablePointer<WINDOW>) {
        guard !run.isEmpty else { return }
        _ = cl_wattr_set(window, Self.attributes(for: style), pairs.pair(for: style))
        run.withUnsafeBufferPointer { buffer in
            _ = mvwaddnwstr(window, Int32(y), Int32(x), buffer.baseAddress, Int32(buffer.count))
        }
        _ = cl_wattr_set(window, Self.attributes(for: .plain), 0)
    }

    /// The character of `cell` when it is one printable ASCII character one column wide.
    static func asciiCharacter(of cell: Cell) -> wchar_t? {
        guard let glyph = cell.glyph, glyph.width == 1, glyph.text.utf8.count == 1, let byte = glyph.text.utf8.first else { return nil }
        return wchar_t(byte)
    }

    private mutating func put(_ text: [wchar_t], attributes style: Style, x: Int, y: Int, in window: UnsafeMutablePointer<WINDOW>) {
        var cell = cchar_t()
        let pair = pairs.pair(for: style)
        let status = text.withUnsafeBufferPointer { buffer in
            cl_setcchar(&cell, buffer.baseAddress, Self.attributes(for: style), pair)
        }
        guard status != ERR else { return }
        // At the bottom-right cell this returns ERR (the cursor cannot advance) but the
        // cell is stored; scrolling is off, so nothing scrolls.
        _ = mvwadd_wch(window, Int32(y), Int32(x), &cell)
    }

    /// The curses attributes for `style`'s attributes.
    static func attributes(for style: Style) -> attr_t {
        var result = cl_a_normal()
        let attributes = style.attributes
        if attributes.contains(.bold) { result |= cl_a_bold() }
        if attributes.contains(.dim) { result |= cl_a_dim() }
        if attributes.contains(.italic) { result |= cl_a_italic() }
        if attributes.contains(.underline) { result |= cl_a_underline() }
        if attributes.contains(.reverse) { result |= cl_a_reverse() }
        return result
    }
}
