/// Takes the first lines of an input as a fixed header (`--header-lines N`) before the
/// rest is decoded into items.
///
///     var header = HeaderLines(count: 1, separator: 0x0A)
///     let used = header.take(from: chunk)   // bytes of `chunk` that belong to the header
///     decoder.feed(chunk[used...])
///
/// Lines are cut at `separator` (a newline, or NUL for `--read0`); a line ending in CR LF
/// loses the CR. At most ``maximumLineBytes`` bytes of a line are kept; the rest is read
/// and dropped, so a header line without an end costs no more than a screenful.
public struct HeaderLines: Sendable {
    /// The number of lines wanted.
    public let count: Int
    /// The byte that ends a line.
    public let separator: UInt8
    /// The header lines taken so far, as text (invalid UTF-8 replaced), not sanitised.
    public private(set) var lines: [String] = []
    /// Newlines in the bytes taken, to start the decoder's line count after them.
    public private(set) var newlineCount = 0
    private var current: [UInt8] = []

    /// Bytes kept of one header line.
    public static let maximumLineBytes = 64 * 1024

    public init(count: Int, separator: UInt8 = 0x0A) {
        self.count = max(0, count)
        self.separator = separator
    }

    /// Whether every wanted line has been taken.
    public var isComplete: Bool { lines.count >= count }

    /// Takes header bytes from the start of `chunk`; returns how many bytes it took (the
    /// rest are items).
    ///
    /// - Complexity: O(*n*) in the bytes taken.
    public mutating func take(from chunk: UnsafeRawBufferPointer) -> Int {
        var index = 0
        while !isComplete, index < chunk.count {
            let byte = chunk[index]
            index += 1
            if byte == 0x0A { newlineCount += 1 }
            if byte == separator {
                endLine()
            } else if current.count < Self.maximumLineBytes {
                current.append(byte)
            }
        }
        return index
    }

    /// Ends an unterminated last line at the end of the input.
    public mutating func finish() {
        if !isComplete, !current.isEmpty { endLine() }
    }

    private mutating func endLine() {
        if separator == 0x0A, current.last == 0x0D { current.removeLast() }
        if lines.isEmpty, current.starts(with: [0xEF, 0xBB, 0xBF]) { current.removeFirst(3) }
        lines.append(String(decoding: current, as: UTF8.self))
        current = []
    }
}
