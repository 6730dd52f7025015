import CNcursesw
import Glibc
import InputEvents
import Rows

/// A full-screen session on the controlling terminal: draws canvases, reads keys, mouse and
/// resizes, and puts the terminal back exactly as it found it.
///
/// The session talks to `/dev/tty`, not to stdin and stdout, so stdin can carry the items
/// and stdout only the result. Every way out restores the terminal: ``end()`` (also on
/// deinit), a terminating signal (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`, after which the
/// process dies by that signal) and a crash signal (see `EmergencyRestore`).
///
///     let session = try TerminalSession(options: TerminalOptions())
///     session.draw(canvas)
///     while let event = session.readEvent(timeout: -1) { … }
///     session.end()
public final class TerminalSession {
    private let tty: UnsafeMutablePointer<FILE>
    /// The terminal's file descriptor (input and output).
    let fd: Int32
    private let savedSettings: termios
    private var screen: OpaquePointer?
    var painter: ScreenPainter
    /// The frames' bytes, in the terminal's own sequences; nil when ncurses refreshes the
    /// screen instead (a terminal whose quirks it works around, see ``ScreenCapabilities``).
    var screenBytes: ScreenBytes?
    var decoder: InputDecoder
    var queuedEvents: [InputEvent] = []
    /// Bytes typed during the probe and handed back to ncurses, not yet read again: they
    /// wait in ncurses, where a `poll` of the terminal does not see them.
    var pushedBackBytes = 0
    /// How many bytes still waiting on the terminal were typed before it was put in raw
    /// mode, while it turned a typed CR (Enter) into NL: each NL among them is Enter.
    var bytesTypedCooked = 0
    /// Takes a key's bytes in one `read` where ncurses would pass them on unchanged.
    var directInput: DirectInput?
    /// Whether bytes read directly were given back to ncurses and may still wait there,
    /// where a `poll` of the terminal does not see them: ncurses reads until they are gone.
    var bytesGivenBack = false
    /// A descriptor ``readEvent(timeout:)`` also waits on (a command's output arriving);
    /// when it becomes readable first, the wait ends without an event.
    public var wakeDescriptor: Int32?
    let clock = ContinuousClock()
    let started: ContinuousClock.Instant
    /// Terminal modes turned on after ncurses started (mouse reports, bracketed paste).
    private let modesOn: [UInt8]
    /// The bytes that turn ``modesOn`` off again.
    private let modesOff: [UInt8]

