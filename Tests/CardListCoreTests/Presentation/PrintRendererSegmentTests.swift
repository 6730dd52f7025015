import Rows
import Testing
@testable import CardListCore
@testable import Items
@testable import CardListOptions

/// `--print` of a whole segment: its fast path for names of printable ASCII prints exactly
/// what drawing each item does.
@Suite struct PrintRendererSegmentTests {
    /// Plain lines of every kind the fast path takes or leaves: blanks at either end, empty,
    /// too long for the width, a tab, a control character, non-ASCII and invalid UTF-8.
    private static let lines: [[UInt8]] = {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab cd  ef~!".utf8)
        var lines: [[UInt8]] = ["", " ", "  lead", "trail  ", "x", "tab\there", "bell\u{07}", "café", "日本語"].map { Array($0.utf8) }
        lines.append([0x61, 0xFF, 0x62])
        for length in [1, 5, 17, 18, 19, 20, 21, 40] {
            for _ in 0..<6 {
                lines.append((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            }
        }
        return lines
    }()

    private func segment(format: InputFormat = .lines) -> ItemSegment {
        var segment = ItemSegment(firstPosition: 0, format: format)
        for line in Self.lines {
            line.withUnsafeBufferPointer { segment.appendLine($0) }
        }
        return segment
    }

    @Test(arguments: [Options.RowStyle.line, .item, .card], [20, 7])
    func aSegmentPrintsAsItsItemsDoInEveryStyle(style: Options.RowStyle, width: Int) {
        let segment = segment()
        let renderer = PrintRenderer(width: width, style: style)
        var fast: [UInt8] = []
        renderer.render(segment, indices: 0..<segment.count, into: &fast)
        var drawn: [UInt8] = []
        renderer.render(segment.items, into: &drawn)
        #expect(String(decoding: fast, as: UTF8.self) == String(decoding: drawn, as: UTF8.self))
        #expect(fast == drawn)
    }

    @Test func onlyTheIndicesAskedForArePrintedInTheirOrder() {
        let segment = segment()
        let renderer = PrintRenderer(width: 30, style: .line)
        var bytes: [UInt8] = []
        renderer.render(segment, indices: [4, 2], into: &bytes)
        var drawn: [UInt8] = []
        renderer.render([segment[4], segment[2]], into: &drawn)
        #expect(bytes == drawn)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasSuffix("x") && lines[1].hasSuffix("  lead"))
    }

    @Test func aNameWithASummaryIsDrawnNotCopied() {
        let items = [Item(name: "tea", summary: "green"), Item(name: "coffee")]
        let segment = ItemSegment(items: items, format: .jsonl)
        let renderer = PrintRenderer(width: 30, style: .line)
        var fast: [UInt8] = []
        renderer.render(segment, indices: 0..<2, into: &fast)
        var drawn: [UInt8] = []
        renderer.render(items, into: &drawn)
        #expect(fast == drawn)
        #expect(String(decoding: fast, as: UTF8.self).contains("green"))
    }
}
