import Glibc
import Synchronization

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
    /// draw the list again. So this thread waits, up to ``stopWait``, until a `SIGCONT`
    /// says the process was stopped and continued. It sends itself no second `SIGTSTP`:
    /// when another thread had taken the first, that second one stopped the process again
    /// right after `fg`. A process whose group has no shell to continue it is not stopped
    /// by the kernel at all, and goes on after the wait.
    static func stopProcessGroup() {
        // Read before the handler can run: the first read of a static sets it up, which a
        // signal handler must not do.
        let before = continues.load(ordering: .acquiring)
        var counting = sigaction()
        counting.__sigaction_handler.sa_handler = { _ in TerminalSession.continues.add(1, ordering: .releasing) }
        sigemptyset(&counting.sa_mask)
        counting.sa_flags = SA_RESTART
        var previousContinue = sigaction()
        sigaction(SIGCONT, &counting, &previousContinue)
        // This thread at least takes the signal, whatever its caller blocks.
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stop, &previousMask)
        kill(0, SIGTSTP)
        let clock = ContinuousClock(), started = clock.now
        var pause = timespec(tv_sec: 0, tv_nsec: 200_000)
        while continues.load(ordering: .acquiring) == before, clock.now - started < stopWait {
            nanosleep(&pause, nil)
        }
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        sigaction(SIGCONT, &previousContinue, nil)
    }

    /// How long ``stopProcessGroup()`` waits for the stop to take the process.
    static let stopWait = Duration.milliseconds(100)

    /// How many times the process was continued while ``stopProcessGroup()`` waited.
    static let continues = Atomic<Int>(0)
}
