import Foundation
import Testing

/// The `coffee-picker` example, a separate package on the RowsTerminal product, run in a
/// real terminal: it shows the coffees as cards and prints the one chosen.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct CoffeePickerTests {
    /// Starts `coffee-picker` in a 50×16 pane and waits for its first frame.
    private func startPicker() throws -> TmuxPane {
        let path = try ExampleExecutable.coffeePicker.get()
        let pane = try TmuxPane(width: 50, height: 16, script: ShellRun.script("'\(path)'"))
        try pane.waitFor("the first frame") { $0.contains { $0.contains("▶THE DARKNESS BLEND") } }
        return pane
    }

    @Test func firstFrameShowsTheCoffeesAsCardsWithTheFirstSelected() throws {
        let pane = try startPicker()
        let screen = try pane.waitFor("the second card") { $0.count == 16 && $0[15].hasPrefix(" ░") }
        expectScreen(screen, [
            "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
            "┃▶THE DARKNESS BLEND               ┌──────────┐ ┃░",
            "┃ Smoky and deep, with bitter      │          │ ┃░",
            "┃ dark chocolate at the end.       │DarknessB…│ ┃░",
            "┃                                  │          │ ┃░",
            "┃                                  └──────────┘ ┃░",
            "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛░",
            " ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
            "╭───────────────────────────────────────────────╮",
            "│ COUNTACH                         ┌──────────┐ │░",
            "│ Bright and quick off the mark.   │          │ │░",
            "│ Stone fruit first, cocoa after.  │ Countach │ │░",
            "│                                  │          │ │░",
            "│                                  └──────────┘ │░",
            "╰───────────────────────────────────────────────╯░",
            " ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        ])
        #expect(try pane.alternateScreenOn)
    }

    @Test func downKeysThenEnterPrintTheChosenName() throws {
        let pane = try startPicker()
        try pane.sendKeys("Down")
        try pane.waitFor("COUNTACH selected") { $0.contains { $0.contains("▶COUNTACH") } }
        try pane.sendKeys("Down")
        try pane.waitFor("GET WOKE BLEND selected") { $0.contains { $0.contains("▶GET WOKE BLEND") } }
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "GET WOKE BLEND\n")
        #expect(result.stderr == "")
        try expectRestored(result, in: pane)
    }

    @Test(arguments: [("ez", "EZ MORNING BLEND"), ("Dr", "DR. LUPO'S LIFELINE ROAST"), ("c", "COUNTACH")])
    func typingTheStartOfANameJumpsToIt(typed: String, name: String) throws {
        let pane = try startPicker()
        try pane.type(typed)
        try pane.waitFor("\(name) selected") { $0.contains { $0.contains("▶\(name)") } }
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == name + "\n")
        try expectRestored(result, in: pane)
    }

    @Test func endSelectsTheLastCardWithItsWholeSummary() throws {
        let pane = try startPicker()
        try pane.sendKeys("End")
        let screen = try pane.waitFor("the last card") { $0.contains { $0.contains("▶DR. LUPO'S") } }
        #expect(screen.contains { $0.contains("sunrise.") })
        try pane.sendKeys("Enter")
        #expect(try ShellRun.result(in: pane).stdout == "DR. LUPO'S LIFELINE ROAST\n")
    }

    @Test func doubleClickOnACardChoosesIt() throws {
        let pane = try startPicker()
        // Two presses and releases on row 10 (COUNTACH's card), column 5, as X10 reports.
        let click = "\u{1B}[M %*\u{1B}[M#%*"
        try pane.type(click + click)
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "COUNTACH\n")
        try expectRestored(result, in: pane)
    }

    @Test(arguments: ["Escape", "C-c"])
    func leavingPrintsNothingExitsOneAndRestoresTheTerminal(key: String) throws {
        let pane = try startPicker()
        try pane.sendKeys("Down")
        try pane.waitFor("COUNTACH selected") { $0.contains { $0.contains("▶COUNTACH") } }
        try pane.sendKeys(key)
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
        try expectRestored(result, in: pane)
    }

    @Test func terminatingSignalWhileTheListIsOpenRestoresTheTerminal() throws {
        let pane = try startPicker()
        let pid = try ShellRun.processID(in: pane)
        try #require(pid > 0)
        #expect(kill(pid, SIGTERM) == 0)
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 143)
        #expect(result.stdout == "")
        try expectRestored(result, in: pane)
    }

    @Test func resizeRedrawsTheCardsAtTheNewWidth() throws {
        let pane = try startPicker()
        try pane.resize(width: 40, height: 10)
        let screen = try pane.waitFor("the cards at 40 columns") { $0.count == 10 && $0.first?.hasPrefix("┏") == true && $0[1].hasSuffix("┃░") }
        expectScreen(Array(screen[0...2]), [
            "┏" + String(repeating: "━", count: 37) + "┓",
            "┃▶THE DARKNESS BLEND     ┌──────────┐ ┃░",
            "┃ Smoky and deep, with   │          │ ┃░",
        ])
        try pane.sendKeys("Enter")
        #expect(try ShellRun.result(in: pane).stdout == "THE DARKNESS BLEND\n")
    }

    @Test func controlZSuspendsWithTheTerminalRestoredAndFgRepaints() throws {
        let path = try ExampleExecutable.coffeePicker.get()
        let pane = try TmuxPane.interactiveShell(width: 50, height: 16)
        try pane.runInShell("'\(path)' > out")
        try pane.waitFor("the first frame") { $0.contains { $0.contains("▶THE DARKNESS BLEND") } }
        #expect(try pane.suspendWithControlZ() == pane.file("before"))
        try pane.runInShell("fg")
        try pane.waitFor("the repainted frame") { $0.first?.hasPrefix("┏") == true && $0.contains { $0.contains("▶THE DARKNESS BLEND") } }
        #expect(try pane.alternateScreenOn)
        try pane.sendKeys("Down", "Enter")
        try pane.waitUntil("the alternate screen is left") { try !pane.alternateScreenOn }
        try pane.runInShell("echo $? > code; stty -g > after")
        #expect(try pane.waitForFile("code") == "0\n")
        #expect(try pane.waitForFile("after") == pane.file("before"))
        #expect(pane.file("out") == "COUNTACH\n")
    }

    @Test func withoutATerminalItSaysSoAndExitsTwo() throws {
        let path = try ExampleExecutable.coffeePicker.get()
        // setsid: no controlling terminal, so /dev/tty cannot be opened.
        let pane = try TmuxPane(width: 50, height: 8, script: ShellRun.script("setsid -w '\(path)'"))
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("coffee-picker: "))
    }
}

/// The `list-items` example: the first article's items with slots, searchable, several chosen.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct ListItemsExampleTests {
    @Test func searchingAndMarkingPrintsTheMarkedTitlesInOrder() throws {
        let path = try ExampleExecutable.listItems.get()
        let pane = try TmuxPane(width: 50, height: 12, script: ShellRun.script("'\(path)'"))
        try pane.waitFor("the first frame") { $0.first?.hasPrefix(">  Filter") == true && $0.contains { $0.contains("Savings") } }
        try pane.sendKeys("End", "Tab")
        try pane.type("slot")
        let screen = try pane.waitFor("the filtered items") { $0.first?.hasPrefix("> slot") == true }
        #expect(screen[0] == "> slot" + String(repeating: " ", count: 41) + "1/5")
        #expect(screen[2] == "▶  │    │ Title with slots           Detail │    │")
        try pane.sendKeys("Tab", "Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "Title with slots\nSavings\n")
        try expectRestored(result, in: pane)
    }
}
