import Foundation
import Glibc
import Testing

/// `--height`: the list drawn under the cursor in an interactive shell, with earlier output
/// on the screen, which stays as it was while the list shows and after every way out.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct InlineModeTests {
    private let hundred = (1...100).map { "\($0)\n" }.joined()

    /// The list's rows for `seq 100` with the first item selected, `rows` high.
    private func listRows(_ rows: Int, width: Int = 60) -> [String] {
        let status = " 100/100" + String(repeating: " ", count: width - 8 - 8) + "F1 help"
        return ["▶ 1"] + (2..<rows).map { "  \($0)" } + [status]
    }

    @Test func listShowsUnderTheCommandAndEnterLeavesTheScreenAboveAndTheCursorWhereItStarted() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try InlinePane.start(earlier: 5, input: hundred, arguments: "--height 10")
        let screen = try run.waitForList(status: "100/100")
        let start = run.above.count
        #expect(Array(screen.prefix(start)) == run.above, "\(Screen.fenced(screen))")
        #expect(Array(screen[start..<(start + 10)]) == listRows(10), "\(Screen.fenced(screen))")
        #expect(screen[(start + 10)...].allSatisfy { $0.isEmpty }, "\(Screen.fenced(screen))")
        #expect(try run.pane.alternateScreenOn == false)
        try run.pane.sendKeys("Down", "Down")
        try run.pane.waitFor("3 selected") { $0.contains("▶ 3") }
        try run.pane.sendKeys("Enter")
        let (after, row) = try run.waitForPrompt()
        #expect(Array(after.prefix(start)) == run.above, "\(Screen.fenced(after))")
        #expect(after[start] == "$", "\(Screen.fenced(after))")
        #expect(after[(start + 1)...].allSatisfy { $0.isEmpty }, "\(Screen.fenced(after))")
        #expect(row == start)
        #expect(try run.exitCode() == "0\n")
        #expect(try run.settingsRestored())
        #expect(run.pane.file("out") == "3\n")
    }

    enum WayOut: String, CaseIterable, CustomTestStringConvertible {
        case escape, controlC, terminate, hangUp
        var testDescription: String { rawValue }
    }

    @Test(arguments: WayOut.allCases)
    func everyWayOutErasesTheListAndPutsTheCursorBack(_ way: WayOut) throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try InlinePane.start(earlier: 3, input: hundred, arguments: "--height 8")
        try run.waitForList(status: "100/100")
        let expectedCode: String
        switch way {
        case .escape:
            try run.pane.sendKeys("Escape")
            expectedCode = "130\n"
        case .controlC:
            try run.pane.sendKeys("C-c")
            expectedCode = "130\n"
        case .terminate:
            kill(try run.pid, SIGTERM)
            expectedCode = "143\n"
        case .hangUp:
            kill(try run.pid, SIGHUP)
            expectedCode = "129\n"
        }
        let (after, row) = try run.waitForPrompt()
        let start = run.above.count
        // A signal makes the shell say so on the line where the list was.
        let said = way == .terminate ? ["Terminated"] : way == .hangUp ? ["Hangup"] : []
        #expect(Array(after.prefix(start)) == run.above, "\(Screen.fenced(after))")
        #expect(Array(after[start..<(start + said.count + 1)]) == said + ["$"], "\(Screen.fenced(after))")
        #expect(after[(start + said.count + 1)...].allSatisfy { $0.isEmpty }, "\(Screen.fenced(after))")
        #expect(row == start + said.count)
        #expect(try run.exitCode() == expectedCode)
        #expect(try run.settingsRestored())
        #expect(run.pane.bytes(ofFile: "out").isEmpty)
    }

    @Test func nearTheBottomTheScreenScrollsUpAndTheLinesAboveStayInOrder() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try InlinePane.start(height: 20, earlier: 15, input: hundred, arguments: "--height 8")
        let screen = try run.waitForList(status: "100/100")
        #expect(Array(screen.suffix(8)) == listRows(8), "\(Screen.fenced(screen))")
        #expect(Array(screen.prefix(12)) == Array(run.above.suffix(12)), "\(Screen.fenced(screen))")
        try run.pane.sendKeys("Enter")
        let (after, row) = try run.waitForPrompt()
        #expect(Array(after.prefix(12)) == Array(run.above.suffix(12)), "\(Screen.fenced(after))")
        #expect(after[12] == "$" && row == 12, "\(Screen.fenced(after))")
        #expect(run.pane.file("out") == "1\n")
    }

    @Test func percentageTakesTenItemsAndTheStatusLineAtLeastAsInFzf() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try InlinePane.start(height: 24, earlier: 2, input: hundred, arguments: "--height 40%")
        let screen = try run.waitForList(status: "100/100")
        let start = run.above.count
        // 40 % of 24 is 9 rows; the minimum (10 items and the prompt and status lines) is 12.
        #expect(Array(screen[start..<(start + 12)]) == listRows(12), "\(Screen.fenced(screen))")
        try run.pane.sendKeys("Escape")
        _ = try run.waitForPrompt()
        #expect(try run.settingsRestored())
    }

    @Test func shortPaneGetsWhatFits() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try InlinePane.start(height: 7, earlier: 0, input: hundred, arguments: "--height 30")
        let screen = try run.waitForList(status: "100/100")
        #expect(screen == listRows(7), "\(Screen.fenced(screen))")
        try run.pane.sendKeys("Down", "Enter")
        let (after, _) = try run.waitForPrompt()
        #expect(after.first == "$", "\(Screen.fenced(after))")
        #expect(run.pane.file("out") == "2\n")
        #expect(try run.settingsRestored())
    }

    @Test func adaptiveHeightTakesOnlyTheRowsFewItemsNeed() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try InlinePane.start(earlier: 2, input: "a\nb\nc\n", arguments: "--height ~10")
        let screen = try run.waitForList(status: "3/3")
        let start = run.above.count
        let status = " 3/3" + String(repeating: " ", count: 60 - 4 - 8) + "F1 help"
        #expect(Array(screen[start...]) == ["▶ a", "  b", "  c", status] + Array(repeating: "", count: screen.count - start - 4), "\(Screen.fenced(screen))")
        try run.pane.sendKeys("Enter")
        let (after, row) = try run.waitForPrompt()
        #expect(Array(after.prefix(start)) == run.above && row == start, "\(Screen.fenced(after))")
        #expect(run.pane.file("out") == "a\n")
    }

    @Test func afterTextOnTheLineTheListStartsBelowAndTheCursorGoesBackToItsColumn() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try InlinePane.start(earlier: 2, input: hundred, arguments: "--height 5", around: ("printf 'pick> '; ", "; echo '<back'"))
        let screen = try run.waitForList(status: "100/100")
        let start = run.above.count
        // The line the cursor was on keeps its text; the list is under it.
        #expect(screen[start] == "pick>", "\(Screen.fenced(screen))")
        #expect(Array(screen[(start + 1)..<(start + 6)]) == listRows(5), "\(Screen.fenced(screen))")
        try run.pane.sendKeys("Escape")
        let (after, row) = try run.waitForPrompt()
        #expect(Array(after.prefix(start)) == run.above, "\(Screen.fenced(after))")
        #expect(after[start] == "pick> <back" && after[start + 1] == "$" && row == start + 1, "\(Screen.fenced(after))")
    }
}
