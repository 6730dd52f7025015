import CNcursesw
import Rows

/// Puts canvas cells into an ncurses window: glyph text as a `cchar_t`, style as
/// attributes and a colour pair.
struct CellWriter {
    var pairs: ColorPairs
    /// Whether the terminal's cluster widths were measured, so that whole emoji sequences
    /// may be sent (see ``cursesCells(for:sendsClustersWhole:)``).
    var sendsClustersWhole = false

    /// Writes the cell at (`x`, `y`) of `canvas`; returns how many columns it covered.
    ///
    /// A wide glyph covers two. The glyph goes out as the ncurses cells of
    /// ``cursesCells(for:sendsClustersWhole:)``, whose columns ncurses counts exactly as the
    /// terminal will, so the columns after it stay aligned.
    @discardableResult
    mutating func write(_ cell: Cell, x: Int, y: Int, in window: UnsafeMutablePointer<WINDOW>) -> Int {
        guard let glyph = cell.glyph else {
            put(Self.spaceText, attributes: cell.style, x: x, y: y, in: window)
            return 1
        }
        var column = x
        let parts = Self.cursesCells(for: glyph, sendsClustersWhole: sendsClustersWhole)
        if parts.count > 1, parts[1].text != Self.spaceText { Self.forgetShownCell(x: x, y: y) }
        for part in parts {
            put(part.text, attributes: cell.style, x: column, y: y, in: window)
            column += part.width
        }
        return max(1, glyph.width)
    }

    /// Makes ncurses believe the terminal shows a blank at (`x`, `y`), so the next update
    /// writes that cell even when it holds the same code point as before.
    ///
    /// A glyph sent as several cells (a flag: 🇫 then 🇷) is only drawn as one when the
    /// terminal receives all of them together; without this, 🇫🇷 becoming 🇫🇮 would send 🇮
    /// alone.
    private static func forgetShownCell(x: Int, y: Int) {
        guard let shown = cl_curscr() else { return }
        let row = getcury(shown), column = getcurx(shown)
        var blank = cchar_t()
        let status = spaceText.withUnsafeBufferPointer { cl_setcchar(&blank, $0.baseAddress, cl_a_normal(), 0) }
        if status != ERR { _ = mvwadd_wch(shown, Int32(y), Int32(x), &blank) }
        wmove(shown, row, column)
    }

    /// The ncurses cells that draw `glyph`: each a zero-terminated text and the columns
    /// ncurses gives it (its first code point's `wcwidth`); together they cover the glyph.
    ///
    /// When the terminal's cluster widths were measured (`sendsClustersWhole`), a glyph of
    /// up to `CCHARW_MAX` code points whose first one ncurses measures at the glyph's width
    /// goes out whole in one cell (👍🏽, 👨‍👩‍👧 where the terminal joins them), and one made of
    /// code points whose widths add up to the glyph's (a flag: 🇫 then 🇷) goes out one cell
    /// per code point, written back to back so the terminal sees the whole sequence.
    /// Otherwise the glyph is sent as ``cursesText(for:)`` followed by space cells up to its
    /// width (❤️ on a terminal that draws VS16 wide becomes ❤ and a space).
    static func cursesCells(for glyph: Glyph, sendsClustersWhole: Bool) -> [(text: [wchar_t], width: Int)] {
        let scalars = Array(glyph.text.unicodeScalars)
        if sendsClustersWhole, scalars.count > 1, scalars.count <= Int(CCHARW_MAX) {
            let widths = scalars.map { Int(cl_wcwidth($0.value)) }
            if widths[0] == glyph.width, !widths.contains(where: { $0 < 0 }) {
                return [(scalars.map { wchar_t(bitPattern: $0.value) } + [0], glyph.width)]
            }
            if widths.allSatisfy({ $0 >= 1 }), widths.reduce(0, +) == glyph.width {
                return zip(scalars, widths).map { ([wchar_t(bitPattern: $0.value), 0], $1) }
            }
        }
        let (text, width) = cursesText(for: glyph)
        return [(text, width)] + Array(repeating: (spaceText, 1), count: max(0, glyph.width - width))
    }

    private static let spaceText: [wchar_t] = [0x20, 0]

    /// The wide characters to send for `glyph` (zero-terminated) and the columns ncurses
    /// will give them.
    ///
    /// The base character is followed by at most `CCHARW_MAX - 1` zero-width marks; a
    /// zero-width joiner and whatever follows a spacing character after the base are left
    /// out, since ncurses would reject or mis-measure them; so is VS16 (U+FE0F) on a base
    /// narrower than the glyph, since a terminal that draws VS16 emoji two columns wide would
    /// then move one column further than ncurses believes. A base the locale cannot print
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
                if mark.value == 0xFE0F, width < glyph.width { continue }
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
        guard let glyph = cell.glyph, glyph.width == 1, let byte = glyph.asciiValue else { return nil }
        return wchar_t(byte)
    }

    private mutating func put(_ text: [wchar_t], attributes style: Style, x: Int, y: Int, in window: UnsafeMutablePointer<WINDOW>) {
        var cell = cchar_t()
        let pair = pairs.pair(for: style)
        let status = text.withUnsafeBufferPointer { buffer in
            cl_setcchar(&cell, buffer.baseAddress, Self.attributes(for: style), pair)
        }
        guard status != ERR else { return }
        // setcchar keeps the base and its zero-width marks only; a cluster sent whole (👍🏽)
        // has more, and ncurses writes every code point its cell holds.
        withUnsafeMutableBytes(of: &cell.chars) { chars in
            let slots = chars.bindMemory(to: wchar_t.self)
            for index in 0..<min(slots.count, text.count) where text[index] != 0 {
                slots[index] = text[index]
            }
        }
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
