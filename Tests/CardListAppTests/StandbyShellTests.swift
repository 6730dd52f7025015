import CardListCore
import Glibc
import Items
import Testing
@testable import cardlist

/// A command run by a shell started ahead of it sees what the same command run with
/// `SHELL -c` sees: `$0`, the variables, stdin, its exit, every byte of an item.
@Suite struct StandbyShellTests {
    static let shells: [(path: String, dialect: StandbyShell.Dialect)] = [("/bin/dash", .posix), ("/bin/bash", .bash)]
    private let environment = ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"]

    /// The move's variables, with a query no shell should take as code.
    private let variables = [
        "CARDLIST_QUERY": "it's \"q\" $(echo ran) `echo ran` ;|&",
        "CARDLIST_MATCH_COUNT": "7",
        "CARDLIST_POS": "3",
        "CARDLIST_PREVIEW_LINES": "10",
        "CARDLIST_PREVIEW_COLUMNS": "40",
        "LINES": "10",
        "COLUMNS": "40",
    ]

    /// Items that break a command built by pasting text: quotes, substitutions, a line
    /// break, and bytes that are not UTF-8.
    static let hostileItems: [[UInt8]] = [
        Array("it's \"quoted\"".utf8),
        Array("$(echo ran) `echo ran`; echo ran".utf8),
        Array("two\nlines'; echo ran; '".utf8),
        [0x66, 0xFF, 0xFE, 0x27, 0xC3, 0x28, 0x5C],
        Array("a\\b $HOME ~ * ? [x] {} ! # & | < >".utf8),
    ]

    /// What `process` printed and its wait status, once it has ended (5 s at most).
    private func result(of process: ChildProcess) -> (output: [UInt8], status: Int32?) {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        var bytes: [UInt8] = []
        while clock.now < deadline {
            let output = process.takeOutput()
            bytes += output.bytes
            if output.isFinished { break }
            usleep(1_000)
        }
        return (bytes, process.waitStatus)
    }

    /// `command` run with `shell -c`, and by a standby `shell` with the variables exported.
    private func bothWays(_ command: [UInt8], shell: (path: String, dialect: StandbyShell.Dialect)) throws
        -> (direct: (output: [UInt8], status: Int32?), standby: (output: [UInt8], status: Int32?)) {
        let direct = try ChildProcess(command: command, environment: environment.merging(variables) { $1 }, shell: shell.path)
        let standby = try StandbyShell(shell: shell.path, dialect: shell.dialect, environment: environment)
        let process = try #require(standby.run(command, exporting: variables))
        return (result(of: direct), result(of: process))
    }

    @Test(arguments: shells.indices)
    func aStandbyRunPrintsAndEndsAsADirectRun(shell: Int) throws {
        let commands = [
            "echo \"$0\" $#",
            "env | grep -e ^CARDLIST_ -e ^LINES= -e ^COLUMNS= | sort",
            "printf '%s\\n' \"$CARDLIST_QUERY\"",
            "cat; echo read $?",
            "echo one; exit 3; echo never",
            "echo one\nfalse",
            "printf '%s\\n' first \\\nsecond\ncat <<EOF\nhere $CARDLIST_POS\nEOF",
            "echo \"unterminated",
            "",
        ]
        for command in commands {
            let (direct, standby) = try bothWays(Array(command.utf8), shell: Self.shells[shell])
            #expect(standby.status == direct.status, "\(command)")
            if command.hasPrefix("echo \"unterminated") {
                // A syntax error: nothing runs and the shell says so (in its own words).
                #expect(!standby.output.isEmpty)
            } else {
                #expect(String(decoding: standby.output, as: UTF8.self) == String(decoding: direct.output, as: UTF8.self), "\(command)")
            }
        }
    }

    @Test(arguments: shells.indices)
    func theScriptsDescriptorIsClosedBeforeTheCommandRuns(shell: Int) throws {
        let standby = try StandbyShell(shell: Self.shells[shell].path, dialect: Self.shells[shell].dialect, environment: environment)
        let process = try #require(standby.run(Array("if true 2>/dev/null <&3; then echo open; else echo closed; fi".utf8), exporting: [:]))
        #expect(result(of: process).output == Array("closed\n".utf8))
    }

