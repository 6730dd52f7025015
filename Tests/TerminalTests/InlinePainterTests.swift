import Glibc
import Rows
import Testing
@testable import Terminal

extension CursesTests {
/// The bytes an inline session sends for a frame, with xterm-256color's terminfo: relative
/// moves only, from the area's top-left back to it, and only the cells that changed.
@Suite struct InlinePainterTests {
    /// A painter on xterm-256color's sequences (reads terminfo, so serialized with the ncurses suites).
    private func painter() throws -> InlinePainter {
        // Glyph widths as the C library measures them need the environment's UTF-8 locale.
        setlocale(LC_CTYPE, "C.UTF-8")
        let fd = open("/dev/null", O_RDWR)
        defer { close(fd) }
        return InlinePainter(capabilities: try InlineCapabilities(terminal: "xterm-256color", fd: fd, color: true))
    }

    private func canvas(_ lines: [String], width: Int = 8) -> Canvas {
        var canvas = Canvas(width: width, height: lines.count)
        for (y, line) in lines.enumerated() { _ = canvas.draw(Text(line), x: 0, y: y, maxWidth: width) }
        return canvas
    }

    /// The bytes as text with the escape character shown as `⎋`.
    private func shown(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋").replacingOccurrences(of: "\r", with: "⏎")
    }

    private let plain = "⎋(B⎋[m"

    @Test func firstFrameErasesTheAreaAndSendsOnlyRowsWithTextThenReturnsToTheTopLeft() throws {
        var painter = try painter()
        let bytes = painter.frame(canvas(["ab", "", "c"]))
        #expect(shown(bytes) == plain + "⏎⎋[J" + "⏎" + plain + "ab" + plain + "⎋[2B⏎" + plain + "c" + plain + "⎋[2A⏎")
    }

    @Test func nextFrameSendsTheChangedCellsOfTheChangedRowsOnly() throws {
        var painter = try painter()
        _ = painter.frame(canvas(["one", "two", "three"]))
        let bytes = painter.frame(canvas(["one", "tWo", "three"]))
        #expect(shown(bytes) == plain + "⎋[B⏎⎋[C" + plain + "W" + plain + "⎋[A⏎")
    }

    @Test func unchangedFrameMovesNothing() throws {
        var painter = try painter()
        _ = painter.frame(canvas(["one", "two"]))
        #expect(shown(painter.frame(canvas(["one", "two"]))) == plain + "⏎")
    }

    @Test func changeOnAWideGlyphsRightHalfSendsTheWholeGlyph() throws {
        var painter = try painter()
        _ = painter.frame(canvas(["a日b"]))
        let bytes = painter.frame(canvas(["a日c"]))
        #expect(shown(bytes) == plain + "⏎⎋[3C" + plain + "c" + plain + "⏎")
        let wide = painter.frame(canvas(["a本c"]))
        #expect(shown(wide) == plain + "⏎⎋[C" + plain + "本" + plain + "⏎")
    }

    @Test func stylesAreTheTerminalsOwnSequences() throws {
        var painter = try painter()
        var frame = Canvas(width: 4, height: 1)
        frame.put(Glyph.space, x: 0, y: 0, style: Style([.bold], foreground: .palette(1)))
        let bytes = painter.frame(frame)
        #expect(shown(bytes) == plain + "⏎⎋[J⏎" + plain + "⎋[1m⎋[31m " + plain + "⏎")
    }

    @Test func fullRepaintAfterAResizeStartsWithAnErase() throws {
        var painter = try painter()
        _ = painter.frame(canvas(["one"]))
        let bytes = painter.frame(canvas(["one", "two"]))
        #expect(shown(bytes).hasPrefix(plain + "⏎⎋[J"))
    }
}
}

/// Where the inline area goes under the cursor.
@Suite struct InlineGeometryTests {
    @Test func atTheStartOfALineTheAreaStartsThere() {
        let geometry = InlineGeometry(cursorRow: 5, cursorColumn: 0, screenRows: 24)
        #expect(!geometry.startsBelow)
        #expect(geometry.availableRows == 24)
        #expect(geometry.top(forHeight: 10) == 5)
        #expect(geometry.scroll(forHeight: 10) == 0)
    }

    @Test func afterTextTheAreaStartsOnTheNextLineWhichStays() {
        let geometry = InlineGeometry(cursorRow: 5, cursorColumn: 7, screenRows: 24)
        #expect(geometry.startsBelow)
        #expect(geometry.availableRows == 23)
        #expect(geometry.top(forHeight: 10) == 6)
    }

    @Test func nearTheBottomTheScreenScrollsUpByWhatIsMissing() {
        let geometry = InlineGeometry(cursorRow: 20, cursorColumn: 4, screenRows: 24)
        #expect(geometry.top(forHeight: 10) == 14)
        #expect(geometry.scroll(forHeight: 10) == 7)
        let bottom = InlineGeometry(cursorRow: 23, cursorColumn: 0, screenRows: 24)
        #expect(bottom.top(forHeight: 24) == 0)
        #expect(bottom.scroll(forHeight: 24) == 23)
    }

    @Test func unknownCursorRowGivesNoTopAndNoKnownScroll() {
        let geometry = InlineGeometry(cursorRow: nil, cursorColumn: 0, screenRows: 24)
        #expect(geometry.top(forHeight: 10) == nil)
        #expect(geometry.scroll(forHeight: 10) == 0)
    }
}
