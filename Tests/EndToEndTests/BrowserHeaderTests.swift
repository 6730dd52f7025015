import Foundation
import Testing

/// The header a person sees over the list: every line of `--header`, the first records of
/// any format with `--header-lines`, and a header cut on a low screen so that an item shows.
@Suite struct BrowserHeaderTests {
    @Test func everyLineOfAMultiLineHeaderIsShownInTheItemColumn() throws {
        let pane = try TmuxPane.browsing("--style line --header \"$(printf 'Pick one\\nEsc leaves\\033[2J')\"", width: 30, height: 6,
                                         input: "printf 'alpha\\nbeta\\n'")
        defer { pane.close() }
        let screen = try pane.waitForStatus("2/2")
        expectScreen(Array(screen.prefix(4)), [
            "  Pick one",
            "  Esc leaves␛[2J",
            "▶ alpha",
            "  beta",
        ])
    }

    @Test func theHeaderAndTheHeaderLinesAreDrawnAlike() throws {
        let pane = try TmuxPane.browsing("--style line --header HEAD --header-lines 1", width: 20, height: 6,
                                         input: "printf 'LINE\\nalpha\\n'", environment: "NO_COLOR=1")
        defer { pane.close() }
        _ = try pane.waitForStatus("1/1")
        let lines = try pane.captureWithEscapes().split(separator: "\n").map(String.init)
        let head = try #require(lines.first { $0.contains("HEAD") }), line = try #require(lines.first { $0.contains("LINE") })
        #expect(head.contains("\u{1B}[1m"), "\(head.debugDescription)")
        #expect(line.contains("\u{1B}[1m"), "the header lines are bold as the header is: \(line.debugDescription)")
    }

    @Test func aFiveLineHeaderOnATinyScreenLeavesAnItemRowAndTheStatus() throws {
        let pane = try TmuxPane.browsing("--header-lines 5", width: 12, height: 4,
                                         input: "printf 'H1\\nH2\\nH3\\nH4\\nH5\\nitem\\nother\\n'")
        defer { pane.close() }
        let screen = try pane.waitForStatus("2/2")
        expectScreen(screen, [
            "  H1",
            "  H2",
            "▶ item",
            " 2/2",
        ])
    }

    @Test func headerLinesOfAJSONArrayAreItsFirstElementsByName() throws {
        let json = #"[{"name": "DRINK", "summary": "what"}, {"name": "Tea"}, {"name": "Coffee"}]"#
        let pane = try TmuxPane.browsing("--style line --header-lines 1 menu.json", width: 30, height: 6,
                                         files: ["menu.json": Array(json.utf8)])
        defer { pane.close() }
        let screen = try pane.waitForStatus("2/2")
        #expect(screen[0].hasPrefix("  DRINK"), "\(screen)")
        #expect(screen[1].hasPrefix("▶ Tea"), "\(screen)")
        try pane.sendKeys("Enter")
        #expect(try ShellRun.result(in: pane).stdout == "Tea\n")
    }

    @Test func leavingTheListSaysWhereTheFirstSkippedRecordWas() throws {
        let pane = try TmuxPane.browsing("--skip-invalid --style line", width: 30, height: 6,
                                         input: "printf '{\"name\": \"a\"}\\n{\"x\": 1}\\n'")
        defer { pane.close() }
        try pane.waitForStatus("1/1 (1 skipped)")
        try pane.sendKeys("Escape")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 130)
        #expect(result.stderr == "cardlist: skipped 1 invalid record; the first, <stdin>:2:1: record has no 'name'\n")
    }
}
