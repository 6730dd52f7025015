import Rows
import Testing
@testable import Terminal

/// What the probe concludes from a terminal's replies.
@Suite struct TerminalProbeResultTests {
    private func result(_ text: String) -> TerminalProbe.Result {
        TerminalProbe.result(of: ProbeReplies(parsing: Array(text.utf8)))
    }

    /// Cursor reports after each probe: ❤️, 🇫🇷, 👍🏽, 👩‍👩‍👧‍👦.
    private func answer(columns: [Int], row: Int = 1, mode: Int? = nil) -> String {
        let reports = columns.map { "\u{1B}[\(row);\($0)R" }.joined()
        return (mode.map { "\u{1B}[?2027;\($0)$y" } ?? "") + reports + "\u{1B}[?62;22c"
    }

    @Test func tmuxThreeThreeJoinsZWJButSplitsSkinTonesAndDrawsVS16Narrow() {
        // Measured in tmux 3.3a: ❤️ 1, 🇫🇷 2, 👍🏽 4, 👩‍👩‍👧‍👦 2.
        let widths = result(answer(columns: [1, 2, 4, 8, 10])).clusterWidths
        #expect(widths == ClusterWidths(isMeasured: true, vs16IsWide: false, flagsAreTwoColumns: true, skinTones: .split, joinedSequences: .whole))
    }

    @Test func terminalThatDrawsClustersWholeIsWholeClusters() {
        #expect(result(answer(columns: [1, 3, 5, 7, 9])).clusterWidths == .wholeClusters)
    }

    @Test func terminalThatDrawsEachCodePointIsPerCodePoint() {
        #expect(result(answer(columns: [1, 2, 4, 8, 16])).clusterWidths == .perCodePoint)
    }

    @Test func silentTerminalKeepsGlibcWidths() {
        #expect(result("").clusterWidths == .glibc)
        #expect(!result("").turnedOnGraphemeClusters)
    }

    @Test func missingReportKeepsGlibcWidths() {
        #expect(result(answer(columns: [1, 2, 4, 8])).clusterWidths == .glibc)
    }

    @Test func probeThatWrappedToTheNextRowKeepsGlibcWidths() {
        let text = "\u{1B}[1;1R\u{1B}[1;2R\u{1B}[1;4R\u{1B}[1;8R\u{1B}[2;3R\u{1B}[?62c"
        #expect(result(text).clusterWidths == .glibc)
    }

    @Test func widthsNoModelExplainsKeepGlibcWidths() {
        #expect(result(answer(columns: [1, 2, 4, 7, 10])).clusterWidths == .glibc)
    }

    @Test func flagOfAnotherWidthIsShownAsLetters() {
        let widths = result(answer(columns: [1, 3, 7, 9, 11])).clusterWidths
        #expect(widths.isMeasured)
        #expect(!widths.flagsAreTwoColumns)
    }

    @Test func settableModeThatWasOffIsTurnedOffAgainLater() {
        #expect(result(answer(columns: [1, 3, 5, 7, 9], mode: 2)).turnedOnGraphemeClusters)
    }

    @Test func modeAlreadyOnFixedOrUnknownIsLeftAlone() {
        for mode in [0, 1, 3, 4] {
            #expect(!result(answer(columns: [1, 3, 5, 7, 9], mode: mode)).turnedOnGraphemeClusters, "mode \(mode)")
        }
    }

    @Test func keysTypedDuringTheProbeAreHandedBack() {
        #expect(result("x" + answer(columns: [1, 2, 4, 8, 10])).typed == [UInt8(ascii: "x")])
    }

    @Test func queriesAskForModeBeforeTurningItOnAndEndWithDeviceAttributes() {
        let text = String(decoding: TerminalProbe.queries(turningOnGraphemeClusters: true), as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}[?2027$p\u{1B}[?2027h\u{1B}[?1049h"))
        #expect(text.hasSuffix("\u{1B}[2K\u{1B}[?1049l\u{1B}[c"))
        #expect(text.components(separatedBy: "\u{1B}[6n").count - 1 == ClusterWidths.Probe.allCases.count + 1)
        let printing = String(decoding: TerminalProbe.queries(turningOnGraphemeClusters: false), as: UTF8.self)
        #expect(!printing.contains("\u{1B}[?2027h"))
    }
}
