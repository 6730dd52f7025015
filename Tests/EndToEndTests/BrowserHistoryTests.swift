import Foundation
import Testing

/// `--history FILE` across runs: the query chosen with in one run (or left with `become`) is
/// recalled with Ctrl-P in the next, and a file that cannot be used is an error at start,
/// or a line on stderr at the end that never costs the choice.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserHistoryTests {
    private let fruit = ["fruit.txt": Array("apple\nbanana\ncherry\ngrape\nmelon\n".utf8)]

    /// A directory outside the panes' own, which both runs share.
    private final class SharedDirectory {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardlist-e2e-history-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        var historyPath: String { url.appendingPathComponent("history").path }
    }

    @Test func aQueryChosenWithInOneRunIsRecalledWithControlPInTheNext() throws {
        let shared = try SharedDirectory()
        let first = try TmuxPane.browsing("--typing filter --reverse --history '\(shared.historyPath)' fruit.txt", files: fruit)
        try first.type("cher")
        try first.waitForStatus("1/5")
        try first.sendKeys("Enter")
        let chosen = try ShellRun.result(in: first)
        #expect(chosen.status == 0)
        #expect(chosen.stdout == "cherry\n")
        #expect(try String(contentsOfFile: shared.historyPath, encoding: .utf8) == "cher\n")

        let second = try TmuxPane.browsing("--typing filter --reverse --print-query --history '\(shared.historyPath)' fruit.txt", files: fruit)
        try second.waitForStatus("5/5")
        try second.sendKeys("C-p")
        let screen = try second.waitForStatus("1/5")
        #expect(screen.contains { $0.hasPrefix("/ cher") }, "\(Screen.fenced(screen))")
        try second.sendKeys("Enter")
        let recalled = try ShellRun.result(in: second)
        #expect(recalled.status == 0)
        #expect(recalled.stdout == "cher\ncherry\n")
        // The same query again is not written twice.
        #expect(try String(contentsOfFile: shared.historyPath, encoding: .utf8) == "cher\n")
    }

    @Test func becomeAddsTheQueryToTheHistoryBeforeTheCommandReplacesTheList() throws {
        let shared = try SharedDirectory()
        let pane = try TmuxPane.browsing("--typing filter --reverse --history '\(shared.historyPath)' --bind 'ctrl-b:become(echo became {})' fruit.txt",
                                         files: fruit)
        try pane.type("gra")
        try pane.waitForStatus("1/5")
        try pane.sendKeys("C-b")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "became grape\n")
        #expect(try String(contentsOfFile: shared.historyPath, encoding: .utf8) == "gra\n")
    }

    @Test func aHistoryFileThatCannotBeOpenedIsAnErrorNamingItAtStart() throws {
        let pane = try TmuxPane(files: fruit, script: ShellRun.script("\(TmuxPane.cardlist) --history . fruit.txt"))
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "cardlist: --history: cannot read and write '.': Is a directory\n")
    }

    @Test func aHistoryFileThatCannotBeWrittenAtTheEndStillPrintsTheChoice() throws {
        let shared = try SharedDirectory()
        let pane = try TmuxPane.browsing("--typing filter --reverse --history '\(shared.historyPath)' fruit.txt", files: fruit)
        // The file goes away and a directory takes its name while the list is open.
        try FileManager.default.removeItem(atPath: shared.historyPath)
        try FileManager.default.createDirectory(atPath: shared.historyPath, withIntermediateDirectories: false)
        try pane.type("mel")
        try pane.waitForStatus("1/5")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "melon\n")
        #expect(result.stderr == "cardlist: --history: the query was not added to '\(shared.historyPath)': Is a directory\n")
    }
}
