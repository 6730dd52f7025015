import Glibc

/// Starts detached POSIX threads for background work: reading input, searching,
/// decoding pictures.
///
/// It does what Foundation's `Thread` did here, without Foundation: linking Foundation's
/// thread object costs the process's start more than all of its own set-up.
///
///     BackgroundThread.start(name: "reader") { read(everything) }
public enum BackgroundThread {
    /// Runs `body` on a new detached thread named `name` (as `top -H` and debuggers show
    /// it; at most 15 bytes are kept) with a stack of `stackSize` bytes (the system's
    /// default when nil).
    public static func start(name: String, stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        let named: @Sendable () -> Void = {
            nameCurrentThread(name)
            body()
        }
        let box = Unmanaged.passRetained(Work(body: named)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        if let stackSize {
            // Refused only for a size the system cannot give: the thread then gets the default.
            _ = pthread_attr_setstacksize(&attributes, max(stackSize, Int(PTHREAD_STACK_MIN)))
        }
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, box)
        // Without a thread the work could never happen: as fatal as running out of memory.
        precondition(status == 0, "cannot start a thread (error \(status))")
    }

    /// Gives the calling thread the lowest priority (nice 19). Against a busy thread of
    /// normal priority it gets about 1.5% of a processor, and its wake-ups rarely take a
    /// processor from one: work that can wait (a picture decoded ahead of need) then hardly
    /// delays drawing a frame, nor the terminal reading it. Unlike the idle scheduling
    /// class, it still progresses on a busy machine, and a lock it holds is soon let go.
    public static func lowerToLowestPriority() {
        // On Linux, `who` 0 with PRIO_PROCESS is the calling thread only.
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
    }

    /// Names the calling thread through `/proc/thread-self/comm` (the C library's
    /// `pthread_setname_np` is declared only for GNU sources). A name that cannot be set
    /// leaves the process's.
    static func nameCurrentThread(_ name: String) {
        let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        // Whole characters only, up to the 15 bytes the kernel keeps.
        var bytes: [UInt8] = []
        for scalar in name.unicodeScalars {
            let encoded = Array(String(scalar).utf8)
            if bytes.count + encoded.count > 15 { break }
            bytes += encoded
        }
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// What a new thread runs, handed over through `pthread_create`'s context pointer.
    private final class Work {
        let body: @Sendable () -> Void

        init(body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
