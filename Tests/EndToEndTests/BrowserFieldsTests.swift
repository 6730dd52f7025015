import Foundation
import Testing

/// Fields in the list: `--with-nth` shows only some fields of each line, the query finds
/// only what is shown, and Enter still prints the whole line (or `--accept-nth`'s fields).
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserFieldsTests {
    private static let lines = "printf 'hidden1:shownone\\nhidden2:showntwo\\nhidden3:three\\n'"

    @Test func withNthShowsOnlyTheFieldsAndEnterPrintsTheWholeLine() throws {
        let pane = try TmuxPane.browsing("-d : --with-nth 2", width: 30, height: 6, input: Self.lines)
        let screen = try pane.waitForStatus("3/3")
        #expect(screen.map { "|\($0)|" } == [
            "|▶ shownone|",
            "|  showntwo|",
            "|  three|",
            "||",
            "||",
            "| 3/3                  F1 help|",
        ])
        try pane.sendKeys("Down", "Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "hidden2:showntwo\n")
    }

    @Test func theQueryFindsOnlyWhatIsShown() throws {
        // "hidden" is in every line but shown in none.
        let pane = try TmuxPane.browsing("-d : --with-nth 2 --typing filter --reverse", width: 30, height: 6, input: Self.lines)
        try pane.waitForStatus("3/3")
        try pane.type("hid")
        try pane.waitFor("no matches") { $0.contains { $0.contains("no matches (0/3)") } }
        try pane.sendKeys("C-u")
        try pane.type("three")
        let screen = try pane.waitForStatus("1/3")
        #expect(screen.contains { $0.hasPrefix("▶ three") }, "\(screen)")
    }

    @Test func acceptNthPrintsTheFieldsOfTheChosenLine() throws {
        let pane = try TmuxPane.browsing("-d : --with-nth 2 --accept-nth 1", width: 30, height: 6, input: Self.lines)
        try pane.waitForStatus("3/3")
        try pane.sendKeys("End", "Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "hidden3\n")
    }

    @Test func nthHighlightsTheMatchOnlyInTheFieldSearched() throws {
        // "x" is in every field; only the second is searched, so only its first x is marked.
        let pane = try TmuxPane.browsing("-d : --nth 2 --query x", width: 30, height: 6, input: "printf 'xax:xbx:x\\n'")
        defer { pane.close() }
        try pane.waitForStatus("1/1")
        let dump = try pane.captureWithEscapes()
        let line = try #require(dump.split(separator: "\n").first { $0.contains("xax:") })
        // Underlining starts once, right after "xax:", and ends before "bx:x".
        #expect(line.components(separatedBy: "\u{1B}[").filter { $0.hasPrefix("1;4m") || $0.hasPrefix("4m") }.count == 1, "\(line)")
        #expect(line.contains("xax:\u{1B}[1;4m"), "\(line)")
        #expect(line.hasSuffix("bx:x"), "\(line)")
    }
}
