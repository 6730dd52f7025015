import Foundation
import Testing

/// Bad input: one stderr line naming the problem, exit 2, and the UI never opened.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct InputErrorTests {
    private func expectNoSession(_ run: RecordedRun, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let entered = run.enteredAlternateScreen, escaped = run.terminalOutput.contains(0x1B)
        #expect(!entered, "the alternate screen was entered", sourceLocation: sourceLocation)
        #expect(!escaped, "escape sequences on the terminal", sourceLocation: sourceLocation)
        #expect(run.result.settingsAfter == run.result.settingsBefore, sourceLocation: sourceLocation)
    }

    @Test func truncatedJSONExits2WithFileLineAndColumn() throws {
        let json = "[\n  {\"name\": \"Alpha\", \"summary\": \"first\"},\n  {\"name\": \"Beta\", \"summ"
        let run = try RecordedRun.run("catalog.json", files: ["catalog.json": Array(json.utf8)])
        #expect(run.result.status == 2)
        #expect(run.result.stderr == "cardlist: catalog.json:3:20: unterminated string\n")
        #expect(run.result.stdout == "")
        #expect(run.result.settingsAfter == run.result.settingsBefore)
        #expect(!run.enteredAlternateScreen, "the alternate screen was entered")
    }

    @Test func errorBeforeAnyItemNeverOpensTheList() throws {
        let json = "[\n  {\"name\": \"Alpha\" \"summary\": \"first\"}\n]\n"
        let run = try RecordedRun.run("catalog.json", files: ["catalog.json": Array(json.utf8)])
        #expect(run.result.status == 2)
        #expect(run.result.stderr == "cardlist: catalog.json:2:20: expected ',' or '}' after object member\n")
        try expectNoSession(run)
    }

    @Test func missingCommaInJSONLinesNamesTheLine() throws {
        let lines = "{\"name\": \"a\"}\n{\"name\": \"b\" \"summary\": \"x\"}\n"
        let run = try RecordedRun.run("items.jsonl", files: ["items.jsonl": Array(lines.utf8)])
        #expect(run.result.status == 2)
        #expect(run.result.stderr == "cardlist: items.jsonl:2:14: expected ',' or '}' after object member\n")
        try expectNoSession(run)
    }

    @Test func missingFileExits2() throws {
        let run = try RecordedRun.run("missing.json")
        #expect(run.result.status == 2)
        #expect(run.result.stderr == "cardlist: missing.json: no such file\n")
        try expectNoSession(run)
    }

    @Test func directoryExits2() throws {
        let run = try RecordedRun.run(".")
        #expect(run.result.status == 2)
        #expect(run.result.stderr == "cardlist: .: is a directory\n")
        try expectNoSession(run)
    }

    @Test func recordWithoutANameExits2UnlessSkipped() throws {
        let files = ["items.jsonl": Array("{\"name\": \"a\"}\n{\"title\": \"b\"}\n".utf8)]
        let run = try RecordedRun.run("items.jsonl", files: files)
        #expect(run.result.status == 2)
        #expect(run.result.stderr == "cardlist: items.jsonl:2:1: record has no 'name'\n")
        try expectNoSession(run)
        let skipped = try ShellCommand.run("\"$cardlist\" --skip-invalid --filter '' items.jsonl", files: files)
        #expect(skipped.status == 0)
        #expect(skipped.output == "a\n")
    }

    @Test func emptyInputWithExitZeroExits1WithoutOpeningTheList() throws {
        let run = try RecordedRun.run("--exit-0", input: ":")
        #expect(run.result.status == 1)
        #expect(run.result.stdout == "")
        #expect(run.result.stderr == "")
        try expectNoSession(run)
    }

    @Test func selectOneChoosesTheOnlyMatchWithoutOpeningTheList() throws {
        let run = try RecordedRun.run("--select-1 --query beta", input: "printf 'alpha\\nbeta\\n'")
        #expect(run.result.status == 0)
        #expect(run.result.stdout == "beta\n")
        try expectNoSession(run)
    }

    @Test func badOptionExits2WithOneLine() throws {
        let bad = try ShellCommand.run("\"$cardlist\" --style fancy x.json")
        #expect(bad.status == 2)
        #expect(bad.stdout == [])
        #expect(bad.stderr.filter { $0 == "\n" }.count == 1, "\(bad.stderr)")
        #expect(bad.stderr.contains("--style"), "\(bad.stderr)")
    }

    @Test func noInputOnATerminalListsTheFilesUnderTheWalkerRoot() throws {
        // stdin is the pane's terminal: the walker lists the tree, streamed to --filter.
        let tree = "mkdir -p tree/sub tree/.git tree/node_modules && : > tree/a.txt && : > tree/sub/b.txt && : > tree/.git/HEAD && : > tree/node_modules/x && "
        let pane = try TmuxPane(script: tree + ShellRun.script("\(TmuxPane.cardlist) --walker-root tree --filter ''"))
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "tree/a.txt\ntree/sub/b.txt\n")
        let dirs = try TmuxPane(script: tree + ShellRun.script("\(TmuxPane.cardlist) --walker dir --walker-root tree --walker-skip sub --filter ''"))
        #expect(try ShellRun.result(in: dirs).stdout == "tree/node_modules\n")
    }

    @Test func listWithoutATerminalSaysSoOnce() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("setsid -w \"$cardlist\" items.txt < /dev/null", files: ["items.txt": Array("a\nb\n".utf8)])
        #expect(run.status == 2)
        #expect(run.stderr == "cardlist: no terminal: cannot open /dev/tty\n")
    }

    @Test func invalidUTF8IsShownAsReplacementAndOutputAsTheOriginalBytes() throws {
        let pane = try TmuxPane.browsing("--output line", width: 40, height: 8, input: "printf 'caf\\351\\nok\\n'")
        let screen = try pane.waitForSelection("caf\u{FFFD}")
        #expect(screen[0].hasPrefix("▶ caf\u{FFFD}"), "plain lines open in the line style: \(Screen.fenced(screen))")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(pane.bytes(ofFile: "out") == [0x63, 0x61, 0x66, 0xE9, 0x0A])
    }

    @Test func escapeSequencesInNamesAreShownAsPicturesNotSentToTheTerminal() throws {
        let pane = try TmuxPane.browsing("--style line", width: 40, height: 8, input: "printf 'red\\033[31mALERT\\033[0m\\nplain\\n'")
        let screen = try pane.waitForStatus("2/2")
        #expect(screen[0].hasPrefix("▶ red␛[31mALERT␛[0m"), "\(Screen.fenced(screen))")
        #expect(!(try pane.captureWithEscapes()).contains("\u{1B}[31m"))
    }
}
