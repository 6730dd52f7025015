import Glibc
import Threading

/// Held while cardlist makes a pipe or file and marks it close-on-exec, and while it starts
/// a process: a shell started on another thread (the preview's standby) in between would
/// inherit a descriptor meant for another command and keep it open, so that the other
/// command's output, or a reload's items, would never end.
///
/// The toolchain's C library module has no `pipe2`, which would do both at once.
///
///     let ends = DescriptorLock.pipe()   // both ends close-on-exec, or nil
enum DescriptorLock {
    private static let lock = ConditionLock()

    /// Runs `body` holding the lock.
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// A new pipe, both ends close-on-exec (`[read, write]`); nil with `errno` set when none
    /// could be made.
    static func pipe() -> [Int32]? {
        withLock {
            var ends: [Int32] = [-1, -1]
            guard Glibc.pipe(&ends) == 0 else { return nil }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return ends
        }
    }
}
