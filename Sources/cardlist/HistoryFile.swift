import CardListCore
import Glibc

/// The `--history` file: its queries are read when the program starts, and the query chosen
/// with is added when the list ends (``QueryHistory/fileText(adding:to:keeping:)`` says how).
struct HistoryFile {
    let path: String
    /// How many queries the file keeps (`--history-size`).
    let limit: Int

    /// Opens the file at `path` for reading and writing and returns its queries, oldest
    /// first; a file that does not exist is created empty (mode 0600), as fzf does.
    ///
    /// - Throws: ``HistoryError/unusable(path:reason:)`` when it cannot be read or written.
    static func open(_ path: String, keeping limit: Int) throws(HistoryError) -> (file: HistoryFile, entries: [String]) {
        let file = HistoryFile(path: path, limit: limit)
        let text: String
        do throws(SystemError) {
            text = try file.withDescriptor { descriptor throws(SystemError) in try Self.readAll(descriptor) }
        } catch {
            throw .unusable(path: path, reason: error.reason)
        }
        return (file, QueryHistory.entries(inFileText: text))
    }

    /// Adds `query` to the file, read again first so that queries other runs added since
    /// this one started are kept.
    ///
    /// - Throws: ``HistoryError/notWritten(path:reason:)`` when the file cannot be written.
    func add(_ query: String) throws(HistoryError) {
        do throws(SystemError) {
            try withDescriptor { descriptor throws(SystemError) in
                let old = QueryHistory.entries(inFileText: try Self.readAll(descriptor))
                let text = QueryHistory.fileText(adding: query, to: old, keeping: limit)
                try Self.replaceContents(of: descriptor, with: Array(text.utf8))
            }
        } catch {
            throw .notWritten(path: path, reason: error.reason)
        }
    }

    /// Runs `body` with the file open for reading and writing (created when missing) and
    /// locked against other runs doing the same. Only a regular file will do: a device or a
    /// pipe could block or never end.
    private func withDescriptor<T>(_ body: (Int32) throws(SystemError) -> T) throws(SystemError) -> T {
        let descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError(code: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw SystemError(reason: "not a regular file") }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { break }
        }
        return try body(descriptor)
    }

    /// Everything in the file from its start, as UTF-8 (invalid bytes repaired).
    private static func readAll(_ descriptor: Int32) throws(SystemError) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var offset: off_t = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError(code: errno)
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            offset += off_t(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `bytes` from the file's start and cuts it there.
    private static func replaceContents(of descriptor: Int32, with bytes: [UInt8]) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + offset, $0.count - offset, off_t(offset)) }
            if written < 0 {
                if errno == EINTR { continue }
                throw SystemError(code: errno)
            }
            offset += written
        }
        guard ftruncate(descriptor, off_t(bytes.count)) == 0 else { throw SystemError(code: errno) }
    }
}

/// Why a file operation failed, in words.
struct SystemError: Error {
    var reason: String

    init(reason: String) {
        self.reason = reason
    }

    /// A failed system call's `errno`, in the system's words (`Permission denied`).
    init(code: Int32) {
        reason = String(cString: strerror(code))
    }
}

/// The `--history` file could not be used.
enum HistoryError: Error, Equatable, CustomStringConvertible {
    /// At start: the file cannot be opened for reading and writing (the program exits 2).
    case unusable(path: String, reason: String)
    /// At the end: the chosen query could not be added (the choice is printed all the same).
    case notWritten(path: String, reason: String)

    var description: String {
        switch self {
        case let .unusable(path, reason):
            "--history: cannot read and write '\(path)': \(reason)"
        case let .notWritten(path, reason):
            "--history: the query was not added to '\(path)': \(reason)"
        }
    }
}
