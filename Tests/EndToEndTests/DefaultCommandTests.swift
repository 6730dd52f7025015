import Foundation
import Testing

/// `CARDLIST_DEFAULT_COMMAND`: with no FILE and stdin a terminal, the items are the
/// command's output, and the command does not outlive the list.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct DefaultCommandTests {
    @Test func defaultCommandOutputIsTheItemsInsteadOfTheWalker() throws {
        let script = ": > walked.txt && " + ShellRun.script("env CARDLIST_DEFAULT_COMMAND='printf \"one\\ntwo\\n\"' \(TmuxPane.cardlist) --filter ''")
        let result = try ShellRun.result(in: try TmuxPane(script: script))
        #expect(result.status == 0)
        #expect(result.stdout == "one\ntwo\n")
    }

    @Test func emptyDefaultCommandLeavesTheWalker() throws {
        let script = ": > walked.txt && " + ShellRun.script("env CARDLIST_DEFAULT_COMMAND= \(TmuxPane.cardlist) --filter walked")
        let result = try ShellRun.result(in: try TmuxPane(script: script))
        #expect(result.stdout == "walked.txt\n")
    }

    @Test func defaultCommandRunsWithTheShellInSHELL() throws {
        // `$0` is the program that runs the command: SHELL's, or /bin/sh without one.
        let withShell = ShellRun.script("env SHELL=/bin/bash CARDLIST_DEFAULT_COMMAND='echo $0' \(TmuxPane.cardlist) --filter ''")
        #expect(try ShellRun.result(in: try TmuxPane(script: withShell)).stdout == "/bin/bash\n")
        let without = ShellRun.script("env -u SHELL CARDLIST_DEFAULT_COMMAND='echo $0' \(TmuxPane.cardlist) --filter ''")
        #expect(try ShellRun.result(in: try TmuxPane(script: without)).stdout == "/bin/sh\n")
    }

    /// A command that keeps printing, and one that prints once and sleeps: the list opens
    /// at once, Enter chooses, and neither command (nor its children) is left running.
    @Test(arguments: ["yes endless", "echo first; sleep 3141"])
    func commandStillRunningIsStoppedWhenTheListEnds(command: String) throws {
        let pane = try TmuxPane.browsing("", environment: "CARDLIST_DEFAULT_COMMAND='\(command)'", waitsForStatusLine: false)
        let expected = command.hasPrefix("yes") ? "endless" : "first"
        // The count on the status line keeps changing while `yes` prints: the screen never
        // holds still for two captures, so only the first row is looked at.
        try pane.waitUntil("the first item shows") { try pane.capture().first?.hasPrefix("▶ \(expected)") == true }
        let pid = try #require(Int32(pane.waitForFile("pid").trimmingCharacters(in: .whitespacesAndNewlines)))
        let groups = try Self.groupsLed(byChildrenOf: pid)
        #expect(!groups.isEmpty, "the command runs in a process group of its own")
        #expect(!(try Self.members(of: groups)).isEmpty)
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == expected + "\n")
        try pane.waitUntil("the command's process group is gone") { try Self.members(of: groups).isEmpty }
    }

    /// One process's parent, group and state, from /proc.
    private struct ProcessStat {
        var pid: Int32, parent: Int32, group: Int32, state: Substring
    }

    private static func processes() throws -> [ProcessStat] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap(Int32.init).compactMap { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 3, let parent = Int32(fields[1]), let group = Int32(fields[2]) else { return nil }
            return ProcessStat(pid: pid, parent: parent, group: group, state: fields[0])
        }
    }

    /// The process groups led by children of `parent` (the default command's shell).
    static func groupsLed(byChildrenOf parent: Int32) throws -> Set<Int32> {
        Set(try processes().filter { $0.parent == parent && $0.group == $0.pid }.map(\.pid))
    }

    /// The live (not zombie) processes in `groups`.
    static func members(of groups: Set<Int32>) throws -> [Int32] {
        try processes().filter { groups.contains($0.group) && $0.state != "Z" }.map(\.pid)
    }
}
