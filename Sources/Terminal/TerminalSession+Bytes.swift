import CNcursesw
import Glibc

/// Frames written by the session itself (``TerminalSession/screenBytes``), beside ncurses.
///
/// ncurses does not know where these frames leave the cursor; it needs not: `endwin` moves
/// it to the bottom-left cell with an absolute move before it gives the terminal back.
extension TerminalSession {
    /// Writes `bytes` to the terminal whole.
    func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + done, buffer.count - done)
                if written < 0, errno == EINTR || errno == EAGAIN { continue }
                if written <= 0 { break }
                done += written
            }
        }
    }
}
