import Glibc
import Testing
@testable import Terminal

/// The resize signal as the sessions see it: a byte on the pipe their `poll` waits on, and
/// the handler installed before (ncurses' own, in the full-screen session) still called.
@Suite(.serialized) struct WindowSizeSignalTests {
    nonisolated(unsafe) private static var earlierHandlerCalls = 0
    nonisolated(unsafe) private static var pipeHeldAByteWhenTheEarlierHandlerRan = false

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

    /// ncurses' handler notes the resize; a session woken by the byte reads that note at once,
    /// possibly on another thread, so the note must be there before the byte is.
    @Test func theHandlerInstalledBeforeRunsBeforeThePipeIsWritten() {
        var earlier = sigaction(), saved = sigaction()
        earlier.__sigaction_handler.sa_handler = { _ in
            WindowSizeSignalTests.pipeHeldAByteWhenTheEarlierHandlerRan = TerminalSession.hasInput(on: WindowSizeSignal.readEnd)
        }
        sigemptyset(&earlier.sa_mask)
        sigaction(SIGWINCH, &earlier, &saved)
        defer { sigaction(SIGWINCH, &saved, nil) }
        Self.pipeHeldAByteWhenTheEarlierHandlerRan = true
        deliveringResizes {
            WindowSizeSignal.install()
            raise(SIGWINCH)
            #expect(!Self.pipeHeldAByteWhenTheEarlierHandlerRan)
            #expect(WindowSizeSignal.takeSignal())
            WindowSizeSignal.uninstall()
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
