import Glibc

/// The process groups of the commands the list runs, ended with it however it ends.
///
/// The signal handler that restores the terminal (on SIGINT, SIGTERM, SIGHUP, SIGQUIT and
/// crashes) sends SIGKILL to every group recorded here before the process dies, so no
/// command outlives the list. A fixed table of slots: a signal handler can neither
/// allocate nor take a lock, and a slot's `pid_t` is written in one store.
public enum ChildGroups {
    private static let capacity = 32
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        return slots
    }()
    private static let lock = SlotLock()

    /// Records the process group `group` (its leader's pid); false when the table is full.
    @discardableResult
    public static func add(_ group: pid_t) -> Bool {
        lock.withLock {
            for index in 0..<capacity where slots[index] == 0 {
                slots[index] = group
                return true
            }
            return false
        }
    }

    /// Forgets `group` (it has ended and was reaped).
    public static func remove(_ group: pid_t) {
        lock.withLock {
            for index in 0..<capacity where slots[index] == group { slots[index] = 0 }
        }
    }

    /// Sends SIGKILL to every recorded group. Async-signal-safe.
    static func killAll() {
        for index in 0..<capacity {
            let group = slots[index]
            if group > 0 { kill(-group, SIGKILL) }
        }
    }
}

/// A mutex for the writers of ``ChildGroups`` (the handler only reads).
private final class SlotLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
