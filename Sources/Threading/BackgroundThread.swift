import Glibc

/// Starts detached POSIX threads for background work: reading input, searching,
/// decoding pictures.
///
/// It does what Foundation's `Thread` did here, without Foundation: linking Foundation's
/// thread object costs the process's start more than all of its own set-up.
///
///     BackgroundThread.start { read(everything) }
public enum BackgroundThread {
    /// Runs `body` on a new detached thread with a stack of `stackSize` bytes (the
    /// system's default when nil).
    public static func start(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Work(body: body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        if let stackSize { pthread_attr_setstacksize(&attributes, max(stackSize, Int(PTHREAD_STACK_MIN))) }
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, box)
        // Without a thread the work could never happen: as fatal as running out of memory.
        precondition(status == 0, "cannot start a thread (error \(status))")
    }

    /// Puts the calling thread in Linux's idle scheduling class: it gets a processor only
    /// when no other thread, of this program or another, wants one. Work that can wait (a
    /// picture decoded ahead of need) then never delays drawing a frame, nor the terminal
    /// that shows it. Where the class is refused, the thread takes the lowest priority.
    public static func lowerToIdlePriority() {
        var parameters = sched_param()
        if sched_setscheduler(0, idleSchedulingPolicy, &parameters) != 0 {
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        }
    }

    /// Linux's `SCHED_IDLE`, which the C library declares only for GNU sources.
    static let idleSchedulingPolicy: Int32 = 5

    /// What a new thread runs, handed over through `pthread_create`'s context pointer.
    private final class Work {
        let body: @Sendable () -> Void

        init(body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
