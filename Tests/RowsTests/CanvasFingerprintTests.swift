import Testing
@testable import Rows

/// Row fingerprints: equal rows get equal numbers, and any difference a person could see
/// (text, width, style, colour kind) gives another.
@Suite struct CanvasFingerprintTests {
    private func row(_ text: Text, width: Int = 6) -> Canvas {
        var canvas = Canvas(width: width, height: 1)
        canvas.draw(text, x: 0, y: 0, maxWidth: width)
        return canvas
    }

    private func print(_ canvas: Canvas) -> Int { canvas.rowFingerprints(rows: 1)[0] }

    @Test func equalRowsHaveEqualFingerprints() {
        #expect(print(row(Text("abc"))) == print(row(Text("abc"))))
        #expect(Canvas(width: 4, height: 3).rowFingerprints(rows: 9).count == 3)
    }

    @Test func rowsThatLookDifferentHaveDifferentFingerprints() {
        let rows = [
            row(Text("abc")), row(Text("abd")), row(Text("ab c")), row(Text("抹")), row(Text("ab")),
            row(Text("abc", style: Style(.bold))), row(Text("abc", style: Style(foreground: .palette(1)))),
            row(Text("abc", style: Style(foreground: .rgb(0, 0, 1)))), row(Text("abc", style: Style(background: .palette(1)))),
            row(Text("e\u{301}")), row(Text("abc"), width: 7),
        ]
        #expect(Set(rows.map(print)).count == rows.count)
    }
}
