import Foundation
import Testing

/// `--tac` on the screen: the last line read on the first row, the query's ties in the
/// reverse input order, and Enter choosing what is shown.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserTacTests {
    @Test func theLastLineReadIsOnTheFirstRowAndEnterChoosesIt() throws {
        let pane = try TmuxPane.browsing("--tac", width: 30, height: 6, input: "printf 'one\\ntwo\\nthree\\n'")
        let screen = try pane.waitForSelection("three")
        expectScreen(screen, [
            "▶ three",
            "  two",
            "  one",
            "", "",
            " 3/3                  F1 help",
        ])
        try pane.sendKeys("Down")
        try pane.waitForSelection("two")
        try pane.sendKeys("Enter")
        #expect(try ShellRun.result(in: pane).stdout == "two\n")
    }

    @Test func aQuerysTiesGoToTheLaterLine() throws {
        let pane = try TmuxPane.browsing("--tac --query ab", width: 30, height: 7,
                                         input: "printf 'xab1\\nxab2\\nab\\nxab3\\n'")
        let screen = try pane.waitForStatus("4/4")
        expectScreen(screen, [
            "/ ab",
            "▶ ab",
            "  xab3",
            "  xab2",
            "  xab1",
            "",
            " 4/4                  F1 help",
        ])
    }
}
