import Foundation
import Testing

/// `--color` with fzf's spec as the terminal shows it (`capture-pane -e`): the prompt, the
/// status line, the header and the border in the colours asked for, and none under `NO_COLOR`.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserColorThemeTests {
    private let fruit = ["fruit.txt": Array("apple\nbanana\n".utf8)]
    private let spec = "--color 'prompt:red,info:33,header:bright-blue,border:208' --border --header hi fruit.txt"

    /// The dumped line holding `text`.
    private func line(with text: String, in dump: String) -> String? {
        dump.split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }

    @Test func specColoursThePromptStatusHeaderAndBorder() throws {
        let pane = try TmuxPane.browsing(spec, width: 24, height: 7, files: fruit, waitsForStatusLine: false)
        defer { pane.close() }
        _ = try pane.waitFor("the list") { $0.contains { $0.contains("2/2") } }
        try pane.type("/")
        _ = try pane.waitFor("the prompt") { $0.contains { $0.hasPrefix("│ / ") } }
        let dump = try pane.captureWithEscapes()
        let prompt = try #require(line(with: "/ ", in: dump))
        #expect(prompt.contains("\u{1B}[31m/ "), "\(prompt.debugDescription)")
        let status = try #require(line(with: "F1 help", in: dump))
        #expect(status.contains("\u{1B}[38;5;33m 2/2"), "\(status.debugDescription)")
        let header = try #require(line(with: "hi", in: dump))
        #expect(header.contains("\u{1B}[94mhi"), "\(header.debugDescription)")
        let top = try #require(dump.split(separator: "\n").first)
        #expect(top.hasPrefix("\u{1B}[38;5;208m╭"), "\(top.debugDescription)")
    }

    @Test func noColorLeavesTheSpecUnused() throws {
        let pane = try TmuxPane.browsing(spec, width: 24, height: 7, files: fruit, environment: "NO_COLOR=1", waitsForStatusLine: false)
        defer { pane.close() }
        _ = try pane.waitFor("the list") { $0.contains { $0.contains("2/2") } }
        let dump = try pane.captureWithEscapes()
        for code in ["[31m", "[38;5;33m", "[94m", "[38;5;208m"] {
            #expect(!dump.contains(code), "\(code) in \(dump.debugDescription)")
        }
    }
}
