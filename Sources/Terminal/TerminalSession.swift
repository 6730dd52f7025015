import CNcursesw
import CardListCore
import Glibc
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
    private let fd: Int32
    private let savedSettings: termios
    private var screen: OpaquePointer?
    private var painter: ScreenPainter

    /// Starts ncurses on the controlling terminal, after asking it how it draws emoji
    /// sequences (``TerminalProbe``; the answer is ``clusterWidths``).
    ///
    /// - Throws: ``TerminalError`` when there is no terminal, `TERM` is unset or unknown,
    ///   or the terminal cannot move the cursor. Nothing is written to the terminal then.
    public init(options: TerminalOptions) throws(TerminalError) {
        setlocale(LC_ALL, "")
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
        do {
            restoreBytes = try TerminfoProbe.restoreBytes(forTerminal: name, fd: fd)
        } catch {
            fclose(tty)
            throw error
        }
        // While the probe runs, mode 2027 may have just been turned on: a signal then turns it off.
        let probes = options.probesClusterWidths && TerminalProbe.hasAlternateScreen(terminal: name, fd: fd)
        let offDuringProbe = probes ? TerminalProbe.graphemeClustersOff : []
        EmergencyRestore.install(fd: fd, settings: settings, restoreBytes: restoreBytes + offDuringProbe)
        let probe = probes ? TerminalProbe.run(fd: fd) : .silent
        if probes {
            let off = probe.turnedOnGraphemeClusters ? TerminalProbe.graphemeClustersOff : []
            EmergencyRestore.install(fd: fd, settings: settings, restoreBytes: restoreBytes + off)
        }
        // The tty's real size wins over LINES/COLUMNS left in the environment by a shell.
        use_tioctl(true)
        guard let screen = newterm(name, tty, tty) else {
            EmergencyRestore.uninstall()
            if probe.turnedOnGraphemeClusters { Self.write(TerminalProbe.graphemeClustersOff, to: fd) }
            tcsetattr(fd, TCSANOW, &settings)
            fclose(tty)
            throw .initializationFailed(name)
        }
        self.tty = tty
        self.fd = fd
        self.savedSettings = settings
        self.screen = screen
        clusterWidths = probe.clusterWidths
        turnedOnGraphemeClusters = probe.turnedOnGraphemeClusters
        painter = ScreenPainter(writer: CellWriter(pairs: ColorPairs(depth: .none, limit: 0)))
        configure(options)
        painter.writer.sendsClustersWhole = clusterWidths.isMeasured
        // Keys typed while the probe waited for the terminal's replies come first.
        for byte in probe.typed.reversed() { ungetch(Int32(byte)) }
    }

    /// How the terminal measures emoji sequences, as the startup probe found out.
    public let clusterWidths: ClusterWidths
    private let turnedOnGraphemeClusters: Bool

    private static func write(_ bytes: [UInt8], to fd: Int32) {
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
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
        set_escdelay(Int32(options.escapeDelay))
        curs_set(0)
        var depth = ColorDepth.none
        if options.color, has_colors() {
            start_color()
            use_default_colors()
            depth = ColorDepth(colors: Int(cl_colors()))
        }
        painter = ScreenPainter(writer: CellWriter(pairs: ColorPairs(depth: depth, limit: Int(cl_color_pairs()))))
        if options.mouse {
            let mask = cl_button1_clicked() | cl_button1_double_clicked() | cl_button4_pressed() | cl_button5_pressed()
            mousemask(mask, nil)
            mouseinterval(Int32(options.doubleClickInterval))
        }
    }

    /// Whether the session is still running (``end()`` has not been called).
    public var isActive: Bool { screen != nil }

    /// The terminal's current size in columns and rows.
    public var size: Size { Size(width: Int(cl_cols()), height: Int(cl_lines())) }

    /// Shows `canvas`, sending only the cells that changed since the previous one.
    ///
    /// The whole screen is repainted after a resize, after resuming from suspend, and
    /// when the canvas size changes. Cells outside the screen are ignored.
    ///
    /// - Complexity: O(*cells*) comparisons; ncurses calls only for changed cells.
    public func draw(_ canvas: Canvas) {
        guard isActive, let window = cl_stdscr() else { return }
        painter.paint(canvas, into: window, screen: size)
        wnoutrefresh(window)
        doupdate()
    }

    /// Makes the next ``draw(_:)`` repaint the whole screen.
    public func setNeedsFullRepaint() {
        painter.needsFullRepaint = true
    }

    /// The next input event, waiting at most `timeout` milliseconds (-1 waits forever).
    ///
    /// - Returns: `nil` on timeout. Keys the list has no use for are skipped.
    public func readEvent(timeout: Int) -> InputEvent? {
        guard isActive, let window = cl_stdscr() else { return nil }
        wtimeout(window, Int32(clamping: timeout))
        while true {
            var value: wint_t = 0
            let status = wget_wch(window, &value)
            if status == ERR { return nil }
            let isKeyCode = status == KEY_CODE_YES
            if isKeyCode, Int32(bitPattern: value) == KEY_RESIZE {
                painter.needsFullRepaint = true
                return .resize(width: Int(cl_cols()), height: Int(cl_lines()))
            }
            if isKeyCode, Int32(bitPattern: value) == KEY_MOUSE {
                var mouse = MEVENT()
                if getmouse(&mouse) == OK, let event = KeyDecoder.mouseEvent(buttons: mouse.bstate, x: mouse.x, y: mouse.y) {
                    return .mouse(event)
                }
                continue
            }
            if let event = KeyDecoder.event(isKeyCode: isKeyCode, value: value) { return event }
        }
    }

    /// Stops the process as Ctrl-Z would in a shell, with the terminal restored meanwhile.
    ///
    /// Leaves the alternate screen and restores the saved settings, stops the process group
    /// with `SIGTSTP` (default action), and when continued (`fg`) returns to full-screen mode; the next
    /// ``draw(_:)`` repaints everything.
    public func suspend() {
        guard isActive else { return }
        endwin()
        if turnedOnGraphemeClusters { Self.write(TerminalProbe.graphemeClustersOff, to: fd) }
        var settings = savedSettings
        tcsetattr(fd, TCSADRAIN, &settings)
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        var previousAction = sigaction()
        sigaction(SIGTSTP, &defaultAction, &previousAction)
        // The whole process group, as the terminal's Ctrl-Z would: the shell takes the
        // terminal back only when every process of the job (`… | cardlist | …`) has stopped.
        kill(0, SIGTSTP)
        // Continued.
        sigaction(SIGTSTP, &previousAction, nil)
        if turnedOnGraphemeClusters { Self.write(TerminalProbe.graphemeClustersOn, to: fd) }
        painter.needsFullRepaint = true
        if let window = cl_stdscr() {
            wnoutrefresh(window)
            doupdate()
        }
    }

    /// Ends the session and restores the terminal exactly (idempotent).
    public func end() {
        guard let screen else { return }
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
