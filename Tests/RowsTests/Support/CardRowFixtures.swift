import Testing
@testable import Rows

/// Texts, environments and checks the card row suites share.
protocol CardRowFixtures {}

extension CardRowFixtures {
    var oneLine: Text { "A bright, fruity espresso." }
    var fiveLines: Text { "Velvety microfoam poured over a double ristretto, sweet, strong and smooth." }
    var mixedSummary: Text {
        "Velvety microfoam 抹茶ラテ over a double ristretto ☕ with 👨‍👩‍👧 and "
            + "cre\u{300}me bru\u{302}le\u{301}e, Ελληνικός καφές, кофе по-турецки, قهوة عربية, "
            + "an\u{1B}[31m escape, a\ttab and\na newline; a_very_long_unbreakable_word_that_must_be_split."
    }

    func environment(selected: Bool = false, marked: Bool = false, charset: Charset = .unicode,
                     usesColor: Bool = true) -> RowEnvironment {
        RowEnvironment()
            .with(\.isSelected, selected)
            .with(\.isMarked, marked)
            .with(\.charset, charset)
            .with(\.usesColor, usesColor)
    }

    func expectOnlyASCII(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
        let others = canvas.cells.compactMap(\.glyph).filter { !$0.text.unicodeScalars.allSatisfy(\.isASCII) }
        #expect(others.isEmpty, "non-ASCII glyphs: \(others.map(\.text))", sourceLocation: sourceLocation)
    }

    func expectNoControlCharacters(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
        let controls = canvas.cells.compactMap(\.glyph).filter { glyph in
            glyph.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        }
        #expect(controls.isEmpty, "control characters in cells: \(controls.map(\.text))", sourceLocation: sourceLocation)
    }
}
