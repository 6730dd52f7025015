import CNcursesw
import Glibc

/// Puts the terminal back from inside a signal handler, using only async-signal-safe calls.
///
/// Everything the handler needs is computed before ncurses starts: the tty's file
/// descriptor, its saved `termios`, and the bytes that leave the alternate screen, show the
/// cursor, reset attributes, turn keypad transmit and mouse reporting off. On a fatal signal
/// the handler writes those bytes, restores `termios`, puts back the handler that was there
/// before and raises the signal again, so the process ends exactly as it would have
/// (the shell sees 130, 143, 129, 131, or the crash signal) and a crash reporter installed
/// earlier (Swift's backtracer) still runs, now on a normal screen.
///
/// The storage is static because a C signal handler cannot capture context; it is written
/// only while no handler is installed, and read by the handler.
enum EmergencyRestore {
    /// Signals that end the process and must leave the terminal usable.
    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Signals of a crash; a Swift runtime trap is `SIGILL` (x86) or `SIGTRAP` (arm64).
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    static var allSignals: [Int32] { terminatingSignals + crashSignals }

    private static let capacity = 256
    private static let signalSlots = 65

    nonisolated(unsafe) private static var fd: Int32 = -1
    nonisolated(unsafe) private static var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var byteCount = 0
    nonisolated(unsafe) private static var savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
    nonisolated(unsafe) private static var isInstalled = false

    /// Records what the handler must restore and installs it for ``allSignals``.
    ///
    /// Call before `newterm`: a handler already in place stops ncurses from installing its
    /// own (which would exit with status 1 instead of dying by the signal).
    static func install(fd descriptor: Int32, settings: termios, restoreBytes: [UInt8]) {
        if isInstalled { uninstall() }
        fd = descriptor
        savedSettings.pointee = settings
        let count = min(restoreBytes.count, capacity)
        for index in 0..<count { bytes[index] = restoreBytes[index] }
        byteCount = count
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handleSignal
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        for signal in allSignals {
            sigaction(signal, &action, &previousActions[Int(signal)])
        }
        isInstalled = true
    }

    /// Puts back the handlers that were there before ``install(fd:settings:restoreBytes:)``.
    static func uninstall() {
        guard isInstalled else { return }
        for signal in allSignals {
            sigaction(signal, &previousActions[Int(signal)], nil)
        }
        isInstalled = false
        fd = -1
    }

    /// Writes the restore bytes and the saved `termios` to the tty. Async-signal-safe.
    static func restoreTerminal() {
        guard fd >= 0 else { return }
        var offset = 0
        while offset < byteCount {
            let written = write(fd, bytes + offset, byteCount - offset)
            if written <= 0 { break }
            offset += written
        }
        tcsetattr(fd, TCSANOW, savedSettings)
    }

    /// Puts back the handler that was there before for `signal` alone. Async-signal-safe.
    static func restorePreviousHandler(for signal: Int32) {
        guard signal > 0, signal < Int32(signalSlots) else { return }
        sigaction(signal, &previousActions[Int(signal)], nil)
    }
}

/// The handler for every signal in ``EmergencyRestore/allSignals``: restore, then die by the signal.
///
/// The signal is blocked while this runs, so the re-raised one is delivered on return, to
/// the previous handler (or the default action). For a fault the return goes back to the
/// faulting instruction, so a crash reporter sees the real place of the crash.
private func handleSignal(_ signal: Int32) {
    EmergencyRestore.restoreTerminal()
    EmergencyRestore.restorePreviousHandler(for: signal)
    raise(signal)
}
