import Foundation
import Testing

/// `--bind` in the real list: bound keys and events do what a person sees, the list ends
/// with fzf's exit codes, and a malformed binding is an error before the terminal is touched.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserBindTests {
    private let input = "printf 'alpha\\nbeta\\ngamma\\ndelta\\n'"

    @Test func aBoundKeyChangesThePromptAndMovesToTheFirstMatch() throws {
        let pane = try TmuxPane.browsing("--style line --query a --bind 'ctrl-x:change-prompt(> )+first'",
                                         width: 40, height: 8, input: input)
        try pane.waitFor("the query") { $0.first == "/ a" }
        try pane.sendKeys("Down", "Down")
        try pane.waitForSelection("gamma")
        try pane.sendKeys("C-x")
        let screen = try pane.waitFor("the new prompt") { $0.first == "> a" }
        #expect(Screen.selectedName(in: screen) == "alpha", "\(Screen.fenced(screen))")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "alpha\n")
    }

    @Test func startChangesTheQueryWhenTheListOpens() throws {
        let pane = try TmuxPane.browsing("--style line --bind 'start:change-query(ga)'", width: 40, height: 8, input: input)
        let screen = try pane.waitFor("the query from start") { $0.first == "/ ga" && Screen.status(of: $0).hasPrefix("1/4") }
        #expect(Screen.selectedName(in: screen) == "gamma", "\(Screen.fenced(screen))")
        try pane.sendKeys("Enter")
        #expect(try ShellRun.result(in: pane).stdout == "gamma\n")
    }

    @Test func oneAcceptsTheOnlyMatchOfTheQueryWithoutAKey() throws {
        let pane = try TmuxPane(width: 40, height: 8,
                                script: ShellRun.script("\(TmuxPane.cardlist) --query elt --bind one:accept", input: input))
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "delta\n")
        #expect(result.settingsAfter == result.settingsBefore)
    }

    @Test func abortLeavesWith130AndAcceptChoosesWith0() throws {
        let aborting = try TmuxPane.browsing("--style line --bind 'ctrl-x:abort'", width: 40, height: 8, input: input)
        try aborting.sendKeys("C-x")
        let aborted = try ShellRun.result(in: aborting)
        #expect(aborted.status == 130)
        #expect(aborted.stdout == "")
        try expectRestored(aborted, in: aborting)

        let accepting = try TmuxPane.browsing("--style line --bind 'ctrl-y:down+accept'", width: 40, height: 8, input: input)
        try accepting.sendKeys("C-y")
        let accepted = try ShellRun.result(in: accepting)
        #expect(accepted.status == 0)
        #expect(accepted.stdout == "beta\n")
        try expectRestored(accepted, in: accepting)
    }

    @Test func printQueryPrintsTheQueryAndLeavesWith0() throws {
        let pane = try TmuxPane.browsing("--style line --query ta --bind 'alt-enter:print-query'", width: 40, height: 8, input: input)
        try pane.waitForStatus("2/4")
        try pane.sendKeys("M-Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "ta\n")
    }

    @Test func shiftArrowsAndFunctionKeysCanBeBound() throws {
        let pane = try TmuxPane.browsing("--style line --bind 'shift-down:last,shift-up:first,f5:down'", width: 40, height: 8, input: input)
        try pane.sendKeys("S-Down")
        try pane.waitForSelection("delta")
        try pane.sendKeys("S-Up")
        try pane.waitForSelection("alpha")
        try pane.sendKeys("F5")
        try pane.waitForSelection("beta")
    }

    @Test func theHelpListsTheUsersBindings() throws {
        let pane = try TmuxPane.browsing("--style line --bind 'ctrl-x:change-prompt(> )+first'", width: 60, height: 16, input: input)
        try pane.sendKeys("F1")
        let screen = try pane.waitFor("the help") { $0.contains { $0.contains("Keys") } }
        let line = try #require(screen.first { $0.contains("^X") }, "\(Screen.fenced(screen))")
        #expect(line.contains("change-prompt(> )+first"), "\(Screen.fenced(screen))")
        #expect(screen.contains { $0.contains("Yours (--bind):") })
    }

    @Test func aMalformedBindingExits2WithItsMessageAndTheTerminalUntouched() throws {
        let run = try RecordedRun.run("--bind 'ctrl-x:change-prompt(> )+frist'", input: input)
        #expect(run.result.status == 2)
        #expect(run.result.stderr == "cardlist: --bind: unknown action 'frist' at column 26 of 'ctrl-x:change-prompt(> )+frist'\n")
        #expect(run.result.stdout == "")
        #expect(!run.enteredAlternateScreen, "the alternate screen was entered")
        #expect(!run.terminalOutput.contains(0x1B), "escape sequences on the terminal")
        #expect(run.result.settingsAfter == run.result.settingsBefore)
    }
}
