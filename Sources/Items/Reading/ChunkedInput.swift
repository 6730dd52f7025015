import Glibc

/// Reads a file or standard input in chunks, with file-level problems as ``ReadError``.
///
///     try ChunkedInput(path: "menu.json").forEachChunk { chunk in
///         items += try decoder.feed(chunk)
///     }
public struct ChunkedInput: Sendable {
    /// The file's path, or nil for standard input (invalid UTF-8 replaced by U+FFFD).
    public let path: String?
    /// The path's bytes exactly as given, which are what is opened.
    public let pathBytes: [UInt8]?
    /// The sanitised name for messages (``DisplayName/standardInput`` for standard input).
    public let displayName: String
    /// A descriptor the input reads and then closes (the walker's socket), instead of a path.
    let ownedDescriptor: Int32?

    public init(path: String?) {
        self.init(pathBytes: path.map { Array($0.utf8) })
    }

    /// Input from the file whose path is `pathBytes` as given on the command line, which
    /// need not be valid UTF-8 (`lat\xE9.txt`); nil is standard input.
    public init(pathBytes: [UInt8]?) {
        self.pathBytes = pathBytes
        path = pathBytes.map { String(decoding: $0, as: UTF8.self) }
        displayName = pathBytes.map(DisplayName.sanitized(bytes:)) ?? DisplayName.standardInput
        ownedDescriptor = nil
    }

    /// Input from `descriptor`, which the input owns from here on and closes once read
    /// (the walker's end of a socket pair); `displayName` names it in messages.
    public init(descriptor: Int32, displayName: String) {
        pathBytes = nil
        path = nil
        self.displayName = displayName
        ownedDescriptor = descriptor
    }

    /// Calls `body` with each chunk of at most `chunkSize` bytes until the end of input.
    ///
    /// - Parameters:
    ///   - firstSize: the most the first chunk holds, so a list can show its first items
    ///     before a whole large chunk is read (nil: `chunkSize`); the next chunks grow
    ///     fourfold up to `chunkSize`, so the items after them also come soon.
    ///   - readAhead: read the next chunks on another thread while `body` works on this one
    ///     (for large inputs whose decoding takes as long as reading them).
    ///   - spares: with `readAhead`, arrays the reading thread prepares for the decoder
    ///     between reads (see ``SpareBuffers``).
    /// - Throws: ``ReadError/missingFile(_:)``, ``ReadError/isDirectory(_:)`` or
    ///   ``ReadError/unreadable(_:reason:)``, or what `body` throws.
    public func forEachChunk(
        size chunkSize: Int = 1 << 20,
        firstSize: Int? = nil,
        readAhead: Bool = false,
        spares: SpareBuffers? = nil,
        _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let descriptor = ownedDescriptor ?? pathBytes.map { bytes in
            (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY | O_CLOEXEC) }
            }
        } ?? STDIN_FILENO
        let closes = path != nil || ownedDescriptor != nil
        guard descriptor >= 0 else { throw fileError(errno) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            if closes { close(descriptor) }
            throw ReadError.isDirectory(displayName)
        }
        // A small file is read here: a reading thread and its buffers would cost more than
        // the reading.
        let isSmallFile = status.st_mode & S_IFMT == S_IFREG && Int(status.st_size) <= min(chunkSize, firstSize ?? chunkSize)
        if readAhead, !isSmallFile {
            try forEachChunkReadAhead(descriptor, closes: closes, size: chunkSize, firstSize: firstSize ?? chunkSize, spares: spares, body)
            return
        }
        defer { if closes { close(descriptor) } }
        let size = max(1, chunkSize)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        var limit = min(size, max(1, firstSize ?? size))
        while true {
            let count = read(descriptor, buffer.baseAddress, limit)
            if count == 0 { return }
            if count < 0 {
                if errno == EINTR { continue }
                throw fileError(errno)
            }
            try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            limit = ReadAhead.nextLimit(after: limit, upTo: size)
        }
    }

    /// ``forEachChunk(size:firstSize:readAhead:spares:_:)`` with reading on another thread, which
    /// owns `descriptor` from here on.
    private func forEachChunkReadAhead(
        _ descriptor: Int32, closes: Bool, size: Int, firstSize: Int, spares: SpareBuffers?, _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let ahead = ReadAhead(descriptor: descriptor, closesDescriptor: closes, size: size, firstSize: firstSize, spares: spares)
        while true {
            switch ahead.next() {
            case .end:
                return
            case .failure(let code):
                throw fileError(code)
            case .chunk(let chunk):
                do {
                    try body(chunk)
                } catch {
                    ahead.stop()
                    throw error
                }
                ahead.release()
            }
        }
    }

    /// The ``ReadError`` for the C library's error number `code`.
    private func fileError(_ code: Int32) -> ReadError {
        switch code {
        case ENOENT, ENOTDIR: .missingFile(displayName)
        case EISDIR: .isDirectory(displayName)
        default: .unreadable(displayName, reason: String(cString: strerror(code)))
        }
    }
}
