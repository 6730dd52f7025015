import Foundation

/// Reads a file or standard input in chunks, with file-level problems as ``ReadError``.
///
///     try ChunkedInput(path: "menu.json").forEachChunk { chunk in
///         items += try decoder.feed(chunk)
///     }
public struct ChunkedInput: Sendable {
    /// The file's path, or nil for standard input.
    public let path: String?
    /// The sanitised name for messages (`-` for standard input).
    public let displayName: String

    public init(path: String?) {
        self.path = path
        displayName = path.map(DisplayName.sanitized) ?? "-"
    }

    /// Calls `body` with each chunk of at most `chunkSize` bytes until the end of input.
    ///
    /// - Parameter firstSize: the most the first chunk holds, so a list can show its first
    ///   items before a whole large chunk is read (nil: `chunkSize`).
    /// - Throws: ``ReadError/missingFile(_:)``, ``ReadError/isDirectory(_:)`` or
    ///   ``ReadError/unreadable(_:reason:)``, or what `body` throws.
    public func forEachChunk(size chunkSize: Int = 1 << 20, firstSize: Int? = nil, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let descriptor = path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? STDIN_FILENO
        guard descriptor >= 0 else { throw fileError(errno) }
        defer { if path != nil { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw ReadError.isDirectory(displayName) }
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
            limit = size
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