    @Test(arguments: shells.indices)
    func aCommandWithANulByteRunsWithoutIt(shell: Int) throws {
        let (direct, standby) = try bothWays(Array("echo a".utf8) + [0] + Array("b".utf8), shell: Self.shells[shell])
        #expect(direct.output == Array("ab\n".utf8))
        #expect(standby.output == direct.output)
    }

    @Test(arguments: shells.indices)
    func hostileItemsReachTheStandbyShellAsTheyReachADirectOne(shell: Int) throws {
        let template = CommandTemplate("printf '[%s]\\n' {} {q} {+} {1}")
        for line in Self.hostileItems {
            let item = CommandItem(item: Item(name: String(decoding: line, as: UTF8.self), source: line), index: 0)
            let input = CommandInput(current: item, marked: [item], query: "q'$(echo ran)", delimiter: .blanks)
            let command = template.expanded(with: input) { _ in nil }
            let (direct, standby) = try bothWays(command, shell: Self.shells[shell])
            #expect(standby.output == direct.output)
            #expect(standby.output.starts(with: [0x5B] + line + [0x5D, 0x0A]))
            #expect(!String(decoding: standby.output, as: UTF8.self).split(separator: "\n").contains("ran"))
        }
    }

    @Test func aScriptLongerThanThePipeTakesIsNotWrittenAndTheShellEnds() throws {
        let standby = try StandbyShell(shell: "/bin/dash", dialect: .posix, environment: environment)
        let command = Array("echo ".utf8) + [UInt8](repeating: 0x61, count: 300_000)
        #expect(standby.run(command, exporting: [:]) == nil)
        #expect(result(of: standby.process).output.isEmpty)
        #expect(standby.process.isFinished)
    }

    @Test func anUnusedStandbyShellEndsWhenLetGo() throws {
        var standby: StandbyShell? = try StandbyShell(shell: "/bin/dash", dialect: .posix, environment: environment)
        let process = try #require(standby?.process)
        standby = nil
        // Its script's pipe closed: it read nothing, ran nothing and ended.
        #expect(result(of: process).output.isEmpty)
        #expect(process.waitStatus == 0)
    }

    @Test func theScriptExportsTheMovesVariablesAndQuotesTheCommand() {
        let script = StandbyShell.script(running: Array("echo 'a' {}\n".utf8), exporting: ["CARDLIST_QUERY": "it's", "LINES": "5", "OTHER": "x"],
                                         dialect: .posix, environment: [:])
        #expect(String(decoding: script, as: UTF8.self) == "exec 3<&-; export CARDLIST_QUERY='it'\\''s' LINES='5'; eval 'echo '\\''a'\\'' {}\n'\n")
        let bash = StandbyShell.script(running: Array("true".utf8), exporting: [:], dialect: .bash, environment: ["SECONDS": "12"])
        #expect(String(decoding: bash, as: UTF8.self) == "exec 3<&-; SECONDS=12; eval 'true'\n")
    }

    @Test func onlyTheMovesOwnVariablesAreLeftOutOfTheStartingEnvironment() {
        let starting = StandbyShell.startingEnvironment(["PATH": "/bin", "COLUMNS": "80"], adding: ["CARDLIST_QUERY": "q", "COLUMNS": "40", "OTHER": "1"])
        #expect(starting == ["PATH": "/bin", "COLUMNS": "80", "OTHER": "1"])
    }

    @Test func onlyCheckedShellsGetAStandby() {
        #expect(StandbyShell.dialect(of: "/bin/dash") == .posix)
        #expect(StandbyShell.dialect(of: "/bin/bash") == .bash)
        #expect(StandbyShell.dialect(of: "/usr/bin/fish") == nil)
        #expect(StandbyShell.dialect(of: "/bin/csh") == nil)
        #expect(StandbyShell.dialect(of: "/nonexistent/sh") == nil)
    }
}
