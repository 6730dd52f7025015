import Foundation
import Testing

/// `--preview`: the pane follows the current item, item text never runs, the command's
/// output never reaches the terminal raw, and no command outlives the list.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserPreviewTests {
    /// The process ids of processes whose command line starts with `marker` (the bracket
    /// keeps the shell running pgrep, whose own command line holds the pattern, out).
    private func processes(matching marker: String) throws -> [String] {
        let result = try ShellCommand.run("pgrep -f '^[\(marker.prefix(1))]\(marker.dropFirst())' || true")
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test func thePaneFollowsTheCurrentItem() throws {
        let pane = try TmuxPane.browsing("--preview 'echo item {} of $CARDLIST_MATCH_COUNT'", width: 60, height: 8,
                                         input: "seq 20")
        let first = try pane.waitFor("the first preview") { $0.contains { $0.contains("│ item 1 of 20") } }
        // The pane is the right half, in a rounded border; the list keeps the left half.
        #expect(first[0].hasSuffix("╭────────────────────────────╮"))
        #expect(first[0].hasPrefix("▶ 1 "))
        try pane.sendKeys("Down", "Down")
        try pane.waitFor("the third item's preview") { $0.contains { $0.contains("│ item 3 of 20") } }
        try pane.sendKeys("Enter")
        #expect(try ShellRun.result(in: pane).stdout == "3\n")
    }

    @Test func aBindingGivesThePaneACommandWithoutPreviewOption() throws {
        let pane = try TmuxPane.browsing("--bind 'ctrl-o:change-preview(echo shown {})'", width: 60, height: 8, input: "seq 20")
        try pane.waitFor("the list") { $0.first?.hasPrefix("▶ 1") == true }
        try pane.sendKeys("C-o")
        try pane.waitFor("the bound command's output") { $0.contains { $0.contains("│ shown 1") } }
        try pane.sendKeys("Down")
        try pane.waitFor("the output for the next item") { $0.contains { $0.contains("│ shown 2") } }
        try pane.sendKeys("Enter")
        #expect(try ShellRun.result(in: pane).stdout == "2\n")
    }

    /// An X10 mouse report of `button` at 0-based `x`, `y` (64/65 the wheel, 0 a press, 3 a release).
    private func report(button: Int, x: Int, y: Int) -> String {
        "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + x))) + String(UnicodeScalar(UInt8(33 + y)))
    }

    @Test func shiftArrowsAndTheWheelScrollThePaneAndAltPClosesIt() throws {
        let pane = try TmuxPane.browsing("--preview 'seq 100'", width: 40, height: 8, input: "seq 3")
        try pane.waitFor("the preview") { $0.count > 1 && $0[1].hasSuffix("│ 1          1/100 │") }
        try pane.sendKeys("S-Down", "S-Down")
        try pane.waitFor("two lines scrolled") { $0.count > 1 && $0[1].hasSuffix("│ 3          3/100 │") }
        try pane.type(report(button: 65, x: 30, y: 3))
        try pane.waitFor("three more lines") { $0.count > 1 && $0[1].hasSuffix("│ 6          6/100 │") }
        // A click in the pane chooses nothing; the list's selection stays.
        try pane.type(report(button: 0, x: 30, y: 3) + report(button: 3, x: 30, y: 3))
        try pane.type(report(button: 0, x: 30, y: 3) + report(button: 3, x: 30, y: 3))
        try pane.sendKeys("M-p")
        let closed = try pane.waitFor("the pane closed") { !$0.joined().contains("╭") }
        #expect(closed[0].hasPrefix("▶ 1"))
        try pane.sendKeys("Enter")
        #expect(try ShellRun.result(in: pane).stdout == "1\n")
    }

    @Test func hostileItemsAreShownAndNeverRun() throws {
        let items = ["it's \"quoted\"", "$(touch pwned)", "`touch pwned`", "; touch pwned;", "two\nlines'; touch pwned; '"]
        let input = "printf '" + items.map { $0.replacingOccurrences(of: "'", with: "'\\''") }.joined(separator: "\\0") + "\\0'"
        let pane = try TmuxPane.browsing("--read0 --style line --preview 'echo [{}] {q} {1} {+}; cat {f}'", width: 80, height: 12,
                                         input: input)
        try pane.waitFor("the first item's preview") { $0.contains { $0.contains("[it's \"quoted\"]") } }
        try pane.sendKeys("Down")
        try pane.waitFor("the second item's preview") { $0.contains { $0.contains("[$(touch pwned)]") } }
        try pane.sendKeys("Down")
        try pane.waitFor("the third item's preview") { $0.contains { $0.contains("[`touch pwned`]") } }
        try pane.sendKeys("Down")
        try pane.waitFor("the fourth item's preview") { $0.contains { $0.contains("[; touch pwned;]") } }
        try pane.sendKeys("Down")
        // The record's line break reaches the command as text: echo prints it, cat {f} too.
        try pane.waitFor("the fifth item's preview") { screen in
            screen.filter { $0.contains("lines'; touch pwned; '") }.count >= 2
        }
        try pane.sendKeys("Escape")
        _ = try ShellRun.result(in: pane)
        #expect(pane.file("pwned") == nil)
    }

    @Test func hostileOutputNeverReachesTheTerminalRaw() throws {
        let script = #"printf '\033]0;evil-title\007\033[2J\033[H\033[31mred\033[0m plain\033[5;5Hmoved \001 \033[?1049l end\n'"#
        let pane = try TmuxPane.browsing("--preview 'sh hostile.sh'", width: 80, height: 8,
                                         files: ["hostile.sh": Array(script.utf8)], input: "printf 'alpha\\nbeta\\n'")
        let screen = try pane.waitFor("the preview") { $0.contains { $0.contains("red plain") } }
        // The list was not cleared nor the cursor moved: both rows are where they were drawn.
        #expect(screen[0].hasPrefix("▶ alpha"))
        #expect(screen[1].hasPrefix("  beta"))
        // The title and the screen switch were removed, the cursor move too, the control drawn visibly.
        #expect(try pane.format("#{pane_title}") != "evil-title")
        #expect(try pane.alternateScreenOn)
        let line = try #require(screen.first { $0.contains("red plain") })
        #expect(line.contains("│ red plainmoved ␁  end"))
        // The colour is kept: `red` is drawn in red (SGR 31).
        let escaped = try pane.captureWithEscapes()
        #expect(escaped.contains("\u{1B}[31mred"))
        try pane.sendKeys("Escape")
        try expectRestored(try ShellRun.result(in: pane), in: pane)
    }

    @Test func aCommandThatNeverStopsPrintingCostsBoundedMemory() throws {
        let pane = try TmuxPane.browsing("--preview yes", width: 60, height: 8, input: "seq 5")
        try pane.waitFor("the preview") { $0.contains { $0.contains("│ y  ") } }
        let pid = try ShellRun.processID(in: pane)
        // Keys still answer while it prints.
        try pane.sendKeys("Down", "Down")
        try pane.waitForSelection("3")
        Thread.sleep(forTimeInterval: 1)
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? .max
        #expect(kilobytes < 120_000)
        try pane.sendKeys("Enter")
        #expect(try ShellRun.result(in: pane).stdout == "3\n")
    }

    @Test(arguments: ["Enter", "Escape", "C-c", "TERM", "HUP"])
    func noCommandOutlivesTheList(ending: String) throws {
        let marker = "sleep 31\(Int.random(in: 10000...99999))"
        let pane = try TmuxPane.browsing("--preview '\(marker); :'", width: 60, height: 8, input: "seq 5")
        try pane.waitUntil("the preview command runs") { try !processes(matching: marker).isEmpty }
        if ending == "TERM" || ending == "HUP" {
            let pid = try ShellRun.processID(in: pane)
            #expect(kill(pid, ending == "TERM" ? SIGTERM : SIGHUP) == 0)
        } else {
            try pane.sendKeys(ending)
        }
        let result = try ShellRun.result(in: pane)
        try expectRestored(result, in: pane)
        try pane.waitUntil("no preview command is left", timeout: .seconds(3)) { try processes(matching: marker).isEmpty }
    }

    @Test func movingOnStopsTheOldCommand() throws {
        let marker = "sleep 32\(Int.random(in: 10000...99999))"
        let pane = try TmuxPane.browsing("--preview 'echo at {}; \(marker)'", width: 60, height: 8, input: "seq 5")
        try pane.waitFor("the first preview") { $0.contains { $0.contains("at 1") } }
        try pane.sendKeys("Down")
        try pane.waitFor("the second preview") { $0.contains { $0.contains("at 2") } }
        try pane.waitUntil("only the second command runs", timeout: .seconds(3)) {
            try processes(matching: marker).count == 1
        }
        try pane.sendKeys("Escape")
        _ = try ShellRun.result(in: pane)
    }
}
