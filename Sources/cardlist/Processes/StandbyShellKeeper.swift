import Glibc
import Threading

/// Keeps one ``StandbyShell`` ready for the pane's next command: started on a background
/// thread (one of ``CommandThreads``) a moment after the command before it has ended (its
/// frame drawn meanwhile), or ``startDelay`` after it started, so that the start is off
/// the key's path; taken by the next move; ended with the list.
///
///     let keeper = StandbyShellKeeper(shell: "/bin/sh", dialect: .posix)
///     keeper.prepare(environment: environment, after: process)
///     let standby = keeper.take(startedWith: environment)   // later, nil if not ready
final class StandbyShellKeeper: @unchecked Sendable {
    let shell: String
    let dialect: StandbyShell.Dialect
    /// The longest a start waits for the command before it to print or end.
    let startDelay: Duration
    /// How long a start waits more after the command ended, for the frame showing its output.
    let frameAllowance: Duration = .milliseconds(3)
    /// After this many shells in a row ended before they were used, none is started again.
    static let failureLimit = 3

    private let wake: Int32?
    private let lock = ConditionLock()
    private var ready: StandbyShell?
    private var starting = false
    private var closed = false
    private var failures = 0

    init(shell: String, dialect: StandbyShell.Dialect, wake: Int32? = nil, startDelay: Duration = .milliseconds(20)) {
        self.shell = shell
        self.dialect = dialect
        self.wake = wake
        self.startDelay = startDelay
    }

    /// The shell started ahead, if it is ready and was started with `environment`; a shell
    /// started with another environment, or one that has ended, is let go.
    func take(startedWith environment: [String: String]) -> StandbyShell? {
        lock.lock()
        let standby = ready
        ready = nil
        lock.unlock()
        guard let standby else { return nil }
        if standby.process.isFinished {
            lock.lock()
            failures += 1
            lock.unlock()
            return nil
        }
        guard standby.environment == environment else {
            // Started for another environment: ended off the key's path.
            CommandThreads.shared.run(name: "command") { standby.stop() }
            return nil
        }
        lock.lock()
        failures = 0
        lock.unlock()
        return standby
    }

    /// Has a shell started with `environment` once `process` has ended (at most
    /// ``startDelay`` after now) and ``frameAllowance`` more, unless one is ready or
    /// starting already.
    func prepare(environment: [String: String], after process: ChildProcess?) {
        lock.lock()
        defer { lock.unlock() }
        guard !closed, !starting, ready == nil, failures < Self.failureLimit else { return }
        starting = true
        CommandThreads.shared.run(name: "command") { [self] in
            let clock = ContinuousClock()
            let deadline = clock.now + startDelay
            while let process, !process.isFinished, clock.now < deadline, !isClosed { usleep(200) }
            // The frame showing the command's output is drawn first: starting a shell now
            // would take the processor it needs.
            usleep(UInt32(frameAllowance.wholeMicroseconds))
            let standby = isClosed ? nil : try? StandbyShell(shell: shell, dialect: dialect, environment: environment, wake: wake)
            lock.lock()
            if closed {
                lock.unlock()
                standby?.stop()
                lock.lock()
            } else if let standby {
                ready = standby
            } else {
                failures += 1
            }
            starting = false
            lock.broadcast()
            lock.unlock()
        }
    }

    /// Ends the shell ready, and one being started, and starts none again: for the list's end.
    func stopAll() {
        lock.lock()
        closed = true
        while starting { lock.wait() }
        let standby = ready
        ready = nil
        lock.unlock()
        standby?.stop()
    }

    /// Whether a shell is ready to be taken.
    var isReady: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ready != nil
    }

    private var isClosed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return closed
    }
}
