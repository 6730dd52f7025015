import CNcursesw
import Glibc
@testable import Rows
import Testing
@testable import Terminal

/// What `CellWriter` sends to ncurses for a glyph (needs a UTF-8 locale for `wcwidth`).
@Suite struct CellWriterTests {
    init() {
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    private func glyph(_ string: String) -> Glyph {
        Grapheme.graphemes(of: string)[0].glyphs[0]
    }

    private func scalars(_ text: [wchar_t]) -> [UInt32] {
        text.map { UInt32(bitPattern: $0) }
    }

    @Test func plainCharacterIsSentWithATerminator() {
        let (text, width) = CellWriter.cursesText(for: glyph("a"))
        #expect(scalars(text) == [0x61, 0])
        #expect(width == 1)
    }

    @Test func wideCharacterTakesTwoColumnsInCurses() {
        let (text, width) = CellWriter.cursesText(for: glyph("日"))
        #expect(scalars(text) == [0x65E5, 0])
        #expect(width == 2)
    }

    @Test func combiningMarksFollowTheBase() {
        let (text, width) = CellWriter.cursesText(for: glyph("e\u{301}"))
        #expect(scalars(text) == [0x65, 0x301, 0])
        #expect(width == 1)
    }

    @Test func emojiWithVariationSelectorOnANarrowBaseIsSentAsTextAndPadded() {
        // With VS16 a terminal that draws it wide would move two columns where ncurses moves one.
        let heart = glyph("❤️")
        #expect(heart.width == 2)
        let (text, width) = CellWriter.cursesText(for: heart)
        #expect(scalars(text) == [0x2764, 0])
        #expect(width == 1)
        let cells = CellWriter.cursesCells(for: heart, sendsClustersWhole: false)
        #expect(cells.map { scalars($0.text) } == [[0x2764, 0], [0x20, 0]])
        #expect(cells.map(\.width) == [1, 1])
    }

    @Test func zeroWidthJoinerSequenceSendsOnlyItsFirstEmoji() {
        let (text, width) = CellWriter.cursesText(for: glyph("👨‍👩‍👧"))
        #expect(scalars(text) == [0x1F468, 0])
        #expect(width == 2)
    }

    @Test func marksBeyondCursesCapacityAreDropped() {
        let (text, _) = CellWriter.cursesText(for: glyph("a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}"))
        #expect(text.count == Int(CCHARW_MAX) + 1)
        #expect(text.last == 0)
    }

    @Test func styleAttributesMapToCursesAttributes() {
        #expect(CellWriter.attributes(for: .plain) == cl_a_normal())
        #expect(CellWriter.attributes(for: Style([.bold, .underline])) == cl_a_bold() | cl_a_underline())
        #expect(CellWriter.attributes(for: Style(.reverse)) == cl_a_reverse())
    }

    @Test func baseThatCursesMeasuresWiderThanTheGlyphIsAReplacementCharacter() {
        let (text, width) = CellWriter.cursesText(for: Glyph(unchecked: "抹", width: 1))
        #expect(scalars(text) == [0xFFFD, 0])
        #expect(width == 1)
    }
}
