import Threading

/// The threads that do the commands' background work (reading a command's output until it
/// ends, ending a stopped one): a job goes to a thread waiting for one, or to a new thread
/// when none waits; a thread whose job is done waits for the next.
///
/// A waiting thread runs as soon as it is woken, where a new one waits its turn behind
/// everything already running (the scheduler places a new thread last, so that starting
/// threads gains nothing): on a loaded machine a thread started for each command put
/// milliseconds between the command's output and the frame showing it.
///
///     CommandThreads.shared.run(name: "command") { readUntilClosed(descriptor) }
final class CommandThreads: @unchecked Sendable {
    /// The threads of cardlist's commands.
    static let shared = CommandThreads()

    /// At most this many threads wait for a job; one more ends when its job is done.
    let waitingLimit: Int
    private let lock = ConditionLock()
    private var jobs: [@Sendable () -> Void] = []
    private var waiting = 0
    private var started = 0

    init(waitingLimit: Int = 4) {
        self.waitingLimit = waitingLimit
    }

    /// Runs `job` on a waiting thread, or on a new one named `name` when every thread is
    /// busy: a job never waits for another to end.
    func run(name: String, _ job: @escaping @Sendable () -> Void) {
        lock.lock()
        jobs.append(job)
        // Each waiting thread takes one job; the jobs beyond them get threads of their own.
        let startsThread = jobs.count > waiting
        if startsThread { started += 1 } else { lock.signal() }
        lock.unlock()
        if startsThread {
            BackgroundThread.start(name: name) { [self] in work() }
        }
    }

    /// How many threads were started so far, and how many wait for a job now.
    var counts: (started: Int, waiting: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (started, waiting)
    }

    /// A thread's life: the jobs queued, one at a time, waiting in between; it ends when
    /// enough threads wait already.
    private func work() {
        lock.lock()
        while true {
            if !jobs.isEmpty {
                let job = jobs.removeFirst()
                lock.unlock()
                job()
                lock.lock()
                continue
            }
            if waiting >= waitingLimit { break }
            waiting += 1
            lock.wait()
            waiting -= 1
        }
        lock.unlock()
    }
}
