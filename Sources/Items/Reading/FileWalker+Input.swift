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
            walker.walk(details: { path, details in
                if walker.settings.details {
                    // A JSON string holds text only: a name that is not UTF-8 is passed over.
                    guard let line = Self.jsonLine(path: path, details: details) else { return true }
                    block += line
                } else {
                    block += path
                }
                block.append(0x0A)
                guard block.count >= Self.blockSize || Self.milliseconds() - lastFlush >= 20 else { return true }
                lastFlush = Self.milliseconds()
                return flush()
            })
            _ = flush()
            close(writing)
        }
        return ChunkedInput(descriptor: reading, displayName: DisplayName.walker)
    }

    /// The JSON Lines item for `path` with `details`: the path as the name, and its size and
    /// modification time (`4.2 KB  2026-11-02 10:00`) as the detail the row shows at its right
    /// and the detail view shows with `size` (bytes) and `modified` (to the second); nil for a
    /// path that is not UTF-8.
    ///
    ///     FileWalker.jsonLine(path: Array("a.txt".utf8), details: .init(size: 4300, modified: 0, isDirectory: false))
    ///     // {"name":"a.txt","detail":"4.2 KB  1970-01-01 00:00","size":4300,"modified":"1970-01-01 00:00:00"} (in UTC)
    static func jsonLine(path: [UInt8], details: Details?) -> [UInt8]? {
        guard path.allSatisfy({ $0 < 0x80 }) || String(decoding: path, as: UTF8.self).utf8.elementsEqual(path) else { return nil }
        var line = Array(#"{"name":""#.utf8)
        for byte in path {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): line += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: line += Array(("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)).utf8)
            default: line.append(byte)
            }
        }
        line.append(UInt8(ascii: "\""))
        if let details {
            let size = details.isDirectory ? "" : byteCount(details.size) + "  "
            line += Array(#","detail":"\#(size)\#(localTime(details.modified, "%Y-%m-%d %H:%M"))""#.utf8)
            if !details.isDirectory { line += Array(#","size":\#(details.size)"#.utf8) }
            line += Array(#","modified":"\#(localTime(details.modified, "%Y-%m-%d %H:%M:%S"))""#.utf8)
        }
        line.append(UInt8(ascii: "}"))
        return line
    }

    /// `size` bytes as `ls -h` would round them, with a unit: `512 B`, `4.2 KB`, `13 MB`.
    static func byteCount(_ size: Int64) -> String {
        var value = Double(size)
        var unit = 0
        let units = ["B", "KB", "MB", "GB", "TB", "PB"]
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(size) B" }
        let tenths = Int((value * 10).rounded(.up))
        return tenths < 100 ? "\(tenths / 10).\(tenths % 10) \(units[unit])" : "\(Int(value.rounded(.up))) \(units[unit])"
    }

    /// `seconds` since 1970 in the local time zone, as `format` (strftime) writes it.
    private static func localTime(_ seconds: Int, _ format: String) -> String {
        var time = time_t(seconds)
        var parts = tm()
        localtime_r(&time, &parts)
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, format, &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// How many bytes of paths are gathered before they are sent.
    static let blockSize = 16 * 1024

    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
