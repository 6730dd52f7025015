import Foundation
import Testing

/// Fields in the list: `--with-nth` shows only some fields of each line, the query finds
/// only what is shown, and Enter still prints the whole line (or `--accept-nth`'s fields).
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserFieldsTests {
    private static let lines = "printf 'hidden1:shownone\\nhidden2:showntwo\\nhidden3:three\\n'"

    @Test func withNthShowsOnlyTheFieldsAndEnterPrintsTheWholeLine() throws {
        let pane = try TmuxPane.browsing("-d : --with-nth 2", width: 30, height: 6, input: Self.lines)
        let screen = try pane.waitForStatus("1/3")
        #expect(screen.map { "|\($0)|" } == [
            "|▶ shownone|",
            "|  showntwo|",
            "|  three|",
            "||",
            "||",
            "| 1/3                  F1 help|",
        ])
        try pane.sendKeys("Down", "Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "hidden2:showntwo\n")
    }

    @Test func theQueryFindsOnlyWhatIsShown() throws {
        // "hidden" is in every line but shown in none.
        let pane = try TmuxPane.browsing("-d : --with-nth 2 --typing filter", width: 30, height: 6, input: Self.lines)
        try pane.waitForStatus("1/3")
        try pane.type("hid")
        try pane.waitFor("no matches") { $0.contains { $0.contains("no matches (0/3)") } }
        try pane.sendKeys("C-u")
        try pane.type("three")
        let screen = try pane.waitForStatus("1/3")
        #expect(screen.contains { $0.hasPrefix("▶ three") }, "\(screen)")
    }

    @Test func acceptNthPrintsTheFieldsOfTheChosenLine() throws {
        let pane = try TmuxPane.browsing("-d : --with-nth 2 --accept-nth 1", width: 30, height: 6, input: Self.lines)
        try pane.waitForStatus("1/3")
        try pane.sendKeys("End", "Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "hidden3\n")
    }
}
