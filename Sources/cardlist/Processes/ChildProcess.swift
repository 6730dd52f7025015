import Glibc
import Terminal
import Threading

/// A shell command run beside the list (a preview, a key's command): `$SHELL -c COMMAND`
/// in a process group of its own, stdin from `/dev/null`, stdout and stderr into one pipe.
///
/// A background thread (one of ``CommandThreads``) reads the pipe as fast as the command
/// writes and keeps at most ``limit`` bytes for ``takeOutput()``; the rest is counted and
/// let go, so a command that prints forever costs bounded memory and never blocks the list. When the pipe
/// closes the thread reaps the command (no zombie). ``stop()`` ends the whole group:
/// SIGTERM, then SIGKILL if it is still there a moment later. The group is also recorded
/// in ``ChildGroups`` so that the list's signal handler kills it if the list is killed.
///
///     let child = try ChildProcess(command: Array("echo hi".utf8), environment: [:])
///     child.takeOutput()   // later: "hi\n", finished
final class ChildProcess: @unchecked Sendable {
    /// What the command wrote since the last look.
    struct Output {
        var bytes: [UInt8]
        /// Bytes written after ``limit`` was reached, let go.
        var droppedBytes: Int
        /// The command has ended (the pipe closed and it was reaped).
        var isFinished: Bool
    }

