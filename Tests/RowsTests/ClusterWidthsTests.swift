import Testing
@testable import Rows

/// Emoji sequences measured and split as each kind of terminal draws them.
@Suite struct ClusterWidthsTests {
    /// tmux 3.3a: VS16 narrow, flags two columns, skin tones split, ZWJ sequences joined.
    static let tmux = ClusterWidths(isMeasured: true, vs16IsWide: false, flagsAreTwoColumns: true, skinTones: .split, joinedSequences: .whole)

    private func glyphs(_ string: String, _ widths: ClusterWidths) -> [String] {
        let graphemes = Grapheme.graphemes(of: string, charset: .unicode(widths))
        #expect(graphemes.count == 1, "\(string) is \(graphemes.count) graphemes")
        return graphemes.flatMap(\.glyphs).map { "\($0.text):\($0.width)" }
    }

    @Test func unmeasuredTerminalKeepsEverySequenceWholeInTwoColumns() {
        for sequence in ["❤️", "🇫🇷", "👍🏽", "👩‍👩‍👧‍👦"] {
            #expect(glyphs(sequence, .glibc) == ["\(sequence):2"])
        }
    }

    @Test func wholeClusterTerminalTakesTwoColumnsForEachSequence() {
        #expect(glyphs("❤️", .wholeClusters) == ["❤️:2"])
        #expect(glyphs("🇫🇷", .wholeClusters) == ["🇫🇷:2"])
        #expect(glyphs("👍🏽", .wholeClusters) == ["👍🏽:2"])
        #expect(glyphs("👨‍👩‍👧", .wholeClusters) == ["👨‍👩‍👧:2"])
    }

    @Test func sequenceTooLongForOneCellIsShownAsItsMembers() {
        #expect(glyphs("👩‍👩‍👧‍👦", .wholeClusters) == ["👩:2", "👩:2", "👧:2", "👦:2"])
    }

    @Test func perCodePointTerminalGivesEachPartItsOwnColumns() {
        #expect(glyphs("❤️", .perCodePoint) == ["❤️:1"])
        #expect(glyphs("👍🏽", .perCodePoint) == ["👍:2", "🏽:2"])
        #expect(glyphs("👩‍👩‍👧‍👦", .perCodePoint) == ["👩:2", "👩:2", "👧:2", "👦:2"])
        #expect(glyphs("👩🏽‍💻", .perCodePoint) == ["👩:2", "🏽:2", "💻:2"])
    }

    @Test func tmuxJoinsShortSequencesAndSplitsSkinTones() {
        #expect(glyphs("❤️", Self.tmux) == ["❤️:1"])
        #expect(glyphs("👍🏽", Self.tmux) == ["👍:2", "🏽:2"])
        #expect(glyphs("👨‍👩‍👧", Self.tmux) == ["👨‍👩‍👧:2"])
        #expect(glyphs("🏳️‍🌈", Self.tmux) == ["🏳️‍🌈:1"])
    }

    @Test func flagOfAnotherWidthIsShownAsItsLetters() {
        var widths = ClusterWidths.wholeClusters
        widths.flagsAreTwoColumns = false
        #expect(glyphs("🇫🇷", widths) == ["F:1", "R:1"])
    }

    @Test func keycapFollowsTheVS16Width() {
        #expect(glyphs("1️⃣", .wholeClusters) == ["1️⃣:2"])
        #expect(glyphs("1️⃣", .perCodePoint) == ["1️⃣:1"])
    }

    @Test func measuredWidthsMapToTheirModel() {
        #expect(ClusterWidths(measuring: [.emojiVS16: 2, .flag: 2, .skinTone: 2, .family: 2]) == .wholeClusters)
        #expect(ClusterWidths(measuring: [.emojiVS16: 1, .flag: 2, .skinTone: 4, .family: 8]) == .perCodePoint)
        #expect(ClusterWidths(measuring: [.emojiVS16: 1, .flag: 2, .skinTone: 4, .family: 2]) == Self.tmux)
        #expect(ClusterWidths(measuring: [.emojiVS16: 1, .flag: 2, .skinTone: 4]) == .glibc)
        #expect(ClusterWidths(measuring: [.emojiVS16: 3, .flag: 2, .skinTone: 4, .family: 2]) == .glibc)
    }

    @Test func wrappingNeverSplitsASequenceShownAsItsMembers() {
        let lines = TextLayout.wrap(Text("ab 👩‍👩‍👧‍👦 cd"), width: 9, charset: .unicode(.perCodePoint))
        #expect(lines.map { line in line.map { $0.grapheme.glyphs.count } } == [[1, 1], [4], [1, 1]])
        #expect(lines.map { line in line.reduce(0) { $0 + $1.width } } == [2, 8, 2])
    }

    @Test func asciiCharsetKeepsGlibcWidths() {
        #expect(Charset.ascii.with(.perCodePoint) == .ascii)
        #expect(Charset.unicode.with(.perCodePoint).clusterWidths == .perCodePoint)
    }
}
