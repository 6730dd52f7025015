import Foundation
import Testing

/// `--print` with the options that shape the list, and its width on a terminal.
@Suite struct PrintOptionsTests {
    private let ps = ["ps.txt": Array("USER\tPID\tCMD\nroot\t1\tinit\nme\t2\t\u{1B}[31mbash\u{1B}[0m\n".utf8)]

    @Test func headerLinesQueryAndTabsShapeThePrintedList() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("\"$cardlist\" --print --header Procs --header-lines 1 --query init --width 40 ps.txt", files: ps)
        #expect(run.status == 0)
        #expect(run.output == "Procs\nUSER    PID     CMD\nroot    1       init\n")
    }

    @Test func noMatchPrintsTheHeaderAndExitsOne() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("\"$cardlist\" --print --header-lines 1 --query zzz ps.txt", files: ps)
        #expect(run.status == 1)
        #expect(run.output == "USER    PID     CMD\n")
    }

    @Test func ansiColoursArePrintedOnlyAsColours() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let plain = try ShellCommand.run("\"$cardlist\" --print --ansi --header-lines 1 ps.txt", files: ps)
        #expect(plain.output.hasSuffix("\nme      2       bash\n"))
        let coloured = try ShellCommand.run("\"$cardlist\" --print --ansi --color always --header-lines 1 ps.txt", files: ps)
        #expect(coloured.output.hasSuffix("2       \u{1B}[0;31mbash\u{1B}[0m\n"), "\(coloured.output.debugDescription)")
        #expect(!coloured.output.contains("␛"))
    }

    @Test func ansiFilterPrintsStrippedNamesAndOutputLineKeepsTheBytes() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let name = try ShellCommand.run("\"$cardlist\" --ansi --filter bash ps.txt", files: ps)
        #expect(name.output == "me\t2\tbash\n")
        let line = try ShellCommand.run("\"$cardlist\" --ansi --output line --filter bash ps.txt", files: ps)
        #expect(line.output == "me\t2\t\u{1B}[31mbash\u{1B}[0m\n")
        let header = try ShellCommand.run("\"$cardlist\" --header-lines 1 --filter i ps.txt", files: ps)
        #expect(header.output == "root\t1\tinit\n", "header lines are not items")
    }

    @Test func printRefusesFilterWithAClearError() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("\"$cardlist\" --print --filter x ps.txt", files: ps)
        #expect(run.status == 2)
        #expect(run.stderr == "cardlist: --filter cannot be used with --print: use --query to print only the matching items\n")
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
    func onATerminalTheWidthIsTheTerminalsBeforeColumns() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let pane = try TmuxPane(width: 50, height: 12, files: ["menu.json": Array(#"[{"name": "Tea"}]"#.utf8)],
                                script: "COLUMNS=120 \(TmuxPane.cardlist) --print --style card menu.json; sleep 60")
        defer { pane.close() }
        let screen = try pane.waitFor("the printed card") { $0.contains { $0.hasPrefix("╰") } }
        let top = try #require(screen.first { $0.hasPrefix("╭") })
        #expect(top.count == 49, "\(top)")
    }

    @Test func theLineStyleIsPrintedWithoutTheSelectionGutter() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf 'abc\\ndef\\n' | \"$cardlist\" --print --style line")
        #expect(run.output == "abc\ndef\n", "nothing printed is current or marked")
        let items = try ShellCommand.run("printf '{\"name\":\"Tea\",\"summary\":\"Green\"}\\n' | \"$cardlist\" --print --style item")
        #expect(items.output == "Tea\nGreen\n")
    }

    @Test func everyLineOfTheHeaderIsPrintedInTheItemColumn() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf 'a\\n' | \"$cardlist\" --print --style line --header \"$(printf 'one\\ntwo\\033')\"")
        #expect(run.output == "one\ntwo␛\na\n")
    }
}
