import Foundation
import Glibc
import Rows
import Testing
@testable import Terminal

/// The probe on a pseudo-terminal whose other end answers like a terminal (or does not).
@Suite struct TerminalProbePtyTests {
    /// A pseudo-terminal pair: the probe uses `terminal`, the test plays the terminal on `master`.
    private final class Pty: @unchecked Sendable {
        let master: Int32
        let terminal: Int32

        init() throws {
            // posix_openpt and friends need _XOPEN_SOURCE; the ioctls behind them do not.
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard master >= 0, ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0, ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0 else {
                throw CocoaError(.fileNoSuchFile)
            }
            terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            guard terminal >= 0 else { throw CocoaError(.fileNoSuchFile) }
        }

        deinit {
            close(terminal)
            close(master)
        }

        /// Reads what the probe wrote until its last query (`ESC [ c`), then sends `reply`.
        func answer(_ reply: String) {
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 512)
            let end = Array("\u{1B}[c".utf8)
            while !received.ends(with: end) {
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { return }
                received += buffer[0..<count]
            }
            _ = Array(reply.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }

        func localFlags() -> tcflag_t {
            var settings = termios()
            tcgetattr(terminal, &settings)
            return settings.c_lflag
        }
    }

    @Test func answersAreReadAndKeysTypedMeanwhileHandedBack() throws {
        let pty = try Pty()
        let flagsBefore = pty.localFlags()
        let reply = "\u{1B}[?2027;2$y\u{1B}[1;1Rj\u{1B}[1;3R\u{1B}[1;5R\u{1B}[1;7Rk\u{1B}[1;9R\u{1B}[?62;22c"
        let answered = DispatchSemaphore(value: 0)
        Thread {
            pty.answer(reply)
            answered.signal()
        }.start()
        let result = TerminalProbe.run(fd: pty.terminal)
        answered.wait()
        #expect(result.clusterWidths == .wholeClusters)
        #expect(result.turnedOnGraphemeClusters)
        #expect(result.typed == Array("jk".utf8))
        #expect(pty.localFlags() == flagsBefore, "tty settings not restored")
    }

    @Test func silentTerminalKeepsGlibcWidthsAfterAShortWait() throws {
        let pty = try Pty()
        let flagsBefore = pty.localFlags()
        let clock = ContinuousClock()
        let start = clock.now
        let result = TerminalProbe.run(fd: pty.terminal)
        let waited = clock.now - start
        #expect(result.clusterWidths == .glibc)
        #expect(!result.turnedOnGraphemeClusters)
        #expect(waited >= TerminalProbe.firstReplyDeadline)
        #expect(waited < TerminalProbe.firstReplyDeadline + .milliseconds(500))
        #expect(pty.localFlags() == flagsBefore, "tty settings not restored")
    }

    @Test func notATerminalIsNotProbed() throws {
        let result = TerminalProbe.run(fd: open("/dev/null", O_RDWR))
        #expect(result.clusterWidths == .glibc)
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
