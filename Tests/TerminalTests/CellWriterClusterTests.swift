import CNcursesw
import Glibc
@testable import Rows
import Testing
@testable import Terminal

/// How `CellWriter` sends emoji sequences once the terminal's cluster widths are known.
@Suite struct CellWriterClusterTests {
    init() {
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    private func cells(_ string: String, _ widths: ClusterWidths) -> [(scalars: [UInt32], width: Int)] {
        Grapheme.graphemes(of: string, charset: .unicode(widths))[0].glyphs.flatMap { glyph in
            CellWriter.cursesCells(for: glyph, sendsClustersWhole: widths.isMeasured)
                .map { (scalars: $0.text.map { UInt32(bitPattern: $0) }, width: $0.width) }
        }
    }

    @Test func skinToneGoesWholeInOneCellWhereTheTerminalJoinsIt() {
        let sent = cells("👍🏽", .wholeClusters)
        #expect(sent.map(\.scalars) == [[0x1F44D, 0x1F3FD, 0]])
        #expect(sent.map(\.width) == [2])
    }

    @Test func skinToneGoesAsTwoCellsWhereTheTerminalSplitsIt() {
        let sent = cells("👍🏽", .perCodePoint)
        #expect(sent.map(\.scalars) == [[0x1F44D, 0], [0x1F3FD, 0]])
        #expect(sent.map(\.width) == [2, 2])
    }

    @Test func flagGoesAsTwoBackToBackCellsOfOneColumn() {
        for widths in [ClusterWidths.wholeClusters, .perCodePoint] {
            let sent = cells("🇫🇷", widths)
            #expect(sent.map(\.scalars) == [[0x1F1EB, 0], [0x1F1F7, 0]])
            #expect(sent.map(\.width) == [1, 1])
        }
    }

    @Test func shortZWJSequenceGoesWholeWhereTheTerminalJoinsIt() {
        let sent = cells("👨‍👩‍👧", .wholeClusters)
        #expect(sent.map(\.scalars) == [[0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467, 0]])
        #expect(sent.map(\.width) == [2])
    }

    @Test func familyTooLongForOneCellGoesAsItsMembers() {
        let sent = cells("👩‍👩‍👧‍👦", .wholeClusters)
        #expect(sent.map(\.scalars) == [[0x1F469, 0], [0x1F469, 0], [0x1F467, 0], [0x1F466, 0]])
        #expect(sent.map(\.width) == [2, 2, 2, 2])
    }

    @Test func vs16EmojiKeepsItsSelectorWhereTheTerminalDrawsItNarrow() {
        var tmux = ClusterWidths.perCodePoint
        tmux.joinedSequences = .whole
        let sent = cells("❤️", tmux)
        #expect(sent.map(\.scalars) == [[0x2764, 0xFE0F, 0]])
        #expect(sent.map(\.width) == [1])
    }

    @Test func vs16EmojiOnANarrowBaseIsTextAndASpaceWhereTheTerminalDrawsItWide() {
        let sent = cells("❤️", .wholeClusters)
        #expect(sent.map(\.scalars) == [[0x2764, 0], [0x20, 0]])
        #expect(sent.map(\.width) == [1, 1])
    }

    @Test func unmeasuredTerminalGetsOnlyTheFirstEmoji() {
        #expect(cells("👍🏽", .glibc).map(\.scalars) == [[0x1F44D, 0]])
        #expect(cells("🇫🇷", .glibc).map(\.scalars) == [[0x1F1EB, 0], [0x20, 0]])
    }
}
