import Foundation
import Glibc
import Testing

/// The `--bind` actions that run commands, in the real list: `execute` hands the terminal
/// over and takes it back, `execute-silent` leaves the list alone, `become` replaces it,
/// `reload` replaces the items, `transform-query` the query; item text never runs.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserCommandTests {
    private let input = "printf 'alpha\\nbeta\\ngamma\\ndelta\\n'"
    /// Items that would run something if they reached a shell unquoted.
    private let hostile = #"printf '%s\n' "it's \$(touch marker1)" '`touch marker2`' 'x; touch marker3' '"; touch marker4; "'"#

    @Test func executeHandsTheTerminalOverAndTakesItBack() throws {
        let pane = try TmuxPane.browsing("--style line --bind 'ctrl-o:execute(printf \"shown %s\\n\" {}; read line)'",
                                         width: 50, height: 8, input: input)
        try pane.sendKeys("Down", "C-o")
        let screen = try pane.waitFor("the command's output") { $0.contains("shown beta") }
        #expect(try !pane.alternateScreenOn, "\(Screen.fenced(screen))")
        try pane.sendKeys("Enter")
        try pane.waitForSelection("beta")
        #expect(try pane.alternateScreenOn)
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "beta\n")
        #expect(result.settingsAfter == result.settingsBefore)
    }

    @Test func controlCInAnExecutedCommandEndsTheCommandNotTheList() throws {
        // From an interactive shell, as a person runs it: the list is a job of its own.
        let run = try InlinePane.start(earlier: 0, input: "alpha\nbeta\n",
                                       arguments: "--style line --bind 'ctrl-o:execute(echo waiting; sleep 30)'")
        try run.waitForList(status: "2/2")
        try run.pane.sendKeys("C-o")
        try run.pane.waitFor("the command") { $0.contains("waiting") }
        try run.pane.sendKeys("C-c")
        try run.waitForList(status: "2/2")
        try run.pane.sendKeys("Enter")
        _ = try run.waitForPrompt()
        #expect(try run.exitCode().trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(run.pane.file("out") == "alpha\n")
        #expect(try run.settingsRestored())
    }

    @Test func executeInAnInlineListRedrawsItUnderTheCursor() throws {
        let run = try InlinePane.start(earlier: 2, input: "one\ntwo\nthree\n",
                                       arguments: "--height 8 --bind 'ctrl-o:execute(echo from-the-command; read line)'")
        try run.waitForList(status: "3/3")
        try run.pane.sendKeys("C-o")
        try run.pane.waitFor("the command's output") { $0.contains("from-the-command") }
        try run.pane.sendKeys("Enter")
        try run.waitForList(status: "3/3")
        try run.pane.sendKeys("Enter")
        _ = try run.waitForPrompt()
        #expect(try run.exitCode().trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(run.pane.file("out") == "one\n")
        #expect(try run.settingsRestored())
    }

    @Test func executeSilentRunsBesideTheListWhichStays() throws {
        let pane = try TmuxPane.browsing("--style line --bind 'ctrl-o:execute-silent(echo {} $CARDLIST_POS > ran)'",
                                         width: 50, height: 8, input: input)
        try pane.sendKeys("Down", "Down", "C-o")
        #expect(try pane.waitForFile("ran") == "gamma 3\n")
        try pane.sendKeys("Up")
        try pane.waitForSelection("beta")
        #expect(try pane.alternateScreenOn)
        try pane.sendKeys("Escape")
        #expect(try ShellRun.result(in: pane).status == 130)
    }

    @Test func anExecuteSilentCommandThatNeverEndsEndsWithTheList() throws {
        let pane = try TmuxPane.browsing("--style line --bind 'ctrl-o:execute-silent(echo $$ > child; exec sleep 300)'",
                                         width: 50, height: 8, input: input)
        try pane.sendKeys("C-o")
        let child = try #require(pid_t(try pane.waitForFile("child").trimmingCharacters(in: .whitespacesAndNewlines)))
        // The list goes on while it runs.
        try pane.sendKeys("Down")
        try pane.waitForSelection("beta")
        try pane.sendKeys("Escape")
        _ = try ShellRun.result(in: pane)
        try pane.waitUntil("the command ended") { kill(child, 0) != 0 }
    }

    @Test func becomeReplacesTheListWithItsOutputAndExitCode() throws {
        let pane = try TmuxPane.browsing("--style line --bind 'ctrl-b:become(printf \"became %s\\n\" {}; exit 3)'",
                                         width: 50, height: 8, input: input)
        try pane.sendKeys("Down", "C-b")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 3)
        #expect(result.stdout == "became beta\n")
        #expect(result.settingsAfter == result.settingsBefore)
    }

    @Test func reloadReplacesTheItemsAndKeepsTheQuery() throws {
        let pane = try TmuxPane.browsing("--style line --query an --bind 'ctrl-r:reload(printf \"banana\\napple\\ncherry\\nmango\\nkiwi\\n\")'",
                                         width: 50, height: 10, input: input, waitsForStatusLine: false)
        try pane.waitFor("no match") { Screen.status(of: $0).contains("0/4") }
        try pane.sendKeys("C-r")
        let screen = try pane.waitForStatus("2/5")
        #expect(screen.first == "/ an", "\(Screen.fenced(screen))")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(["banana\n", "mango\n"].contains(result.stdout))
    }

    @Test func startAndLoadEventsCanRunCommands() throws {
        let pane = try TmuxPane.browsing("--style line --bind 'start:reload(printf \"one\\ntwo\\nthree\\n\"),load:execute-silent(echo $CARDLIST_TOTAL_COUNT >> loads)'",
                                         width: 50, height: 10, input: input, waitsForStatusLine: false)
        let screen = try pane.waitForStatus("3/3")
        #expect(screen.contains { $0.contains("three") }, "\(Screen.fenced(screen))")
        // `load` fires after the reload (and after the input, when that ended first). The
        // `execute-silent` commands run beside the list and nothing waits for them, so the
        // two lines can land in either order.
        try pane.waitUntil("the load event's commands") {
            pane.file("loads")?.split(separator: "\n").contains("3") == true
        }
        try pane.sendKeys("Enter")
        #expect(try ShellRun.result(in: pane).stdout == "one\n")
    }

    @Test func aLoadEventThatAcceptsEndsTheListWhenTheInputEndsAfterItOpened() throws {
        // The input ends a second after the list opened: `load` fires from items taken in
        // between frames, and its `accept` ends the list then.
        let pane = try TmuxPane.browsing("--style line --bind load:accept", width: 50, height: 10,
                                         input: "{ printf 'one\\ntwo\\n'; sleep 1; printf 'three\\n'; }", waitsForStatusLine: false)
        try pane.waitForStatus("2/2")
        #expect(try ShellRun.result(in: pane).stdout == "one\n")
    }

    @Test func reloadSyncShowsTheNewItemsOnceTheyAreAllRead() throws {
        let pane = try TmuxPane.browsing("--style line --bind 'ctrl-r:reload-sync(echo one; sleep 1; echo two)'",
                                         width: 50, height: 10, input: input)
        try pane.sendKeys("C-r")
        // Meanwhile the old items stay.
        try pane.waitForStatus("4/4")
        #expect(try pane.capture().contains { $0.contains("alpha") })
        let screen = try pane.waitForStatus("2/2")
        #expect(screen.contains { $0.contains("two") }, "\(Screen.fenced(screen))")
    }

    @Test func aReloadStopsTheOneStillRunning() throws {
        let pane = try TmuxPane.browsing("--style line --bind 'ctrl-r:reload(echo $$ > first; echo slow; exec sleep 300),ctrl-t:reload(echo quick)'",
                                         width: 50, height: 10, input: input)
        try pane.sendKeys("C-r")
        let first = try #require(pid_t(try pane.waitForFile("first").trimmingCharacters(in: .whitespacesAndNewlines)))
        try pane.waitFor("the slow items") { $0.contains { $0.contains("slow") } }
        try pane.sendKeys("C-t")
        try pane.waitForStatus("1/1")
        try pane.waitUntil("the first reload's command ended") { kill(first, 0) != 0 }
    }

    @Test func transformQueryMakesTheCommandsFirstLineTheQuery() throws {
        let pane = try TmuxPane.browsing("--style line --bind 'ctrl-t:transform-query(echo {}ta; echo ignored)'",
                                         width: 50, height: 8, input: input)
        try pane.sendKeys("Down", "Down", "Down", "C-t")
        let screen = try pane.waitFor("the new query") { $0.first == "/ deltata" }
        #expect(Screen.status(of: screen).contains("0/4"), "\(Screen.fenced(screen))")
    }

    @Test func hostileItemsReachingExecuteReloadAndBecomeRunNothing() throws {
        let bindings = "ctrl-o:execute(echo {} >> got),ctrl-r:reload(printf '%s\\n' {} {+}),ctrl-b:become(printf '%s|' {})"
        let pane = try TmuxPane.browsing("--style line --multi --bind \"\(bindings)\"", width: 60, height: 10, input: hostile)
        for _ in 0..<4 {
            try pane.sendKeys("C-o")
            try pane.sendKeys("Down")
        }
        try pane.waitUntil("four lines") { (pane.file("got") ?? "").split(separator: "\n").count == 4 }
        #expect(pane.file("got") == "it's $(touch marker1)\n`touch marker2`\nx; touch marker3\n\"; touch marker4; \"\n")
        try pane.sendKeys("C-r")
        try pane.waitFor("the reloaded item") { $0.last?.hasPrefix(" 1/2") == true || $0.last?.hasPrefix(" 2/2") == true }
        try pane.sendKeys("C-b")
        let result = try ShellRun.result(in: pane)
        #expect(result.stdout.hasSuffix("; touch marker4; \"|"), "\(result.stdout)")
        for marker in ["marker1", "marker2", "marker3", "marker4"] {
            #expect(pane.file(marker) == nil, "\(marker) was made")
        }
    }

    @Test func aNewlineInAnItemReadWithRead0StaysInOneQuotedWord() throws {
        let items = #"printf 'one\n$(touch marker)\0two\0'"#
        let pane = try TmuxPane.browsing("--style line --read0 --bind 'ctrl-b:become(printf \"[%s]\" {})'", width: 50, height: 8, input: items)
        try pane.sendKeys("C-b")
        let result = try ShellRun.result(in: pane)
        #expect(result.stdout == "[one\n$(touch marker)]")
        #expect(pane.file("marker") == nil)
    }
}
