import Foundation
import Testing

/// `--height` through a resize, Ctrl-Z and `fg`, the mouse, and the options that end the
/// list before it shows.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct InlineModeEventsTests {
    private let hundred = (1...100).map { "\($0)\n" }.joined()

    /// The list's rows and the lines right above them: the earlier lines and the command
    /// stay in order on the rows above the list (tmux may scroll them up a row when it
    /// rewraps a narrowed screen), and no part of the list is left above it.
    private func checkListUnderLinesAbove(_ screen: [String], width: Int) {
        guard let top = screen.firstIndex(of: "▶ 1"), top >= 5 else {
            Issue.record("no list under the command:\n\(Screen.fenced(screen))")
            return
        }
        #expect(Array(screen[(top - 5)..<top]) == ["earlier 1", "earlier 2", "earlier 3", "earlier 4", "$ sh run --height 8"], "\(Screen.fenced(screen))")
        #expect(!screen[..<top].contains { $0.contains("100/100") || $0.contains("▶") }, "\(Screen.fenced(screen))")
        #expect(screen[top + 7] == " 100/100" + String(repeating: " ", count: width - 16) + "F1 help", "\(Screen.fenced(screen))")
        #expect(screen[(top + 8)...].allSatisfy { $0.isEmpty }, "\(Screen.fenced(screen))")
    }

    @Test func resizeRedrawsInPlaceWithoutTouchingTheLinesAbove() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try InlinePane.start(width: 60, height: 20, earlier: 4, input: hundred, arguments: "--height 8")
        try run.waitForList(status: "100/100")
        try run.pane.resize(width: 40, height: 20)
        let narrow = try run.pane.waitFor("the list 40 columns wide") { $0.contains(" 100/100" + String(repeating: " ", count: 40 - 16) + "F1 help") }
        checkListUnderLinesAbove(narrow, width: 40)
        try run.pane.resize(width: 60, height: 20)
        let wide = try run.pane.waitFor("the list 60 columns wide") { $0.contains(" 100/100" + String(repeating: " ", count: 60 - 16) + "F1 help") }
        checkListUnderLinesAbove(wide, width: 60)
        try run.pane.sendKeys("Down", "Enter")
        let (after, row) = try run.waitForPrompt()
        let command = try #require(after.firstIndex(of: "$ sh run --height 8"))
        #expect(after[command + 1] == "$" && row == command + 1, "\(Screen.fenced(after))")
        #expect(after[(command + 2)...].allSatisfy { $0.isEmpty }, "\(Screen.fenced(after))")
        #expect(run.pane.file("out") == "2\n")
        #expect(try run.settingsRestored())
    }

    /// The list waits for keys without a timeout once loaded: only the output itself can
    /// wake it to draw.
    @Test func previewOutputShowsWithoutAKey() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try InlinePane.start(earlier: 2, input: hundred, arguments: "--height 15 --preview 'sleep 0.3; echo LATE'")
        try run.waitForList(status: "100/100")
        try run.pane.waitFor("the preview's late output", timeout: .seconds(10)) { screen in
            screen.contains { $0.contains("LATE") && !$0.hasPrefix("$") }
        }
        try run.pane.sendKeys("Escape")
        try run.waitForPrompt()
        #expect(try run.exitCode() == "130\n")
        #expect(try run.settingsRestored())
    }

    @Test func controlZErasesTheListAndFgDrawsItAgainUnderTheCursor() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try InlinePane.start(earlier: 3, input: hundred, arguments: "--height 6")
        try run.waitForList(status: "100/100")
        try run.pane.sendKeys("Down", "Down")
        try run.pane.waitFor("3 selected") { $0.contains("▶ 3") }
        try run.pane.sendKeys("C-z")
        let stopped = try run.pane.waitFor("the shell after Ctrl-Z") { screen in
            !screen.contains { $0.contains("F1 help") } && screen.last(where: { !$0.isEmpty }) == "$"
        }
        let start = run.above.count
        #expect(Array(stopped.prefix(start)) == run.above, "\(Screen.fenced(stopped))")
        try run.pane.runInShell("stty -g > suspended")
        #expect(try run.pane.waitForFile("suspended") == run.pane.file("before"))
        try run.pane.runInShell("fg")
        let again = try run.waitForList(status: "100/100")
        #expect(again.contains("▶ 3"), "\(Screen.fenced(again))")
        #expect(Array(again.prefix(start)) == run.above, "\(Screen.fenced(again))")
        // Under the lines the shell printed meanwhile (`fg` and the job's name).
        let list = try #require(again.firstIndex(of: "  1"))
        #expect(again[list - 1] == "sh run --height 6" && again[list + 5].hasPrefix(" 100/100"), "\(Screen.fenced(again))")
        try run.pane.sendKeys("Enter")
        let (after, row) = try run.waitForPrompt()
        #expect(after[list] == "$" && row == list, "\(Screen.fenced(after))")
        #expect(run.pane.file("out") == "3\n")
        #expect(try run.exitCode() == "0\n")
        #expect(try run.settingsRestored())
    }

    @Test func clickSelectsTheItemUnderThePointerInsideTheArea() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try InlinePane.start(earlier: 6, input: hundred, arguments: "--height 8")
        try run.waitForList(status: "100/100")
        let start = run.above.count
        // X10 reports: button, column and row, each plus 32, 1-based. The fourth row of the list.
        func report(_ button: Int) -> String {
            "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + 3))) + String(UnicodeScalar(UInt8(33 + start + 3)))
        }
        try run.pane.type(report(0) + report(3))
        try run.pane.waitFor("4 selected") { $0.contains("▶ 4") }
        try run.pane.sendKeys("Enter")
        _ = try run.waitForPrompt()
        #expect(run.pane.file("out") == "4\n")
    }

    @Test func selectOneWithOneItemDrawsNothing() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let pane = try TmuxPane.interactiveShell(width: 60, height: 12, files: ["input": Array("only\n".utf8)])
        try pane.recordOutput(to: "terminal")
        try pane.runInShell("'\(CardlistExecutable.path)' --height 5 --select-1 < input > out; echo $? > code")
        #expect(try pane.waitForFile("code") == "0\n")
        #expect(pane.file("out") == "only\n")
        let written = pane.bytes(ofFile: "terminal")
        // Neither the cursor query nor the modes a list turns on ever reached the terminal.
        #expect(!String(decoding: written, as: UTF8.self).contains("\u{1B}[6n"))
        #expect(!String(decoding: written, as: UTF8.self).contains("\u{1B}[?2004h"))
    }

    @Test func crashErasesTheAreaAndPutsTheCursorBack() throws {
        try #require(FileManager.default.isExecutableFile(atPath: TerminalDemoExecutable.path), "build it first: swift build --product terminal-demo")
        let run = try InlinePane.start(earlier: 3, input: "", arguments: "inline crash", program: TerminalDemoExecutable.path)
        let screen = try run.pane.waitFor("the inline demo") { $0.contains { $0.contains("any key crashes") } }
        let start = run.above.count
        #expect(Array(screen.prefix(start)) == run.above && screen[start].hasPrefix("╭"), "\(Screen.fenced(screen))")
        try run.pane.sendKeys("x")
        let (after, row) = try run.waitForPrompt()
        #expect(Array(after.prefix(start)) == run.above, "\(Screen.fenced(after))")
        #expect(!after.contains { $0.contains("╭") || $0.contains("terminal demo") }, "\(Screen.fenced(after))")
        // Only the shell's word about the signal between the command and the next prompt.
        #expect(row <= start + 1 && after[row] == "$", "\(Screen.fenced(after))")
        #expect(["132\n", "133\n"].contains(try run.exitCode()))
        #expect(try run.settingsRestored())
    }
}