    /// Why a command could not start.
    struct StartError: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "cannot run the command: \(String(cString: strerror(code)))" }
    }

    /// The process id, which is also the process group's id.
    let pid: pid_t
    /// At most this many bytes are kept for ``takeOutput()`` over the command's life.
    let limit: Int
    /// How long ``stop()`` waits after SIGTERM before SIGKILL.
    static let killDelay: Duration = .milliseconds(200)

    private let wake: Int32?
    private let lock = ConditionLock()
    private var pending: [UInt8] = []
    private var kept = 0
    private var dropped = 0
    private var reaped = false
    private var stopped = false
    private var status: Int32 = 0

    /// Starts `command` with `environment` (the whole environment the command sees).
    ///
    /// - Parameter shell: the shell, `$SHELL` when POSIX-like (``shell(from:)``).
    /// - Throws: ``StartError`` when the pipe or the process cannot be made.
    /// - Parameter wake: a descriptor a byte is written to whenever output arrives or the
    ///   command ends (non-blocking: a full pipe already says so).
    convenience init(command: [UInt8], environment: [String: String], shell: String = "/bin/sh", limit: Int = 4 << 20, wake: Int32? = nil) throws {
        try self.init(arguments: [Array(shell.utf8), Array("-c".utf8), command.filter { $0 != 0 }],
                      environment: environment, limit: limit, wake: wake, script: nil)
    }

    /// Starts the program `arguments[0]` with `arguments` (its `argv`) and `environment`,
    /// as ``init(command:environment:shell:limit:wake:)`` starts the shell; `script`, when
    /// given, becomes its descriptor 3 (a ``StandbyShell`` reads its script there).
    init(arguments: [[UInt8]], environment: [String: String], limit: Int = 4 << 20, wake: Int32? = nil, script: Int32?) throws {
        self.limit = limit
        self.wake = wake
        // Neither end is inherited by other commands (only this one gets the write end, as its stdout).
        guard let fds = DescriptorLock.pipe() else { throw StartError(code: errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        if let script { posix_spawn_file_actions_adddup2(&actions, script, 3) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, the signals the list handles back to their defaults and
        // none blocked (the reading threads block some).
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let variables = environment.sorted { $0.key < $1.key }.map { Array("\($0.key)=\($0.value)".utf8).filter { $0 != 0 } }
        var child: pid_t = 0
        let status = Self.withCStrings(arguments) { argv in
            Self.withCStrings(variables) { envp in
                DescriptorLock.withLock { posix_spawn(&child, argv[0]!, &actions, &attributes, argv, envp) }
            }
        }
        close(fds[1])
        guard status == 0 else {
            close(fds[0])
            throw StartError(code: status)
        }
        pid = child
        ChildGroups.add(child)
        let descriptor = fds[0]
        CommandThreads.shared.run(name: "command") { [self] in readUntilClosed(descriptor) }
    }

    /// The shell commands run with: `$SHELL` when it is a POSIX shell (the quoting of
    /// placeholders is POSIX sh's), else `/bin/sh`.
    static func shell(from environment: [String: String]) -> String {
        guard let shell = environment["SHELL"], shell.hasPrefix("/") else { return "/bin/sh" }
        let name = shell.split(separator: "/").last.map(String.init) ?? ""
        return ["sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "yash"].contains(name) ? shell : "/bin/sh"
    }

    /// The output written since the last call, and whether the command has ended.
    func takeOutput() -> Output {
        lock.lock()
        defer { lock.unlock() }
        let output = Output(bytes: pending, droppedBytes: dropped, isFinished: reaped)
        pending = []
        return output
    }

    /// Whether output or the command's end waits for ``takeOutput()``.
    var hasNews: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !pending.isEmpty || reaped
    }

    /// How the command ended, as `waitpid` gives it; nil until it was reaped.
    var waitStatus: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return reaped ? status : nil
    }

    /// Whether the command has ended and was reaped.
    var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return reaped
    }

    /// Ends the command's whole process group: SIGTERM now, SIGKILL after ``killDelay``
    /// if it has not ended. Returns at once.
    func stop() {
        guard signalGroup(SIGTERM) else { return }
        signalGroup(SIGCONT)
        CommandThreads.shared.run(name: "command") { [self] in
            if !waitUntilReaped(timeout: Self.killDelay) { signalGroup(SIGKILL) }
        }
    }

    /// Ends the command as ``stop()`` does and waits until it was reaped (at most about
    /// `timeout` after SIGKILL): for the list's end, so that nothing outlives it.
    func stopAndWait(timeout: Duration = .milliseconds(500)) {
        guard signalGroup(SIGTERM) else { return }
        signalGroup(SIGCONT)
        if !waitUntilReaped(timeout: Self.killDelay) {
            signalGroup(SIGKILL)
            _ = waitUntilReaped(timeout: timeout)
        }
    }

    /// Sends `signal` to the group unless the command was reaped; returns whether it was sent.
    @discardableResult
    private func signalGroup(_ signal: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !reaped else { return false }
        stopped = true
        kill(-pid, signal)
        return true
    }

    /// Waits until the reading thread has reaped the command; false after `timeout`.
    private func waitUntilReaped(timeout: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if isFinished { return true }
            usleep(2_000)
        }
        return isFinished
    }

    /// The reading thread: keeps what fits under ``limit``, counts the rest, then reaps.
    private func readUntilClosed(_ descriptor: Int32) {
        let capacity = 64 << 10
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, capacity)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            lock.lock()
            let room = max(0, limit - kept)
            let taken = min(room, count)
            pending.append(contentsOf: UnsafeBufferPointer(start: buffer, count: taken))
            kept += taken
            dropped += count - taken
            lock.unlock()
            if taken > 0 { signalWake() }
        }
        close(descriptor)
        var ended: Int32 = 0
        while waitpid(pid, &ended, 0) < 0, errno == EINTR {}
        lock.lock()
        status = ended
        // The leader is gone; what else of its group may remain is killed.
        if stopped { kill(-pid, SIGKILL) }
        reaped = true
        lock.unlock()
        ChildGroups.remove(pid)
        signalWake()
    }

    /// Writes a byte to the wake descriptor, if any.
    private func signalWake() {
        guard let wake else { return }
        var byte: UInt8 = 1
        _ = write(wake, &byte, 1)
    }

    /// Calls `body` with `strings` as a NULL-terminated array of C strings.
    private static func withCStrings<T>(_ strings: [[UInt8]], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
        let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        } + [nil]
        defer { for pointer in pointers { pointer?.deallocate() } }
        return body(pointers)
    }
}
