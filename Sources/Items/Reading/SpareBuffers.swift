import Synchronization

/// Empty byte arrays whose memory was already touched, made ready by the reading thread so
/// the decoder can store a chunk's records without taking a page fault for every 4 KiB of
/// new memory (a large input's records are all new memory; faulting it in cost the decoder
/// about a fifth of its time).
///
///     let spares = SpareBuffers(capacity: 1 << 18)
///     spares.refill()                                   // on the reading thread
///     let storage = spares.take(minimumCapacity: 4096)  // on the decoding thread, or nil
public final class SpareBuffers: Sendable {
    /// The capacity of each array made.
    let capacity: Int
    /// How many ready arrays are kept at most.
    static let limit = 2
    private let ready = Mutex<[[UInt8]]>([])

    /// Spares of `capacity` bytes each (a chunk's size and a little room for the
    /// unfinished record before it).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Makes arrays until ``limit`` are ready.
    func refill() {
        while ready.withLock({ $0.count }) < Self.limit {
            let array = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initializedCount in
                // One write a page makes the kernel map it now, on this thread.
                var offset = 0
                while offset < buffer.count {
                    buffer[offset] = 0
                    offset += 4096
                }
                initializedCount = 0
            }
            ready.withLock { $0.append(array) }
        }
    }

    /// A ready empty array holding at least `minimumCapacity` bytes, or nil when none is.
    func take(minimumCapacity: Int) -> [UInt8]? {
        guard minimumCapacity <= capacity else { return nil }
        return ready.withLock { $0.popLast() }
    }
}
