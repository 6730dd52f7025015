import Glibc
import Rows

/// Writing to the terminal and asking its size, for the inline session.
extension InlineSession {
    /// Writes `bytes` whole, with the terminating signals held meanwhile, so the handler
    /// that restores the terminal always finds the cursor parked.
    func send(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        var held = sigset_t(), previous = sigset_t()
        sigemptyset(&held)
        for signal in EmergencyRestore.terminatingSignals { sigaddset(&held, signal) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR || errno == EAGAIN { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// The terminal's size in columns and rows (80 × 24 when it cannot say).
    public static func screenSize(of fd: Int32) -> Size {
        var window = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return Size(width: 80, height: 24)
        }
        return Size(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    /// The controlling terminal's size, read before a session starts (80 × 24 when there is
    /// no terminal or it cannot say).
    public static func controllingTerminalSize() -> Size {
        let fd = open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return Size(width: 80, height: 24) }
        defer { close(fd) }
        return screenSize(of: fd)
    }
}
