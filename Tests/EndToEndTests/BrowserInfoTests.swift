import Foundation
import Testing

/// `--info` as a person sees it: the status on the filter line (inline, inline-right) or
/// nowhere (hidden), the list taking the row it leaves.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserInfoTests {
    private let fruit = ["fruit.txt": Array("apple\nbanana\ncherry\n".utf8)]

    @Test func inlineInfoFollowsTheQueryAndTheStatusLineGoes() throws {
        let pane = try TmuxPane.browsing("--info=inline fruit.txt", width: 24, height: 5, files: fruit)
        defer { pane.close() }
        try pane.type("/an")
        let screen = try pane.waitFor("the inline status") { $0.first?.hasPrefix("/ an") == true }
        expectScreen(screen, ["/ an   < 1/3", "▶ banana", "", "", ""])
    }

    @Test func inlineRightInfoSitsAtTheEndOfTheFilterLine() throws {
        let pane = try TmuxPane.browsing("--info inline-right fruit.txt", width: 24, height: 5, files: fruit)
        defer { pane.close() }
        try pane.type("/an")
        let screen = try pane.waitFor("the inline status") { $0.first?.hasPrefix("/ an") == true }
        expectScreen(screen, ["/ an                1/3", "▶ banana", "", "", ""])
    }

    @Test func inlineInfoKeepsTheStatusLineWhileTheFilterIsClosed() throws {
        let pane = try TmuxPane.browsing("--info=inline fruit.txt", width: 24, height: 5, files: fruit)
        defer { pane.close() }
        expectScreen(try pane.waitForStatus("3/3"), ["▶ apple", "  banana", "  cherry", "", " 3/3            F1 help"])
    }

    @Test func hiddenInfoGivesItsRowToTheList() throws {
        let items = ["five.txt": Array("a1\na2\na3\na4\na5\n".utf8)]
        let pane = try TmuxPane.browsing("--info=hidden five.txt", width: 20, height: 4, files: items, waitsForStatusLine: false)
        defer { pane.close() }
        let screen = try pane.waitFor("four items on four rows") { $0.count == 4 && $0[3] == "  a4" }
        expectScreen(screen, ["▶ a1", "  a2", "  a3", "  a4"])
    }
}
