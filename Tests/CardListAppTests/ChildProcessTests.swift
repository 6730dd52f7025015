import Glibc
import Testing
@testable import cardlist

/// Commands run beside the list: output read in the background and bounded, the whole
/// process group ended on stop, nothing left behind.
@Suite struct ChildProcessTests {
    /// All output until the command ends (at most `timeout`).
    private func output(of process: ChildProcess, timeout: Duration = .seconds(5)) -> (bytes: [UInt8], dropped: Int, finished: Bool) {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var bytes: [UInt8] = []
        var dropped = 0
        while clock.now < deadline {
            let output = process.takeOutput()
            bytes += output.bytes
            dropped = output.droppedBytes
            if output.isFinished { return (bytes, dropped, true) }
            usleep(2_000)
        }
        return (bytes, dropped, false)
    }

    /// Whether a process `pid` exists (a zombie counts).
    private func exists(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0
    }

    @Test func stdoutAndStderrComeThroughOnePipeWithTheEnvironment() throws {
        let process = try ChildProcess(command: Array("echo out; echo err >&2; echo \"$CARDLIST_QUERY\"; cat".utf8),
                                       environment: ["CARDLIST_QUERY": "it's", "PATH": "/usr/bin:/bin"])
        let result = output(of: process)
        #expect(result.finished)
        // stdin is /dev/null: cat ends at once.
        #expect(String(decoding: result.bytes, as: UTF8.self) == "out\nerr\nit's\n")
    }

    @Test func outputPastTheLimitIsCountedAndDropped() throws {
        let process = try ChildProcess(command: Array("head -c 100000 /dev/zero".utf8), environment: ["PATH": "/usr/bin:/bin"], limit: 1000)
        let result = output(of: process)
        #expect(result.finished)
        #expect(result.bytes.count == 1000)
        #expect(result.dropped == 99_000)
    }

    @Test func stopEndsTheWholeGroupAndReapsIt() throws {
        // The shell starts a child that ignores SIGTERM; the group still ends (SIGKILL).
        let process = try ChildProcess(command: Array("trap '' TERM; sleep 30 & echo $!; wait".utf8), environment: ["PATH": "/usr/bin:/bin"])
        var printed: [UInt8] = []
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while !printed.contains(0x0A), clock.now < deadline {
            printed += process.takeOutput().bytes
            usleep(2_000)
        }
        let grandchild = try #require(pid_t(String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(exists(grandchild))
        let start = clock.now
        process.stopAndWait()
        #expect(process.isFinished)
        #expect(clock.now - start < .seconds(2))
        #expect(!exists(process.pid))
        // The grandchild was killed with the group (and, orphaned, reaped by init).
        var gone = false
        for _ in 0..<200 where !gone {
            gone = !exists(grandchild) || (try? String(decoding: readProcState(grandchild), as: UTF8.self).contains(" Z ")) == true
            usleep(5_000)
        }
        #expect(gone)
    }

    @Test func aCommandThatCannotStartIsAnError() {
        #expect(throws: ChildProcess.StartError.self) {
            _ = try ChildProcess(command: Array("true".utf8), environment: [:], shell: "/nonexistent/shell")
        }
    }

    @Test func onlyAPOSIXShellFromTheEnvironmentIsUsed() {
        #expect(ChildProcess.shell(from: ["SHELL": "/bin/bash"]) == "/bin/bash")
        #expect(ChildProcess.shell(from: ["SHELL": "/usr/bin/fish"]) == "/bin/sh")
        #expect(ChildProcess.shell(from: [:]) == "/bin/sh")
    }

    private func readProcState(_ pid: pid_t) throws -> [UInt8] {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = read(descriptor, &buffer, buffer.count)
        return Array(buffer.prefix(max(0, count)))
    }
}
