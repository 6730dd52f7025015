import Testing
@testable import Rows

/// A canvas row written out as plain UTF-8: ASCII cells as their byte, other glyphs as
/// their bytes, the right halves of wide glyphs skipped, trailing spaces dropped.
@Suite struct CanvasPlainLineTests {
    private func plainLine(_ canvas: Canvas, y: Int) -> String {
        var bytes: [UInt8] = []
        canvas.appendPlainLine(at: y, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func mixedGlyphsAreWrittenInOrderWithoutTrailingSpaces() {
        var canvas = Canvas(width: 16, height: 2)
        canvas.draw(Text("a日é👍🏽 z"), x: 1, y: 0, maxWidth: 15)
        #expect(plainLine(canvas, y: 0) == " a日é👍🏽 z")
        #expect(plainLine(canvas, y: 1) == "")
    }

    @Test func aRowEndingInAWideGlyphKeepsIt() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw(Text("ab日"), x: 0, y: 0, maxWidth: 4)
        #expect(plainLine(canvas, y: 0) == "ab日")
    }

    @Test func aLongRowOfASCIIIsWrittenWhole() {
        let text = String(repeating: "abcdefghij", count: 80)
        var canvas = Canvas(width: 800, height: 1)
        canvas.draw(Text(text), x: 0, y: 0, maxWidth: 800)
        #expect(plainLine(canvas, y: 0) == text)
    }
}
