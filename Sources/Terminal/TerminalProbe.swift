import CNcursesw
import Glibc
import Rows

/// Asks the terminal how wide it draws emoji sequences, before anything else is drawn.
///
/// On the alternate screen, at its top-left corner, the probe writes each of
/// ``ClusterWidths/Probe``'s sequences after a cursor position request, asks for the state
/// of grapheme-cluster mode 2027 and turns it on (a terminal that lacks it ignores that),
/// erases the line, leaves the alternate screen (which puts the cursor and the screen back),
/// and asks for the device attributes last. It reads the replies until those attributes
/// arrive, or until a deadline, with echo off, then restores the tty's settings. So nothing
/// it writes stays on the screen, and its replies do not reach the list as keys; keys typed
/// meanwhile are handed back in ``Result/typed``. Terminating and stop signals are held
/// while it runs (at most a second), so the tty is never left mid-probe.
///
/// Mode 2027 is turned on before the sequences are measured, so the widths are those of the
/// mode the list runs in; when it was off and settable, ``Result/turnedOnGraphemeClusters``
/// says the terminal must be given `ESC [ ? 2027 l` on the way out.
public enum TerminalProbe {
    /// What the probe learned.
    public struct Result: Sendable {
        /// How the terminal measures emoji sequences; ``ClusterWidths/glibc`` when it did not answer.
        public var clusterWidths: ClusterWidths
        /// Whether the probe turned mode 2027 on (and the terminal must get it turned off).
        public var turnedOnGraphemeClusters: Bool
        /// Bytes typed during the probe, in order.
        public var typed: [UInt8]
        /// Where the cursor was before the probe (1-based), when it was asked for and answered.
        var cursor: ProbeReplies.CursorPosition? = nil

        /// The result for a terminal that never answered.
        public static let silent = Result(clusterWidths: .glibc, turnedOnGraphemeClusters: false, typed: [])
    }

    /// Bytes that turn mode 2027 off again, and on.
    public static let graphemeClustersOff: [UInt8] = Array("\u{1B}[?2027l".utf8)
    static let graphemeClustersOn: [UInt8] = Array("\u{1B}[?2027h".utf8)

    /// How long to wait for the first byte of an answer: a local terminal answers within a
    /// millisecond; over SSH the answer takes a round trip, and one that came after the
    /// probe gave up would reach the list as keys (its `ESC` as Esc), so the wait is longer.
    static var firstReplyDeadline: Duration {
        getenv("SSH_CONNECTION") != nil || getenv("SSH_TTY") != nil ? .milliseconds(1000) : .milliseconds(250)
    }
    /// How long to wait for all of the answer once it has begun.
    static let lastReplyDeadline: Duration = .milliseconds(1000)

    /// The bytes the probe writes.
    static func queries(turningOnGraphemeClusters: Bool, reportingCursor: Bool = false) -> [UInt8] {
        var text = (reportingCursor ? "\u{1B}[6n" : "") + "\u{1B}[?2027$p" + (turningOnGraphemeClusters ? "\u{1B}[?2027h" : "") + "\u{1B}[?1049h\u{1B}[H\u{1B}[6n"
        for probe in ClusterWidths.Probe.allCases { text += probe.text + "\u{1B}[6n" }
        text += "\u{1B}[2K\u{1B}[?1049l\u{1B}[c"
        return Array(text.utf8)
    }

    /// Probes the controlling terminal (`/dev/tty`) as it is, without turning anything on.
    public static func runOnControllingTerminal() -> Result {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return .silent }
        defer { close(fd) }
        guard let name = getenv("TERM").map({ String(cString: $0) }), hasAlternateScreen(terminal: name, fd: fd) else { return .silent }
        return run(fd: fd, turningOnGraphemeClusters: false)
    }

    /// Whether terminfo gives terminal `name` an alternate screen, where the probe can draw
    /// without touching what is on the screen (the Linux console has none: it is not probed).
    public static func hasAlternateScreen(terminal name: String, fd: Int32) -> Bool {
        var status: Int32 = 0
        guard setupterm(name, fd, &status) == OK, let terminal = cl_cur_term() else { return false }
        defer { del_curterm(terminal) }
        guard let value = tigetstr("smcup"), Int(bitPattern: value) != -1 else { return false }
        return true
    }

    /// Probes the terminal open on `fd` (a tty); gives ``Result/silent`` when it is none.
    ///
    /// - Parameter turningOnGraphemeClusters: whether to turn mode 2027 on first (a full-screen
    ///   session, which turns it off on its way out); `--print`, whose output stays behind,
    ///   measures the terminal as it is.
    /// - Parameter reportingCursor: whether to ask first where the cursor is (an inline
    ///   session, saving a round trip of its own); the answer is ``Result/cursor``.
    public static func run(fd: Int32, turningOnGraphemeClusters: Bool = true, reportingCursor: Bool = false) -> Result {
        var saved = termios()
        guard isatty(fd) == 1, tcgetattr(fd, &saved) == 0 else { return .silent }
        // Ctrl-C or Ctrl-Z during the probe takes effect once the terminal is put back.
        var held = sigset_t(), previous = sigset_t()
        sigemptyset(&held)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP] { sigaddset(&held, signal) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        quiet.c_iflag &= ~tcflag_t(ICRNL)
        guard tcsetattr(fd, TCSANOW, &quiet) == 0 else { return .silent }
        defer { tcsetattr(fd, TCSANOW, &saved) }
        guard writeAll(queries(turningOnGraphemeClusters: turningOnGraphemeClusters, reportingCursor: reportingCursor), to: fd) else { return .silent }
        var replies = ProbeReplies(parsing: readReplies(from: fd))
        let cursor = reportingCursor && replies.cursorPositions.count == ClusterWidths.Probe.allCases.count + 2 ? replies.cursorPositions.removeFirst() : nil
        var outcome = result(of: replies)
        outcome.cursor = cursor
        outcome.turnedOnGraphemeClusters = outcome.turnedOnGraphemeClusters && turningOnGraphemeClusters
        return outcome
    }

    /// What `replies` say about the terminal.
    static func result(of replies: ProbeReplies) -> Result {
        let probes = ClusterWidths.Probe.allCases
        var measured: [ClusterWidths.Probe: Int] = [:]
        let positions = replies.cursorPositions
        if positions.count == probes.count + 1 {
            for (index, probe) in probes.enumerated() where positions[index + 1].row == positions[index].row {
                measured[probe] = positions[index + 1].column - positions[index].column
            }
        }
        let mode = replies.graphemeClusterMode
        return Result(
            clusterWidths: ClusterWidths(measuring: measured),
            turnedOnGraphemeClusters: mode == 2,
            typed: replies.typed
        )
    }

    /// Reads until the device attributes arrive or a deadline passes.
    static func readReplies(from fd: Int32) -> [UInt8] {
        let clock = ContinuousClock()
        let start = clock.now
        let firstWait = firstReplyDeadline
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let deadline = start + (bytes.isEmpty ? firstWait : lastReplyDeadline)
            let left = deadline - clock.now
            guard left > .zero else { break }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000) + 1
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(fd, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
            if ProbeReplies(parsing: bytes).isComplete { break }
        }
        return bytes
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
