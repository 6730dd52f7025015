import Glibc
import Testing
@testable import Terminal

/// The resize signal as the sessions see it: a byte on the pipe their `poll` waits on, and
/// the handler installed before (ncurses' own, in the full-screen session) still called.
@Suite(.serialized) struct WindowSizeSignalTests {
    nonisolated(unsafe) private static var earlierHandlerCalls = 0

    /// Runs `body` with `SIGWINCH` deliverable on this thread (a test runner's threads may block it),
    /// so `raise` runs the handler before it returns.
    private func deliveringResizes(_ body: () -> Void) {
        var resize = sigset_t(), saved = sigset_t()
        sigemptyset(&resize)
        sigaddset(&resize, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &resize, &saved)
        body()
        pthread_sigmask(SIG_SETMASK, &saved, nil)
    }

    @Test func aResizeWritesToThePipeAndCallsTheHandlerInstalledBefore() {
        var earlier = sigaction(), saved = sigaction()
        earlier.__sigaction_handler.sa_handler = { _ in WindowSizeSignalTests.earlierHandlerCalls += 1 }
        sigemptyset(&earlier.sa_mask)
        sigaction(SIGWINCH, &earlier, &saved)
        defer { sigaction(SIGWINCH, &saved, nil) }
        Self.earlierHandlerCalls = 0
        deliveringResizes {
            WindowSizeSignal.install()
            #expect(WindowSizeSignal.readEnd >= 0)
            #expect(!WindowSizeSignal.takeSignal())
            raise(SIGWINCH)
            #expect(WindowSizeSignal.takeSignal())
            #expect(Self.earlierHandlerCalls == 1)
            #expect(!WindowSizeSignal.takeSignal())
            WindowSizeSignal.uninstall()
            // The earlier handler is back, alone.
            raise(SIGWINCH)
            #expect(Self.earlierHandlerCalls == 2)
            #expect(WindowSizeSignal.readEnd < 0)
        }
    }

    @Test func withTheDefaultActionBeforeItOnlyThePipeIsWritten() {
        var standard = sigaction(), saved = sigaction()
        sigemptyset(&standard.sa_mask)
        sigaction(SIGWINCH, &standard, &saved)
        defer { sigaction(SIGWINCH, &saved, nil) }
        deliveringResizes {
            WindowSizeSignal.install()
            raise(SIGWINCH)
            #expect(WindowSizeSignal.takeSignal())
            WindowSizeSignal.uninstall()
        }
    }
}
