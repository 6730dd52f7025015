import Glibc

/// A mutex with a condition variable, as POSIX threads have them: threads take turns
/// under the lock and wait in it for a change another thread announces.
///
///     lock.lock()
///     while queue.isEmpty { lock.wait() }
///     let next = queue.removeLast()
///     lock.unlock()
public final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }

    public func unlock() { pthread_mutex_unlock(mutex) }

    /// Releases the lock until another thread signals or broadcasts, then takes it again.
    /// Call it in a loop that tests what it waits for: a wake-up may come without one.
    public func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes one waiting thread.
    public func signal() { pthread_cond_signal(condition) }

    /// Wakes every waiting thread.
    public func broadcast() { pthread_cond_broadcast(condition) }
}
