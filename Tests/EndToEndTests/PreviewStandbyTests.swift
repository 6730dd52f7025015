import Foundation
import Testing

/// `--preview` with a shell started ahead of each move: the real binary in tmux runs every
/// preview after the first in it, and leaves no shell behind however the list ends.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct PreviewStandbyTests {
    /// The processes of session `session` (the pane's): process id and command line.
    private func processes(inSession session: Int32) throws -> [(pid: Int32, arguments: String)] {
        let listing = try ShellCommand.run("ps -o pid=,args= -s \(session) || true").output
        return listing.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard let pid = parts.first.flatMap({ Int32($0) }) else { return nil }
            return (pid, parts.count > 1 ? String(parts[1]) : "")
        }
    }

    /// The session of process `pid`.
    private func session(of pid: Int32) throws -> Int32 {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // After the command name in parentheses: state, parent, group, session.
        let fields = stat[stat.range(of: ")", options: .backwards)!.upperBound...].split(separator: " ")
        return try #require(Int32(fields[3]))
    }

    @Test(arguments: ["Enter", "Escape", "C-c", "TERM"])
    func noShellIsLeftAfterTheListEnds(ending: String) throws {
        let pane = try TmuxPane.browsing("--preview 'echo at {}; tr \"\\\\0\" \" \" < /proc/$$/cmdline'", width: 80, height: 8,
                                         input: "seq 5", environment: "SHELL=/bin/sh")
        try pane.waitFor("the first preview") { $0.contains { $0.contains("│ at 1") } }
        let pid = try ShellRun.processID(in: pane)
        let session = try session(of: pid)
        try pane.waitUntil("a shell waits for the next move") {
            try processes(inSession: session).contains { $0.arguments.hasSuffix("-c . /dev/fd/3") }
        }
        try pane.sendKeys("Down")
        // The second item's preview ran in the shell started ahead.
        try pane.waitFor("the second preview, from the standby shell") { screen in
            screen.contains { $0.contains("│ at 2") } && screen.contains { $0.contains("-c . /dev/fd/3") }
        }
        if ending == "TERM" {
            #expect(kill(pid, SIGTERM) == 0)
        } else {
            try pane.sendKeys(ending)
        }
        try expectRestored(try ShellRun.result(in: pane), in: pane)
        // Only the pane's own shell, the session's leader, is left.
        try pane.waitUntil("no shell of the list is left", timeout: .seconds(3)) {
            try processes(inSession: session).allSatisfy { $0.pid == session }
        }
    }
}
