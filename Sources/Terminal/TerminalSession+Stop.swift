import Glibc

extension TerminalSession {
    /// Stops the process group (the whole job, as the terminal's Ctrl-Z would) and returns
    /// only once this process has been continued.
    ///
    /// `kill(0, SIGTSTP)` alone stops a one-thread process before it returns. In a process
    /// with more threads (a list run from Swift concurrency) the signal may be taken by
    /// another thread a moment after the call returns, when this one has already gone on to
    /// draw the list again, or has put a handler back that catches it. So the signal is also
    /// sent to this thread while this thread holds it back, and let through once both are
    /// sent: this thread stops the process itself before going on. Continuing a process
    /// discards the stop signals still waiting, so it does not stop twice.
    static func stopProcessGroup() {
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &stop, &previous)
        kill(0, SIGTSTP)
        pthread_kill(pthread_self(), SIGTSTP)
        // Unblocking takes the signal waiting for this thread: the process stops here.
        var open = previous
        sigdelset(&open, SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &open, nil)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
