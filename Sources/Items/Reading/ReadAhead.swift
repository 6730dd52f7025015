import Dispatch
import Glibc
import Threading

/// Reads a file descriptor on a thread of its own into a ring of buffers, so the next
/// chunk is read while the caller decodes this one (the kernel's copy of a large input
/// then costs the decoder no time).
///
///     let ahead = ReadAhead(descriptor: fd, closesDescriptor: true, size: 1 << 18, firstSize: 1 << 14)
///     while case let .chunk(bytes) = ahead.next() { … ; ahead.release() }
///
/// The reading thread owns the descriptor from then on and closes it (when asked to) once
/// it stops: at the end of input, on an error, or after ``stop()``.
final class ReadAhead: @unchecked Sendable {
    /// What the next slot of the ring holds.
    enum Next {
        /// Bytes read; call ``release()`` when done with them, before the next ``next()``.
        case chunk(UnsafeRawBufferPointer)
        case end
        /// `read` failed with this error number.
        case failure(Int32)
    }

    /// The number of buffers: the reader stays this many chunks ahead at most.
    static let slotCount = 4

    private let buffers: UnsafeMutableRawBufferPointer
    private let size: Int
    /// Per slot: the byte count read (0 at the end of input), or minus the error number.
    private let results: UnsafeMutablePointer<Int>
    /// Signalled for each slot the reader filled.
    private let filled = DispatchSemaphore(value: 0)
    /// Signalled for each slot the caller gave back (all free at first). It starts at zero
    /// and is signalled once per slot: libdispatch traps when a semaphore is freed below
    /// the value it was created with.
    private let free = DispatchSemaphore(value: 0)
    /// Set by ``stop()``; read by the reading thread after each wait (the semaphores order it).
    private var isStopped = false
    /// The next slot the caller takes.
    private var slot = 0

    /// Starts reading `descriptor` in chunks of at most `size` bytes, the first of at most
    /// `firstSize` and the next ones growing fourfold up to `size` (see ``nextLimit(after:upTo:)``).
    /// `spares`, if given, are refilled after each read, while the caller decodes.
    init(descriptor: Int32, closesDescriptor: Bool, size: Int, firstSize: Int, spares: SpareBuffers? = nil) {
        self.size = max(1, size)
        buffers = .allocate(byteCount: self.size * Self.slotCount, alignment: 16)
        results = .allocate(capacity: Self.slotCount)
        results.initialize(repeating: 0, count: Self.slotCount)
        let first = min(self.size, max(1, firstSize))
        for _ in 0..<Self.slotCount { free.signal() }
        BackgroundThread.start(name: "read-ahead") { [self] in
            fill(descriptor, firstSize: first, spares: spares)
            if closesDescriptor { close(descriptor) }
        }
    }

    deinit {
        buffers.deallocate()
        results.deallocate()
    }

    /// Fills the slots in turn until the end of input, an error, or ``stop()``.
    private func fill(_ descriptor: Int32, firstSize: Int, spares: SpareBuffers?) {
        var slot = 0
        var limit = firstSize
        while true {
            free.wait()
            if isStopped { return }
            let buffer = buffers.baseAddress! + slot * size
            var count: Int
            repeat {
                count = read(descriptor, buffer, limit)
            } while count < 0 && errno == EINTR
            results[slot] = count < 0 ? -Int(errno) : count
            filled.signal()
            if count <= 0 { return }
            // Spare arrays for the decoder are made ready only while the input keeps coming
            // in sizeable reads: after a short one (a small input), the end is near, and
            // preparing a megabyte of arrays would only delay it.
            if count >= min(limit, Self.refillReadSize) { spares?.refill() }
            slot = (slot + 1) % Self.slotCount
            limit = Self.nextLimit(after: limit, upTo: size)
        }
    }

    /// The least a read brings in for the spare arrays to be made ready after it (a pipe's
    /// buffer).
    static let refillReadSize = 64 * 1024

    /// The size of the chunk after one of `limit` bytes: four times larger, up to `size`.
    /// The first chunks stay small so that the first items, and the next few that show
    /// the input goes on, are decoded soon; then whole chunks keep the reading cheap.
    static func nextLimit(after limit: Int, upTo size: Int) -> Int {
        min(size, limit.multipliedReportingOverflow(by: 4).overflow ? size : limit * 4)
    }

    /// Waits for the next chunk.
    func next() -> Next {
        filled.wait()
        let count = results[slot]
        if count == 0 { return .end }
        if count < 0 { return .failure(Int32(-count)) }
        return .chunk(UnsafeRawBufferPointer(start: buffers.baseAddress! + slot * size, count: count))
    }

    /// Gives the chunk ``next()`` returned back to the reader.
    func release() {
        slot = (slot + 1) % Self.slotCount
        free.signal()
    }

    /// Tells the reader to stop once its current `read` returns (it may be waiting on a pipe).
    func stop() {
        isStopped = true
        free.signal()
    }
}
