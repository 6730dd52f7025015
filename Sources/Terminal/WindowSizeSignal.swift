import Glibc

/// Turns `SIGWINCH` (the terminal was resized) into a byte on a pipe, so a session waiting
/// in `poll` for keys wakes up for a resize too.
///
/// The handler calls the handler that was installed before it, if any (in the full-screen
/// session ncurses' own, which notes the resize for its next read), then writes one byte to
/// a non-blocking pipe (async-signal-safe). A signal that lands just before
/// a `poll` without a timeout thus still ends it. The storage is static because a C signal
/// handler cannot capture context.
enum WindowSizeSignal {
    nonisolated(unsafe) private static var pipeEnds: (read: Int32, write: Int32) = (-1, -1)
    nonisolated(unsafe) private static var previousAction = sigaction()

    /// The end to poll, or -1 when not installed.
    static var readEnd: Int32 { pipeEnds.read }

    /// Creates the pipe and installs the handler (idempotent).
    static func install() {
        guard pipeEnds.read < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        pipeEnds = (ends[0], ends[1])
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { signal, info, context in
            // The previous handler first: the signal may run on another thread than the
            // one waiting in `poll`, which reads ncurses' note the moment the byte arrives.
            WindowSizeSignal.forward(signal, info, context)
            var byte: UInt8 = 1
            let saved = errno
            _ = write(WindowSizeSignal.pipeEnds.write, &byte, 1)
            errno = saved
        }
        sigemptyset(&action.sa_mask)
        sigaction(SIGWINCH, nil, &previousAction)
        // A handler before ours keeps its way with interrupted reads: ncurses' lets a read
        // fail with EINTR, which is how a waiting `wget_wch` learns of the resize.
        action.sa_flags = SA_SIGINFO | (isFunction(previousAction) ? previousAction.sa_flags & SA_RESTART : SA_RESTART)
        sigaction(SIGWINCH, &action, nil)
    }

    /// Calls the handler installed before ours, when it is a function.
    private static func forward(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
        guard isFunction(previousAction) else { return }
        if previousAction.sa_flags & SA_SIGINFO != 0 {
            previousAction.__sigaction_handler.sa_sigaction?(signal, info, context)
        } else {
            previousAction.__sigaction_handler.sa_handler?(signal)
        }
    }

    /// Whether `action` calls a function: not the default action (for `SIGWINCH`, to ignore
    /// it) nor `SIG_IGN`.
    private static func isFunction(_ action: sigaction) -> Bool {
        if action.sa_flags & SA_SIGINFO != 0 { return action.__sigaction_handler.sa_sigaction != nil }
        return action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) > 1 } == true
    }

    /// Empties the pipe; returns whether a resize had been signalled.
    static func takeSignal() -> Bool {
        guard pipeEnds.read >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64)
        var any = false
        while read(pipeEnds.read, &buffer, buffer.count) > 0 { any = true }
        return any
    }

    /// Puts the previous handler back and closes the pipe.
    static func uninstall() {
        guard pipeEnds.read >= 0 else { return }
        sigaction(SIGWINCH, &previousAction, nil)
        close(pipeEnds.read)
        close(pipeEnds.write)
        pipeEnds = (-1, -1)
    }
}
