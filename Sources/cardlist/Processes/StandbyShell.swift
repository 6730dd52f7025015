import Glibc

/// A shell started before its command is known, waiting for it: `SHELL -c '. /dev/fd/3'`
/// in a process group of its own, stdin `/dev/null`, stdout and stderr one pipe read as a
/// ``ChildProcess``'s, and its script to come on descriptor 3.
///
/// ``run(_:exporting:)`` writes the script (descriptor 3 closed, the move's variables
/// exported, the command given to `eval` as one quoted word) and closes the pipe; the
/// shell, started and waiting already, only reads and runs it, which saves the
/// process's start on the key's path. `$0` is the shell's path and there are no
/// positional parameters, as with `SHELL -c COMMAND`.
///
///     let standby = try StandbyShell(shell: "/bin/sh", dialect: .posix, environment: environment)
///     let process = standby.run(Array("echo hi".utf8), exporting: ["CARDLIST_QUERY": "x"])
///
/// One thread at a time uses it: the one that started it, then the one it was handed to
/// under ``StandbyShellKeeper``'s lock.
final class StandbyShell: @unchecked Sendable {
    /// The shells a standby is started in: the ones whose reading of a script from
    /// `/dev/fd/3` and `eval` was checked to run a command as `-c` does.
    enum Dialect: Equatable {
        /// A POSIX shell with nothing counted from its start (dash).
        case posix
        /// bash, whose `SECONDS` counts from its start.
        case bash
    }

    /// The shell waiting (the command's process once ``run(_:exporting:)`` gave it one).
    let process: ChildProcess
    /// The environment the shell was started with.
    let environment: [String: String]
    let dialect: Dialect
    /// The write end of the script's pipe; -1 once written.
    private var script: Int32
    /// How many bytes the pipe takes without a reader: a longer script is not written.
    private let capacity: Int

    /// Starts `shell` waiting for its script.
    ///
    /// - Parameter wake: as ``ChildProcess``'s: written to when output arrives or the shell ends.
    /// - Throws: ``ChildProcess/StartError`` when the pipes or the process cannot be made.
    init(shell: String, dialect: Dialect, environment: [String: String], wake: Int32? = nil) throws {
        guard let ends = DescriptorLock.pipe() else { throw ChildProcess.StartError(code: errno) }
        // The read end away from 3, so that placing it there clears its close-on-exec flag.
        let reading = fcntl(ends[0], F_DUPFD_CLOEXEC, 10)
        close(ends[0])
        guard reading >= 0 else {
            close(ends[1])
            throw ChildProcess.StartError(code: errno)
        }
        defer { close(reading) }
        do {
            process = try ChildProcess(arguments: [Array(shell.utf8), Array("-c".utf8), Array(". /dev/fd/3".utf8)],
                                       environment: environment, wake: wake, script: reading)
        } catch {
            close(ends[1])
            throw error
        }
        self.environment = environment
        self.dialect = dialect
        script = ends[1]
        // A write never waits for the shell: a script that does not fit is not written.
        _ = fcntl(script, F_SETFL, fcntl(script, F_GETFL) | O_NONBLOCK)
        let size = fcntl(script, 1032 /* F_GETPIPE_SZ */)
        capacity = size > 0 ? Int(size) : 4096
    }

    deinit {
        // Unused: the shell reads an empty script and ends by itself.
        if script >= 0 { close(script) }
    }

    /// The shell a standby runs as, and its dialect, for `shell` (``ChildProcess/shell(from:)``);
    /// nil for a shell whose standby was not checked (zsh, ksh and the like) or without `/dev/fd`.
    static func dialect(of shell: String) -> Dialect? {
        guard access("/dev/fd/0", F_OK) == 0, let resolved = realpath(shell, nil) else { return nil }
        defer { free(resolved) }
        let name = String(cString: resolved).split(separator: "/").last.map(String.init) ?? ""
        switch name {
        case "dash": return .posix
        case "bash": return .bash
        default: return nil
        }
    }

    /// Hands `command` to the shell with `variables` exported, and returns the process now
    /// running it; nil when the shell is gone or the script does not fit in the pipe (the
    /// shell is then ended).
    func run(_ command: [UInt8], exporting variables: [String: String]) -> ChildProcess? {
        guard script >= 0 else { return nil }
        let text = Self.script(running: command, exporting: variables, dialect: dialect, environment: environment)
        let written = text.count <= capacity && Self.write(text, to: script)
        // The end of the script: the shell runs what it read, and a shell that read only a
        // part finds the command's quoted word unended, a syntax error, and runs none of it.
        close(script)
        script = -1
        guard written, !process.isFinished else {
            process.stop()
            return nil
        }
        return process
    }

    /// Ends the shell's group and waits until it was reaped.
    func stop() {
        if script >= 0 {
            close(script)
            script = -1
        }
        process.stopAndWait()
    }

    /// Writes all of `bytes` to `descriptor`; false when the pipe is closed or full. A
    /// closed pipe's SIGPIPE is taken here rather than ending the list.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1, sigismember(&previous, SIGPIPE) == 0 {
                var now = timespec()
                _ = sigtimedwait(&pipeSignal, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