    /// Starts ncurses on the controlling terminal, after asking it how it draws emoji
    /// sequences (``TerminalProbe``; the answer is ``clusterWidths``).
    ///
    /// - Throws: ``TerminalError`` when there is no terminal, `TERM` is unset or unknown,
    ///   or the terminal cannot move the cursor. Nothing is written to the terminal then.
    public init(options: TerminalOptions) throws(TerminalError) {
        // ncursesw needs the character type (UTF-8, wcwidth) from the environment.
        setlocale(LC_CTYPE, "")
        guard let tty = fopen("/dev/tty", "r+") else { throw .noTerminal }
        let fd = fileno(tty)
        var settings = termios()
        guard tcgetattr(fd, &settings) == 0 else {
            fclose(tty)
            throw .noTerminal
        }
        guard let name = getenv("TERM").map({ String(cString: $0) }), !name.isEmpty else {
            fclose(tty)
            throw .termUnset
        }
        let restoreBytes: [UInt8]
        let hasMouse: Bool
        let hasAlternateScreen: Bool
        do {
            (restoreBytes, hasMouse, hasAlternateScreen) = try TerminfoProbe.probe(name, fd: fd)
        } catch {
            fclose(tty)
            throw error
        }
        // A terminal that says it shows 24-bit colour runs on the matching direct-colour entry.
        let entry = options.color ? TerminfoProbe.directColorEntry(forTerminal: name, colorTerm: options.colorTerm, fd: fd) ?? name : name
        // While the probe runs, mode 2027 may have just been turned on: a signal then turns it off.
        let probes = options.probesClusterWidths && hasAlternateScreen
        let offDuringProbe = probes ? TerminalProbe.graphemeClustersOff : []
        EmergencyRestore.install(fd: fd, settings: settings, restoreBytes: restoreBytes + offDuringProbe)
        let probe = probes ? TerminalProbe.run(fd: fd) : .silent
        if probes {
            let off = probe.turnedOnGraphemeClusters ? TerminalProbe.graphemeClustersOff : []
            EmergencyRestore.install(fd: fd, settings: settings, restoreBytes: restoreBytes + off)
        }
        // The tty's real size wins over LINES/COLUMNS left in the environment by a shell:
        // with them exported ncurses would keep that size after every resize, so they go.
        use_tioctl(true)
        unsetenv("LINES")
        unsetenv("COLUMNS")
        guard let screen = newterm(entry, tty, tty) else {
            EmergencyRestore.uninstall()
            if probe.turnedOnGraphemeClusters { Self.write(TerminalProbe.graphemeClustersOff, to: fd) }
            tcsetattr(fd, TCSANOW, &settings)
            fclose(tty)
            throw .initializationFailed(entry)
        }
        self.tty = tty
        self.fd = fd
        self.savedSettings = settings
        self.screen = screen
        clusterWidths = probe.clusterWidths
        turnedOnGraphemeClusters = probe.turnedOnGraphemeClusters
        painter = ScreenPainter(writer: CellWriter(pairs: ColorPairs(depth: .none, limit: 0)))
        decoder = InputDecoder(escapeTimeout: .milliseconds(options.escapeTimeout),
                               doubleClickInterval: .milliseconds(options.doubleClickInterval))
        started = clock.now
        let modes = Self.modes(mouse: options.mouse && hasMouse)
        modesOn = modes.on
        modesOff = modes.off
        configure(options)
        sendsEachUpdateWhole()
        // After ncurses installed its own handler, which ours calls: see readEvent(timeout:).
        WindowSizeSignal.install()
        painter.writer.sendsClustersWhole = clusterWidths.isMeasured
        screenBytes?.sendsClustersWhole = clusterWidths.isMeasured
        // Keys typed while the probe waited for the terminal's replies come first. Before
        // raw mode the terminal turned Enter (CR) into NL: those NLs are Enter, not Ctrl-J.
        let turnsEnterIntoNL = settings.c_iflag & tcflag_t(ICRNL) != 0
        for byte in probe.typed.reversed() { ungetch(Int32(turnsEnterIntoNL ? Self.enterForNL(byte) : byte)) }
        pushedBackBytes = probe.typed.count
        if turnsEnterIntoNL { bytesTypedCooked = Self.bytesWaiting(on: fd) }
        writeModes(modesOn)
    }

    /// How the terminal measures emoji sequences, as the startup probe found out.
    public let clusterWidths: ClusterWidths
    private let turnedOnGraphemeClusters: Bool

    private static func write(_ bytes: [UInt8], to fd: Int32) {
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }

    /// The private modes to set and reset: bracketed paste always (terminals that lack it
    /// ignore it), and, with the mouse, button presses and releases only (1000, not the
    /// motion modes 1002/1003) reported in SGR form (1006) so columns past 223 arrive.
    static func modes(mouse: Bool) -> (on: [UInt8], off: [UInt8]) {
        let on = "\u{1B}[?2004h" + (mouse ? "\u{1B}[?1000h\u{1B}[?1006h" : "")
        let off = (mouse ? "\u{1B}[?1006l\u{1B}[?1000l" : "") + "\u{1B}[?2004l"
        return (Array(on.utf8), Array(off.utf8))
    }

