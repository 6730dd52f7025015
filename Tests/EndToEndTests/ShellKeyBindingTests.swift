import Foundation
import Testing

/// Ctrl-T, Ctrl-R and Alt-C of `cardlist --bash`, `--zsh` and `--fish`, in the real shells
/// with a clean configuration: what lands on the command line, exactly, and what runs.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct ShellKeyBindingTests {
    /// Names a shell must quote: spaces, quotes, a command substitution.
    static let hostileNames = ["a b.txt", "it's.txt", "$(touch pwned).txt", "quote\"d.txt"]

    private func session(_ kind: ShellSession.Kind, setup: String = "", history: [String] = []) throws -> ShellSession {
        try #require(ShellSession.isInstalled(kind), "\(kind) is not installed")
        var files = Dictionary(uniqueKeysWithValues: Self.hostileNames.map { ($0, "") })
        files["src/main.swift"] = ""
        return try ShellSession(kind, setup: setup, history: history, files: files, directories: ["dir one"])
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func ctrlTInsertsThePickedFileQuotedAtTheCursor(kind: ShellSession.Kind) throws {
        let shell = try session(kind)
        try shell.typeCommand("echo  end")
        try shell.pane.sendKeys("Left", "Left", "Left", "Left", "C-t")
        try shell.waitForPicker(showing: "src/main.swift")
        try shell.pane.type("a b")
        try shell.waitForPicker(showing: " 1/")
        try shell.pane.sendKeys("Enter")
        let quoted = kind == .bash ? #"a\ b.txt"# : "'a b.txt'"
        try shell.waitForCommandLine("echo \(quoted)  end")
        #expect(try shell.run(expectingLines: 1) == ["a b.txt end"])
    }

    /// Ctrl-T's rows show each file's size and modification time at the right; the line
    /// gets the path alone.
    @Test(arguments: ShellSession.Kind.allCases)
    func ctrlTShowsSizeAndTimeBesideEachFileAndInsertsOnlyThePath(kind: ShellSession.Kind) throws {
        let shell = try session(kind)
        let sized = shell.work.appendingPathComponent("sized.bin")
        try Data(count: 5000).write(to: sized)
        // 2023-11-14 22:13:20 UTC (the shells run without TZ, in UTC).
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: sized.path)
        try shell.typeCommand("echo")
        try shell.pane.type(" ")
        try shell.pane.sendKeys("C-t")
        try shell.waitForPicker(showing: "src/main.swift")
        try shell.pane.type("sized")
        let picker = try shell.waitForPicker(showing: " 1/")
        let row = try #require(picker.first { $0.hasPrefix("▶ ") }, "\(Screen.fenced(picker))")
        let detail = "4.9 KB  2023-11-14 22:13"
        // The pointer, the mark column of --multi, the path; the detail at the right edge.
        #expect(row == "▶  sized.bin" + String(repeating: " ", count: 80 - 12 - detail.count) + detail, "\(Screen.fenced(picker))")
        try shell.pane.sendKeys("Enter")
        try shell.waitForCommandLine("echo sized.bin")
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func ctrlTMarkedHostileNamesReachTheCommandAsTheyAreAndNeverRun(kind: ShellSession.Kind) throws {
        let shell = try session(kind)
        try shell.typeCommand(#"printf '<%s>\n' "#.trimmingCharacters(in: .whitespaces))
        try shell.pane.type(" ")
        try shell.pane.sendKeys("C-t")
        try shell.waitForPicker(showing: "src/main.swift")
        try shell.pane.type(".txt")
        try shell.waitForPicker(showing: " 4/")
        try shell.pane.sendKeys("Tab", "Tab", "Tab", "Tab", "Enter")
        try shell.pane.waitFor("the names on the command line") { screen in
            !ShellSession.isPicker(screen) && (shell.commandLine(in: screen)?.contains("quote") ?? false)
        }
        let printed = try shell.run(expectingLines: 4)
        #expect(Set(printed) == Set(Self.hostileNames.map { "<\($0)>" }))
        #expect(!FileManager.default.fileExists(atPath: shell.work.appendingPathComponent("pwned").path))
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func ctrlTCommandAndOptionsListANameWithALineBreakThatArrivesWhole(kind: ShellSession.Kind) throws {
        let setup = kind == .fish
            ? "set -gx CARDLIST_CTRL_T_COMMAND \"find . -name 'new*' -print0\"; set -gx CARDLIST_CTRL_T_OPTS --read0"
            : "export CARDLIST_CTRL_T_COMMAND=\"find . -name 'new*' -print0\" CARDLIST_CTRL_T_OPTS=--read0"
        let shell = try session(kind, setup: setup)
        try Data().write(to: shell.work.appendingPathComponent("new\nline"))
        try shell.typeCommand("printf '<%s>\\n'")
        try shell.pane.type(" ")
        try shell.pane.sendKeys("C-t")
        try shell.waitForPicker(showing: "./new")
        try shell.pane.sendKeys("Enter")
        try shell.pane.waitFor("the name on the command line") { screen in
            !ShellSession.isPicker(screen) && (shell.commandLine(in: screen)?.contains("new") ?? false)
        }
        #expect(try shell.run(expectingLines: 2) == ["<./new", "line>"])
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func ctrlRPutsTheNewestCommandOnTheLineWithoutRunningIt(kind: ShellSession.Kind) throws {
        let shell = try session(kind, history: ["echo oldest", "echo newest"])
        try shell.pane.sendKeys("C-r")
        try shell.waitForPicker(showing: "echo oldest")
        try shell.pane.sendKeys("Enter")
        try shell.waitForCommandLine("echo newest")
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func ctrlRKeepsAMultiLineCommandWholeAndStartsFromTheTypedText(kind: ShellSession.Kind) throws {
        let shell = try session(kind, history: ["printf '%s\\n' multi \\\n  line", "echo newest"])
        try shell.typeCommand("multi")
        try shell.pane.sendKeys("C-r")
        try shell.waitForPicker(showing: " 1/2")
        try shell.pane.sendKeys("Enter")
        try shell.pane.waitFor("the command on the line") { screen in
            !ShellSession.isPicker(screen) && (shell.commandLine(in: screen)?.hasPrefix("printf '%s\\n' multi \\\n") ?? false)
        }
        #expect(try shell.run(expectingLines: 2) == ["multi", "line"])
    }

    /// When the shell records times (bash's HISTTIMEFORMAT, zsh's EXTENDED_HISTORY, fish
    /// always), each entry shows when it ran; the line gets the command alone.
    @Test(arguments: ShellSession.Kind.allCases)
    func ctrlRShowsWhenEachCommandRanAndPutsOnlyTheCommandOnTheLine(kind: ShellSession.Kind) throws {
        let commands = ["echo oldest", "echo newest"]
        let shell = switch kind {
        case .bash: try session(kind, setup: "HISTTIMEFORMAT='%F %T '\n" + commands.map { "builtin history -s '\($0)'" }.joined(separator: "\n"))
        case .zsh: try session(kind, setup: "setopt extended_history", history: commands)
        case .fish: try session(kind, history: commands)
        }
        try shell.pane.sendKeys("C-r")
        let picker = try shell.waitForPicker(showing: "echo oldest")
        // bash and zsh stamp the commands as they are added; the fish file says 2023-11-14.
        let time = kind == .fish ? "2023-11-14" : "just now"
        let rows = picker.filter { $0.contains("echo ") && !$0.hasPrefix(ShellSession.promptMark) }
        let row = { (name: String) in name + String(repeating: " ", count: 80 - name.count - time.count) + time }
        #expect(rows == [row("  echo oldest"), row("▶ echo newest")], "\(Screen.fenced(picker))")
        // F2: the detail view gives the date and time.
        try shell.pane.sendKeys("F2")
        let detail = try shell.pane.waitFor("the detail view") { $0.contains { $0.contains("│ ran ") } }
        let ran = try #require(detail.first { $0.contains("│ ran ") }?.firstMatch(of: #/ran +([-0-9]+ [:0-9]+) /#)?.1)
        #expect(kind == .fish ? ran == "2023-11-14 22:13:21" : ran.wholeMatch(of: #/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/#) != nil,
                "\(Screen.fenced(detail))")
        try shell.pane.sendKeys("F2", "Enter")
        try shell.waitForCommandLine("echo newest")
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func altCChangesToThePickedDirectoryAndKeepsTheTypedText(kind: ShellSession.Kind) throws {
        let shell = try session(kind)
        try shell.typeCommand("typed text")
        try shell.pane.sendKeys("M-c")
        try shell.waitForPicker(showing: "dir one")
        try shell.pane.type("dir one")
        try shell.waitForPicker(showing: " 1/")
        try shell.pane.sendKeys("Enter")
        try shell.waitForCommandLine("typed text")
        try shell.pane.sendKeys("C-u")
        try shell.typeCommand("pwd")
        #expect(try shell.run(expectingLines: 1) == [shell.work.appendingPathComponent("dir one").path])
    }

    /// Esc in any picker leaves the command line, and the directory, as they were.
    @Test(arguments: ShellSession.Kind.allCases)
    func escapeInEveryPickerLeavesTheCommandLineAsItWas(kind: ShellSession.Kind) throws {
        let shell = try session(kind, history: ["echo from history"])
        try shell.typeCommand("echo earlier output")
        _ = try shell.run(expectingLines: 1)
        try shell.typeCommand("echo keep me")
        let before = try shell.pane.capture()
        let promptRow = try #require(before.lastIndex { $0.hasPrefix(ShellSession.promptMark) })
        for key in ["C-t", "C-r", "M-c"] {
            try shell.pane.sendKeys(key)
            // fish's Ctrl-T takes the word under the cursor, me, as its query.
            let open = try shell.waitForPicker(showing: key == "C-r" || (key == "C-t" && kind == .fish) ? "no matches" : "dir one")
            if try !shell.pane.alternateScreenOn {
                // Inline: the earlier output and the prompt stay on the screen above the picker.
                #expect(open.contains(before[promptRow - 1]), "\(key): \(Screen.fenced(open))")
            }
            try shell.pane.sendKeys("Escape")
            let after = try shell.waitForCommandLine("echo keep me")
            let row = try #require(after.lastIndex { $0.hasPrefix(ShellSession.promptMark) })
            #expect(Array(after[..<row].suffix(2)) == Array(before[..<promptRow].suffix(2)), "\(key): \(Screen.fenced(after))")
        }
        try shell.pane.sendKeys("C-u")
        try shell.typeCommand("pwd")
        #expect(try shell.run(expectingLines: 1) == [shell.work.path])
    }
}
