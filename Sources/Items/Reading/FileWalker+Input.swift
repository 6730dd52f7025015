import Glibc
import Threading

extension FileWalker {
    /// Starts the walk on a background thread and returns the input its paths arrive on,
    /// one a line, as they are found: the list shows the first ones while the walk goes on.
    /// The walk stops when the input is no longer read.
    ///
    /// - Returns: nil when no socket pair could be made.
    public func startAsInput() -> ChunkedInput? {
        var ends: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else { return nil }
        let (reading, writing) = (ends[0], ends[1])
        shutdown(reading, Int32(SHUT_WR))
        let walker = self
        BackgroundThread.start(name: "walker") {
            var block: [UInt8] = []
            block.reserveCapacity(Self.blockSize + 4096)
            // A send to an input no longer read fails (no SIGPIPE): the walk stops.
            func flush() -> Bool {
                var offset = 0
                while offset < block.count {
                    let sent = block.withUnsafeBytes { send(writing, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
                    if sent < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    offset += sent
                }
                block.removeAll(keepingCapacity: true)
                return true
            }
            // Paths go out in blocks, and at least every 20 ms while the walk is slow, so
            // the first ones show at once.
            var lastFlush = Self.milliseconds()
            walker.walk { path in
                block += path
                block.append(0x0A)
                guard block.count >= Self.blockSize || Self.milliseconds() - lastFlush >= 20 else { return true }
                lastFlush = Self.milliseconds()
                return flush()
            }
            _ = flush()
            close(writing)
        }
        return ChunkedInput(descriptor: reading, displayName: DisplayName.walker)
    }

    /// How many bytes of paths are gathered before they are sent.
    static let blockSize = 16 * 1024

    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