    private func writeModes(_ bytes: [UInt8]) {
        fflush(tty)
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + done, buffer.count - done)
                if written <= 0 { break }
                done += written
            }
        }
    }

    deinit { end() }

    private func configure(_ options: TerminalOptions) {
        raw()
        noecho()
        nonl()
        if let window = cl_stdscr() {
            keypad(window, true)
            leaveok(window, true)
            scrollok(window, false)
            intrflush(window, false)
        }
        // ncurses would look for typed keys between the lines of every update (a poll each,
        // with a flush of what it wrote so far before it): the list takes keys typed ahead
        // itself before it draws.
        typeahead(-1)
        set_escdelay(Int32(options.escapeDelay))
        curs_set(0)
        var depth = ColorDepth.none
        if options.color, has_colors() {
            start_color()
            use_default_colors()
            depth = ColorDepth(colors: Int(cl_colors()))
        }
        painter = ScreenPainter(writer: CellWriter(pairs: ColorPairs(depth: depth, limit: Int(cl_color_pairs()))))
        screenBytes = ScreenCapabilities(color: depth != .none).map { ScreenBytes(capabilities: $0) }
        colorDepth = depth
        // Mouse reports are decoded by ``InputDecoder`` (SGR and X10 alike), so ncurses must
        // not take `ESC [ M` as its own mouse key.
        keyok(KEY_MOUSE, false)
        directInput = DirectInput.ofTerminfo()
    }

    /// Makes ncurses send each update in one write.
    ///
    /// Until its screen has once been ended and resumed, ncurses writes out what it has
    /// at every cursor jump of an update: a full screen goes out as one write per row,
    /// and a program reading the terminal wakes, reads and parses for each. Ending and
    /// resuming once, before anything is drawn, leaves that start-up state; the resume
    /// clears the screen, which the first frame paints in full anyway.
    private func sendsEachUpdateWhole() {
        guard let window = cl_stdscr() else { return }
        endwin()
        wnoutrefresh(window)
        doupdate()
    }

    /// The colours the session draws with.
    private var colorDepth = ColorDepth.none

    /// Whether the terminal shows enough colours for pictures (256 or 24-bit).
    public var showsPictures: Bool { colorDepth.showsPictures }

    /// Whether the session is still running (``end()`` has not been called).
    public var isActive: Bool { screen != nil }

    /// The terminal's current size in columns and rows.
    public var size: Size { Size(width: Int(cl_cols()), height: Int(cl_lines())) }

    /// Shows `canvas`, sending only the cells that changed since the previous one.
    ///
    /// The whole screen is repainted after a resize, after resuming from suspend, and
    /// when the canvas size changes. Cells outside the screen are ignored.
    ///
    /// The frame goes out in one write. Where the terminal allows (``screenBytes``), the
    /// session writes the changed cells itself and ncurses' refresh, which would compare
    /// every row it is handed (after a scroll, every row of the region) with its copy of the
    /// screen, is left out.
    ///
    /// - Complexity: O(*cells*) comparisons; output only for changed cells.
    public func draw(_ canvas: Canvas) {
        guard isActive, let window = cl_stdscr() else { return }
        if screenBytes != nil {
            // After a resize or a resume ncurses has a refresh of its own pending (it clears
            // the screen): it goes out first, and this frame is then sent whole.
            if painter.needsFullRepaint {
                wnoutrefresh(window)
                doupdate()
            }
            painter.paint(canvas, to: &screenBytes!, screen: size)
            send(screenBytes!.output)
            return
        }
        painter.paint(canvas, into: window, screen: size)
        wnoutrefresh(window)
        doupdate()
    }

    /// Makes the next ``draw(_:)`` repaint the whole screen.
    public func setNeedsFullRepaint() {
        painter.needsFullRepaint = true
    }

    /// Stops the process as Ctrl-Z would in a shell, with the terminal restored meanwhile.
    ///
    /// Leaves the alternate screen and restores the saved settings, stops the process group
    /// with `SIGTSTP` (default action), and when continued (`fg`) returns to full-screen mode; the next
    /// ``draw(_:)`` repaints everything.
    public func suspend() {
        suspend(during: TerminalSession.stopProcessGroup)
    }

    /// Gives the terminal back, restored, while `body` runs (a command run with the
    /// terminal), then takes it again as after ``suspend()``.
    public func suspend(during body: () -> Void) {
        guard isActive else { return }
        writeModes(modesOff)
        endwin()
        if turnedOnGraphemeClusters { Self.write(TerminalProbe.graphemeClustersOff, to: fd) }
        Self.giveBack(restoring: savedSettings, on: fd, during: body)
        if turnedOnGraphemeClusters { Self.write(TerminalProbe.graphemeClustersOn, to: fd) }
        painter.needsFullRepaint = true
        if let window = cl_stdscr() {
            wnoutrefresh(window)
            doupdate()
        }
        writeModes(modesOn)
    }

    /// Ends the session and restores the terminal exactly (idempotent).
    public func end() {
        guard let screen else { return }
        writeModes(modesOff)
        WindowSizeSignal.uninstall()
        endwin()
        delscreen(screen)
        self.screen = nil
        if turnedOnGraphemeClusters { Self.write(TerminalProbe.graphemeClustersOff, to: fd) }
        var settings = savedSettings
        tcsetattr(fd, TCSADRAIN, &settings)
        EmergencyRestore.uninstall()
        fclose(tty)
    }
}
