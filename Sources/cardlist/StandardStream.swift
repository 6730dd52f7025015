import CardListCore
import Glibc
import Items

/// Writes to the process's standard output and error, unbuffered and byte-exact.
enum StandardStream {
    /// Writes `text` to stdout.
    static func output(_ text: String) {
        write(Array(text.utf8), to: STDOUT_FILENO)
    }

    /// Writes `bytes` to stdout.
    static func output(bytes: [UInt8]) {
        write(bytes, to: STDOUT_FILENO)
    }

    /// Writes `message` to stderr as one line after the program's name (`cardlist: `): the
    /// one place that prefix is added; messages and error descriptions come without it.
    /// Whatever the message holds (file names, option values, field paths), control and
    /// invisible characters are drawn visibly here, so no escape sequence or stray newline
    /// reaches the terminal.
    static func error(_ message: String) {
        write(Array(("cardlist: " + DisplayName.sanitized(message) + "\n").utf8), to: STDERR_FILENO)
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
