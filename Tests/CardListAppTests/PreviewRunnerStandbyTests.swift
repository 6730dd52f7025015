import CardListCore
import Glibc
import Testing
@testable import cardlist

/// The pane's commands after the first run in a shell started ahead of them, with the
/// environment each command needs.
@Suite struct PreviewRunnerStandbyTests {
    private func request(_ id: Int, _ command: String, variables: [String: String] = [:]) -> PreviewRequest {
        PreviewRequest(id: id, template: CommandTemplate(command), input: CommandInput(current: nil), variables: variables)
    }

    /// Runs `command` with `variables` as requests from `id` on until one ran in a standby
    /// shell (its command line is the standby's), at most 20 times; that one's output after
    /// its command line, or nil.
    private func standbyOutput(_ runner: PreviewRunner, from id: inout Int, _ command: String, variables: [String: String]) -> String? {
        for _ in 0..<20 {
            id += 1
            #expect(runner.run(request(id, "tr '\\0' ' ' < /proc/$$/cmdline; echo; " + command, variables: variables)))
            let lines = runner.outputUntilFinished().split(separator: "\n", omittingEmptySubsequences: false)
            if lines.first?.contains("/dev/fd/3") == true { return lines.dropFirst().joined(separator: "\n") }
            usleep(20_000)
        }
        return nil
    }

    @Test func theNextCommandRunsInAShellStartedAheadWithTheMovesVariables() {
        let runner = PreviewRunner(environment: ["PATH": "/usr/bin:/bin", "SHELL": "/bin/sh"])
        defer { runner.stopAll() }
        var id = 0
        let output = standbyOutput(runner, from: &id, "echo \"$CARDLIST_QUERY\" $LINES", variables: ["CARDLIST_QUERY": "it's $(x)", "LINES": "9"])
        #expect(output == "it's $(x) 9\n")
    }

    @Test func aVariableTheScriptDoesNotSetIsTheOneTheCommandAskedFor() {
        let runner = PreviewRunner(environment: ["PATH": "/usr/bin:/bin"])
        defer { runner.stopAll() }
        var id = 0
        #expect(standbyOutput(runner, from: &id, "echo $OTHER", variables: ["OTHER": "1"]) == "1\n")
        // The shell started ahead now has OTHER=1: the next command, which needs 2, gets 2.
        for _ in 0..<5 {
            id += 1
            #expect(runner.run(request(id, "echo $OTHER", variables: ["OTHER": "2"])))
            #expect(runner.outputUntilFinished() == "2\n")
        }
    }

    @Test func aShellThatIsNotPOSIXKeepsItsCommandPerMove() {
        let runner = PreviewRunner(environment: ["PATH": "/usr/bin:/bin", "SHELL": "/usr/bin/fish"])
        defer { runner.stopAll() }
        for id in 1...3 {
            #expect(runner.run(request(id, "tr '\\0' ' ' < /proc/$$/cmdline")))
            #expect(runner.outputUntilFinished() == "/bin/sh -c tr '\\0' ' ' < /proc/$$/cmdline ")
            usleep(30_000)
        }
    }
}
