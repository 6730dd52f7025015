import Glibc
import Testing
@testable import Terminal

extension CursesTests {
/// Which terminals the probe asks at all (reads terminfo, so serialized with the ncurses suites).
@Suite struct TerminalProbeTerminfoTests {
    @Test func onlyTerminalsWithAnAlternateScreenAreProbed() throws {
        let fd = open("/dev/null", O_RDWR)
        defer { close(fd) }
        #expect(TerminalProbe.hasAlternateScreen(terminal: "xterm-256color", fd: fd))
        #expect(TerminalProbe.hasAlternateScreen(terminal: "tmux-256color", fd: fd))
        #expect(!TerminalProbe.hasAlternateScreen(terminal: "linux", fd: fd))
        #expect(!TerminalProbe.hasAlternateScreen(terminal: "no-such-terminal", fd: fd))
    }

    @Test func theSessionsOneReadingOfTheEntryTellsTheSame() throws {
        let fd = open("/dev/null", O_RDWR)
        defer { close(fd) }
        for name in ["xterm-256color", "tmux-256color", "linux"] {
            #expect(try TerminfoProbe.probe(name, fd: fd).hasAlternateScreen == TerminalProbe.hasAlternateScreen(terminal: name, fd: fd))
        }
    }
}
}
