import Glibc

extension TerminalSession {
    /// Gives the terminal `fd` back its `settings` and runs `body` with `SIGTSTP` at its
    /// default action: by default `body` stops the process group as Ctrl-Z would in a shell,
    /// returning once this process has been continued (`fg`); a command run with the
    /// terminal runs there instead. Its own `SIGTSTP` handling is back afterwards; the
    /// caller then takes the terminal back.
    static func giveBack(restoring settings: termios, on fd: Int32, during body: () -> Void = stopProcessGroup) {
        var settings = settings
        tcsetattr(fd, TCSADRAIN, &settings)
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        var previousAction = sigaction()
        sigaction(SIGTSTP, &defaultAction, &previousAction)
        // The whole process group, as the terminal's Ctrl-Z would: the shell takes the
        // terminal back only when every process of the job (`… | cardlist | …`) has stopped.
        body()
        // Continued.
        sigaction(SIGTSTP, &previousAction, nil)
    }

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
