import CNcursesw
import Glibc

/// Puts the terminal back from inside a signal handler, using only async-signal-safe calls.
///
/// Everything the handler needs is computed before ncurses starts: the tty's file
/// descriptor, its saved `termios`, and the bytes that leave the alternate screen, show the
/// cursor, reset attributes, turn keypad transmit and mouse reporting off. On a fatal signal
/// the handler writes those bytes, restores `termios`, and raises the signal again with the
/// default action, so the process ends as it would have (the shell sees 130, 143, 129, 131,
/// or the crash signal).
///
/// Crashes and Swift's backtracer: the runtime installs its crash handlers at startup, before
/// ours, so ours runs first and the terminal is already restored when the backtracer (called
/// next) prints its report. When stdin and stdout are terminals the backtracer may ask
/// "Press space to interact…" for up to 30 s; it does so on the normal screen, with the
/// saved settings, and the terminal stays restored afterwards. `SWIFT_BACKTRACE=enable=no`
/// turns the report off. SIGQUIT is not passed to the backtracer (it would print a report
/// and return, leaving the process running): it takes its default action.
///
/// An inline session (``InlineSession``, `--height`) has no alternate screen to leave: its
/// bytes erase its area from the area's top-left, where every frame leaves the cursor
/// (frames are written with the terminating signals held), move the cursor back to where
/// the list started, show it and turn the modes off. It installs them again whenever they
/// change (the area made, a suspend).
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
    nonisolated(unsafe) private static let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var byteCount = 0
    nonisolated(unsafe) private static let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
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
        // On the alternate signal stack when one is set up (the Swift runtime's), so a
        // stack overflow still restores the terminal.
        action.sa_flags = SA_ONSTACK
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in allSignals {
            sigaction(signal, &action, &previousActions[Int(signal)])
            sigaddset(&handled, signal)
        }
        // A parent may have left these blocked (a thread pool's mask is inherited); a blocked
        // SIGTERM or SIGHUP would never reach the handler.
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
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

    /// Ends the process by `signal` after the terminal was restored. Async-signal-safe.
    ///
    /// A terminating signal gets its default action. A crash signal first goes to the
    /// handler that was there before (Swift's backtracer prints its report on the restored
    /// screen); since that handler may return, expecting the fault to happen again, the
    /// default action follows.
    static func endProcess(by signal: Int32) {
        guard signal > 0, signal < Int32(signalSlots) else { return }
        var single = sigset_t()
        sigemptyset(&single)
        sigaddset(&single, signal)
        if signal != SIGINT, signal != SIGTERM, signal != SIGHUP, signal != SIGQUIT {
            sigaction(signal, &previousActions[Int(signal)], nil)
            sigprocmask(SIG_UNBLOCK, &single, nil)
            raise(signal)
        }
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        sigaction(signal, &defaultAction, nil)
        sigprocmask(SIG_UNBLOCK, &single, nil)
        raise(signal)
    }
}

/// The handler for every signal in ``EmergencyRestore/allSignals``: restore, then die by the signal.
private func handleSignal(_ signal: Int32) {
    EmergencyRestore.restoreTerminal()
    EmergencyRestore.endProcess(by: signal)
}
