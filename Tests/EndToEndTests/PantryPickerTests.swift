import Foundation
import Testing

/// The `pantry-picker` example, written from the documentation alone, run in a real
/// terminal: a searchable list of cards whose choice is printed.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct PantryPickerTests {
    /// Starts `pantry-picker` in an 80×24 pane and waits for its first frame.
    private func startPicker() throws -> TmuxPane {
        let path = try ExampleExecutable.pantryPicker.get()
        let pane = try TmuxPane(width: 80, height: 24, script: ShellRun.script("'\(path)'"))
        try pane.waitFor("the first frame") { $0.contains { $0.contains("▶Basmati rice") } }
        return pane
    }

    @Test func firstFrameShowsTheSearchLineAndTheFirstCardSelected() throws {
        let pane = try startPicker()
        let screen = try pane.waitFor("the third card") { $0.contains { $0.contains("Olive oil") } }
        expectScreen(Array(screen[0...5]), [
            ">  Search                                                                    6/6",
            "┏━ staple ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
            "┃▶Basmati rice                                                           2 kg ┃░",
            "┃ Long-grain, aged a year; fluffy and fragrant.                               ┃░",
            "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛░",
            " " + String(repeating: "░", count: 79),
        ])
    }

    @Test func downThenEnterPrintsTheSecondItem() throws {
        let pane = try startPicker()
        try pane.sendKeys("Down")
        try pane.waitFor("Chickpeas selected") { $0.contains { $0.contains("▶Chickpeas") } }
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "Chickpeas\n")
        try expectRestored(result, in: pane)
    }

    @Test func typingFiltersTheCardsAndEnterChoosesTheMatch() throws {
        let pane = try startPicker()
        try pane.type("ro")
        let screen = try pane.waitFor("the query's matches") { $0.first?.hasPrefix("> ro ") == true && $0.contains { $0.contains("▶Rolled oats") } }
        #expect(screen.first?.hasSuffix(" 1/6") == true)
        #expect(!screen.contains { $0.contains("Olive oil") })
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "Rolled oats\n")
    }

    @Test func escapeLeavesWithNothingPrintedAndExitOne() throws {
        let pane = try startPicker()
        try pane.sendKeys("Escape")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        try expectRestored(result, in: pane)
    }
}
