import Testing
@testable import Rows

/// Counting a text's lines, as measuring a row does, gives exactly as many as wrapping it
/// makes, whatever the text holds; a list item is measured as tall as it draws.
@Suite struct TextLayoutLineCountTests {
    /// Words of every kind wrapping treats apart: wide characters, combining marks, emoji
    /// sequences, a word longer than any line, controls and format characters, tabs and
    /// line breaks, runs of blanks.
    private static let words = [
        "tea", "日本語", "e\u{301}clair", "👍🏽", "🇫🇷", "supercalifragilisticexpialidocious", "a\u{200B}b",
        "ta\tb", "x\u{202E}y", "क्षि", "ｗｉｄｅ", "line\nbreak", "cr\r\nlf", "  ", "-", "\u{1B}[31m", "ß",
    ]

    /// Texts made of those words, in one style and in several runs.
    private static let texts: [Text] = {
        var generator = SeededGenerator(seed: 11)
        var texts: [Text] = ["", " ", "   lead", "trail   ", "plain words that wrap at spaces", "抹"]
        for _ in 0..<60 {
            let count = Int.random(in: 1...12, using: &generator)
            texts.append(Text((0..<count).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")))
        }
        for _ in 0..<20 {
            let runs = (0..<3).map { index in
                Text.Run(words.randomElement(using: &generator)! + " ", style: index == 1 ? Style(.underline) : .plain)
            }
            texts.append(Text(runs: runs))
        }
        return texts
    }()

    @Test(arguments: [Charset.unicode, .ascii])
    func lineCountIsTheNumberOfLinesWrapMakes(charset: Charset) {
        for text in Self.texts {
            for width in [0, 1, 2, 3, 5, 8, 13, 21, 40] {
                let count = TextLayout.lineCount(text, width: width, charset: charset)
                #expect(count == TextLayout.wrap(text, width: width, charset: charset).count, "\(text.string.debugDescription) at \(width)")
            }
        }
    }

    @Test func aListItemIsMeasuredAsTallAsItsLaidOutLines() {
        let environment = RowEnvironment()
        for (index, text) in Self.texts.enumerated() {
            let other = Self.texts[(index * 7 + 3) % Self.texts.count]
            let items = [
                ListItem(text, subtitle: other),
                ListItem(other, label: text, subtitle: text, detail: Text("12:30")),
                ListItem(Text("Flat white"), subtitle: text, detail: other),
            ]
            for item in items {
                for width in [1, 4, 9, 17, 30, 60] {
                    let drawn = item.layout(forWidth: width, in: environment)
                    let measured = item.layout(forWidth: width, in: environment, keepsLines: false)
                    #expect(measured.height == drawn.height, "\(text.string.debugDescription) at \(width)")
                    #expect(measured.textY == drawn.textY && measured.titleRow == drawn.titleRow)
                    #expect(item.height(forWidth: width, in: environment) == drawn.height)
                }
            }
        }
    }
}

/// A small deterministic generator, so a failure names texts that can be made again.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}
