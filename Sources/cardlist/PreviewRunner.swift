import CardListCore
import Glibc
import Rows

/// The commands run for the pane (``BrowserModel/previewRequest``): started and stopped
/// as the model asks, their output handed back as messages, their `{f}` files removed,
/// and every one ended with the list.
final class PreviewRunner {
    /// The command running for the model's request, its id and its `{f}` files.
    private var running: (id: Int, process: ChildProcess, files: [String])?
    /// Commands stopped and not yet seen to end, with their files.
    private var stopping: [(process: ChildProcess, files: [String])] = []
    private let environment: [String: String]
    private let shell: String
    /// The shell started ahead for the next command (``StandbyShell``); nil when `$SHELL`
    /// is not one a standby runs in, and each command then starts its own `SHELL -c`.
    private var standbys: StandbyShellKeeper?
    /// A pipe the commands' reading threads write a byte to when output arrives: the
    /// list's wait for input (``Screen/wake(on:)``) ends on it, so output shows at once.
    private var wakePipe: [Int32] = [-1, -1]
    /// When the running command started, while its first output has not been seen.
    private var startedAt: ContinuousClock.Instant?
    /// How long the last command took to print, when it was within ``quickOutputLimit``.
    private var quickOutput: Duration?
    private let clock = ContinuousClock()

    /// The longest a key's frame waits for its command's first output (``waitForQuickOutput()``).
    let quickOutputLimit: Duration

    init(environment: [String: String], quickOutputLimit: Duration = .milliseconds(2)) {
        self.environment = environment
        self.quickOutputLimit = quickOutputLimit
        shell = ChildProcess.shell(from: environment)
        if let ends = DescriptorLock.pipe() {
            wakePipe = ends
            for fd in ends { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        }
        // Only for the shell `$SHELL` names, or `sh` without one: a fish or csh user's
        // commands keep their per-command `/bin/sh -c`.
        let named = environment["SHELL"].flatMap { $0.isEmpty ? nil : $0 }
        if named == nil || named == shell, let dialect = StandbyShell.dialect(of: shell) {
            standbys = StandbyShellKeeper(shell: shell, dialect: dialect, wake: wakePipe[1] >= 0 ? wakePipe[1] : nil)
        }
    }

    deinit {
        for fd in wakePipe where fd >= 0 { close(fd) }
    }

    /// The descriptor that becomes readable when a command's output arrives (nil without one).
    var wakeDescriptor: Int32? { wakePipe[0] >= 0 ? wakePipe[0] : nil }

    /// Starts `request`'s command unless it is the one running, stopping any other;
    /// returns whether a command started.
    @discardableResult
    func run(_ request: PreviewRequest?) -> Bool {
        guard request?.id != running?.id else { return false }
        stopRunning()
        guard let request else { return false }
        var files: [String] = []
        let command = request.template.expanded(with: request.input) { bytes in
            guard let path = Self.temporaryFile(holding: bytes) else { return nil }
            files.append(path)
            return path
        }
        do {
            let process = try start(command, variables: request.variables)
            running = (request.id, process, files)
            startedAt = clock.now
        } catch {
            files.forEach { unlink($0) }
        }
        collectStopped()
        return running != nil
    }

    /// Starts `command` in the shell started ahead when one is ready for this environment,
    /// else with `SHELL -c`; then has the next one started.
    private func start(_ command: [UInt8], variables: [String: String]) throws -> ChildProcess {
        guard let standbys else {
            return try ChildProcess(command: command, environment: environment.merging(variables) { $1 }, shell: shell,
                                    wake: wakePipe[1] >= 0 ? wakePipe[1] : nil)
        }
        let starting = StandbyShell.startingEnvironment(environment, adding: variables)
        let process: ChildProcess
        if let standby = standbys.take(startedWith: starting), let running = standby.run(command, exporting: variables) {
            process = running
        } else {
            process = try ChildProcess(command: command, environment: environment.merging(variables) { $1 }, shell: shell,
                                       wake: wakePipe[1] >= 0 ? wakePipe[1] : nil)
        }
        standbys.prepare(environment: starting, after: process)
        return process
    }

    /// Waits for the first output of the command just started, for about as long as the
    /// last one took to print and at most ``quickOutputLimit``: a quick command's output
    /// then goes into the frame of the key that started it, one frame where there were
    /// two (the list moved and the pane emptied, then the output). After a command that
    /// printed nothing that soon (`sleep 1`), the frame waits for nothing.
    func waitForQuickOutput() {
        guard let quickOutput, let startedAt, wakePipe[0] >= 0 else { return }
        let deadline = startedAt + min(quickOutputLimit, quickOutput * 2)
        var descriptor = pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0)
        while let running, !running.process.hasNews {
            let left = deadline - clock.now
            guard left > .zero else { return }
            // Whole milliseconds, rounded up: the output ends the wait as soon as it comes.
            let status = poll(&descriptor, 1, Int32(max(1, (left.wholeMicroseconds + 999) / 1000)))
            if status < 0, errno == EINTR { continue }
            guard status > 0 else { return }
            // A stopped command's end wakes the pipe too: wait on unless this one's output came
            // (it is kept before the pipe is written to, so emptying the pipe first loses none).
            drainWakes()
        }
    }

    /// New output of the running command: its request's id, the bytes and whether it has
    /// ended; nil when nothing came.
    func takeOutput() -> (id: Int, bytes: [UInt8], finished: Bool)? {
        drainWakes()
        collectStopped()
        guard let running else { return nil }
        let output = running.process.takeOutput()
        guard !output.bytes.isEmpty || output.isFinished else { return nil }
        if let startedAt {
            let took = clock.now - startedAt
            quickOutput = took <= quickOutputLimit ? took : nil
            self.startedAt = nil
        }
        if output.isFinished {
            running.files.forEach { unlink($0) }
            self.running = nil
        }
        return (running.id, output.bytes, output.isFinished)
    }

    /// Ends every command and waits until each was reaped: for the list's end.
    func stopAll() {
        standbys?.stopAll()
        stopRunning()
        for entry in stopping {
            entry.process.stopAndWait()
            entry.files.forEach { unlink($0) }
        }
        stopping = []
    }

    private func stopRunning() {
        guard let running else { return }
        if let startedAt, clock.now - startedAt > quickOutputLimit {
            // Quiet for longer than a key's frame waits: the next command is not waited for.
            quickOutput = nil
        }
        startedAt = nil
        running.process.stop()
        stopping.append((running.process, running.files))
        self.running = nil
    }

    /// Empties the wake pipe (what it said is being looked at now).
    private func drainWakes() {
        guard wakePipe[0] >= 0 else { return }
        // On the stack: this runs on every pass of the list's loop.
        withUnsafeTemporaryAllocation(byteCount: 256, alignment: 1) { buffer in
            while read(wakePipe[0], buffer.baseAddress, buffer.count) > 0 {}
        }
    }

    /// Removes the files of stopped commands that have ended.
    private func collectStopped() {
        stopping.removeAll { entry in
            guard entry.process.isFinished else { return false }
            entry.files.forEach { unlink($0) }
            return true
        }
    }

    /// A new private file in `$TMPDIR` (or `/tmp`) holding `bytes`; its path, or nil.
    static func temporaryFile(holding bytes: [UInt8]) -> String? {
        let directory = ProcessEnvironment.current()["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/cardlist-preview-XXXXXX").utf8CString)
        // Not inherited by a shell another thread starts meanwhile.
        let descriptor = DescriptorLock.withLock {
            let descriptor = mkstemp(&template)
            if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            return descriptor
        }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { break }
            offset += written
        }
        return String(cString: template)
    }
}
