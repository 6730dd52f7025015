import CNcursesw
import Glibc
import InputEvents
import Rows

/// A session that draws in a few rows under the cursor (`--height`), leaving the rest of
/// the screen, the scrollback included, as it was: the inline counterpart of
/// ``TerminalSession``, with the same canvases, events and promises.
///
/// ncurses' screen cannot do this: it takes the whole display and switches to the
/// alternate screen. So the session runs the terminal itself: raw mode with `termios` on
/// `/dev/tty`, keys read with `poll` and `read` and decoded by ``InputDecoder``, resizes
/// from `SIGWINCH` (``WindowSizeSignal``), and frames sent as the terminal's own terminfo
/// sequences (``InlineCapabilities``) by an ``InlinePainter`` that only ever moves the
/// cursor relatively, inside its area, and parks it at the area's top-left after each
/// frame. The area is made on the first frame: newlines scroll the screen up when the
/// cursor is too near the bottom, as in fzf. The cursor's position is asked for
/// (`ESC [ 6 n`, answered within a deadline or taken as unknown) to keep a shell prompt's
/// line and to place mouse clicks.
///
/// Every way out erases the area and puts the cursor back where the list started, the
/// terminal's settings restored: ``end()``, Ctrl-Z (``suspend()``, which redraws under the
/// cursor on `fg`), a terminating or crash signal (``EmergencyRestore``, given the bytes
/// that erase from the park, which every frame returns to before a signal can be handled).
public final class InlineSession {
    let fd: Int32
    private let savedSettings: termios
    private var rawSettings: termios
    var painter: InlinePainter
    var decoder: InputDecoder
    var queuedEvents: [InputEvent] = []
    /// Bytes read with a terminal's reply (typed meanwhile), not yet decoded.
    var pendingBytes: [UInt8] = []
    /// The start of a UTF-8 sequence whose other bytes have not arrived yet.
    var partialCharacter: [UInt8] = []
    /// A descriptor ``readEvent(timeout:)`` also waits on (a command's output arriving);
    /// when it becomes readable first, the wait ends without an event.
    public var wakeDescriptor: Int32?
    let clock = ContinuousClock()
    let started: ContinuousClock.Instant
    /// Where the list started and how tall the terminal is.
    var geometry: InlineGeometry
    /// The area's size.
    var width: Int, height: Int
    /// The area's top row on screen once it is made (nil when unknown or not made yet).
    var top: Int?
    /// Whether the area was made under the cursor (the first frame makes it).
    var hasArea = false
    /// The rows to take for a screen of so many rows, of which so many are available.
    let rowsForScreen: (_ screenRows: Int, _ availableRows: Int) -> Int
    /// A height the list fitted itself to (`~`), which a resize never exceeds.
    var fittedHeight: Int?
    let wantsMouse: Bool
    let hasMouse: Bool
    /// Whether mouse reports are on: asked for, and the area's place on screen is known.
    var mouseOn = false
    private let turnedOnGraphemeClusters: Bool
    private(set) public var isActive = true

    /// How the terminal measures emoji sequences, as the startup probe found out.
    public let clusterWidths: ClusterWidths

    /// Starts raw mode on the controlling terminal and learns where the cursor is; draws
    /// nothing yet.
    ///
    /// - Parameter rows: the rows to take on a screen of `screenRows` rows, of which
    ///   `availableRows` are under the cursor's line (called again on every resize).
    /// - Throws: ``TerminalError`` when there is no terminal, `TERM` is unset or unknown, or
    ///   the terminal cannot move the cursor. Nothing is written to the terminal then.
    public init(options: TerminalOptions, rows: @escaping (_ screenRows: Int, _ availableRows: Int) -> Int) throws(TerminalError) {
        setlocale(LC_CTYPE, "")
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw .noTerminal }
        var settings = termios()
        guard tcgetattr(fd, &settings) == 0 else {
            close(fd)
            throw .noTerminal
        }
        guard let name = getenv("TERM").map({ String(cString: $0) }), !name.isEmpty else {
            close(fd)
            throw .termUnset
        }
        let capabilities: InlineCapabilities
        let probe: TerminalProbe.Result
        let probed: Bool
        let mouse: Bool
        do {
            let (_, hasMouse, hasAlternateScreen) = try TerminfoProbe.probe(name, fd: fd)
            mouse = hasMouse
            let entry = options.color ? TerminfoProbe.directColorEntry(forTerminal: name, colorTerm: options.colorTerm, fd: fd) ?? name : name
            // The probe draws on the alternate screen, which leaves this one as it was.
            // It also asks where the cursor is, first, saving a round trip.
            probed = options.probesClusterWidths && hasAlternateScreen
            probe = probed ? TerminalProbe.run(fd: fd, reportingCursor: true) : .silent
            capabilities = try InlineCapabilities(terminal: entry, fd: fd, color: options.color)
        } catch {
            close(fd)
            throw error
        }
        self.fd = fd
        savedSettings = settings
        rawSettings = Self.rawMode(from: settings)
        hasMouse = mouse
        wantsMouse = options.mouse
        rowsForScreen = rows
        clusterWidths = probe.clusterWidths
        turnedOnGraphemeClusters = probe.turnedOnGraphemeClusters
        painter = InlinePainter(capabilities: capabilities)
        painter.sendsClustersWhole = clusterWidths.isMeasured
        decoder = InputDecoder(escapeTimeout: .milliseconds(options.escapeTimeout),
                               doubleClickInterval: .milliseconds(options.doubleClickInterval))
        started = clock.now
        pendingBytes = probe.typed.map { $0 == 0x0A && settings.c_iflag & tcflag_t(ICRNL) != 0 ? 0x0D : $0 }
        tcsetattr(fd, TCSANOW, &rawSettings)
        let screen = Self.screenSize(of: fd)
        geometry = InlineGeometry(cursorRow: nil, cursorColumn: 0, screenRows: screen.height)
        width = screen.width
        height = 1
        if let cursor = probe.cursor {
            geometry.cursorRow = cursor.row - 1
            geometry.cursorColumn = max(0, cursor.column - 1)
            mouseOn = wantsMouse && hasMouse
        } else if !probed || probe.clusterWidths.isMeasured {
            // A terminal that answered nothing to the probe is not asked again: the list
            // starts at the line's start, without the mouse, after one wait, not two.
            locateCursor(startingHere: true)
        }
        height = rowsForScreen(screen.height, geometry.availableRows)
        installEmergencyRestore()
        WindowSizeSignal.install()
        send(painter.capabilities.hideCursor + modes.on)
    }

    deinit { end() }

    /// The terminal settings for the session: no echo, no line editing, no signals from
    /// keys (Ctrl-C and Ctrl-Z reach the list as keys, as under ncurses' `raw`), Enter as CR.
    static func rawMode(from settings: termios) -> termios {
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(ICRNL | INLCR | IGNCR | IXON | ISTRIP | BRKINT)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }

    /// The mouse and paste modes to turn on and off (the mouse only where clicks can be placed).
    /// Mouse reporting is always turned off on the way out, whether or not it ended up on.
    var modes: (on: [UInt8], off: [UInt8]) {
        (TerminalSession.modes(mouse: mouseOn).on, TerminalSession.modes(mouse: wantsMouse && hasMouse).off)
    }

    /// The area's size in cells.
    public var size: Size { Size(width: width, height: height) }

    /// Whether the terminal shows enough colours for pictures (256 or 24-bit).
    public var showsPictures: Bool { painter.capabilities.depth.showsPictures }

    /// Takes `rows` rows at most from now on (an adaptive `--height` that found its items
    /// need fewer); before the first frame, the area is made only that tall.
    public func fit(height rows: Int) {
        fittedHeight = max(1, rows)
        height = min(height, max(1, rows))
    }

    /// Shows `canvas` in the area, making the area first; only the cells that changed
    /// since the previous canvas are sent.
    ///
    /// A canvas of another size than the area's (drawn before a resize was read) is cut or
    /// padded to it: a row past the area or a cell past the right edge would move the
    /// cursor where the way back to the park, and the erase on the way out, miss it.
    public func draw(_ canvas: Canvas) {
        guard isActive else { return }
        var bytes: [UInt8] = []
        if !hasArea { bytes += makeArea() }
        if canvas.size == size {
            bytes += painter.frame(canvas)
        } else {
            var fitted = Canvas(size: size)
            fitted.draw(canvas, x: 0, y: 0)
            bytes += painter.frame(fitted)
        }
        send(bytes)
    }

    /// Makes the next ``draw(_:)`` erase the area and send every cell.
    public func setNeedsFullRepaint() {
        painter.needsFullRepaint = true
    }

    /// The bytes that make the area under the cursor and leave the cursor at its
    /// top-left: past the cursor's line when it stays, then newlines (scrolling the screen
    /// at its bottom) and back up.
    func makeArea() -> [UInt8] {
        hasArea = true
        let caps = painter.capabilities
        var bytes = caps.carriageReturn
        if geometry.startsBelow { bytes += [0x0A] + caps.carriageReturn }
        bytes += Self.newlines(height - 1) + caps.carriageReturn + caps.up(height - 1)
        top = geometry.top(forHeight: height)
        painter.needsFullRepaint = true
        installEmergencyRestore()
        return bytes
    }

    static func newlines(_ count: Int) -> [UInt8] { [UInt8](repeating: 0x0A, count: max(0, count)) }

    /// The bytes that erase the area from the park and put the cursor back where the list
    /// started, its look and the terminal's modes as they were.
    var exitBytes: [UInt8] {
        let caps = painter.capabilities
        var bytes = caps.plain
        if hasArea {
            bytes += caps.carriageReturn + caps.eraseBelow
            if geometry.startsBelow { bytes += caps.up(1) + caps.right(geometry.cursorColumn) }
        }
        bytes += caps.showCursor + modes.off
        if turnedOnGraphemeClusters { bytes += TerminalProbe.graphemeClustersOff }
        return bytes
    }

    /// Gives the handler for fatal signals what it needs to restore the terminal now.
    func installEmergencyRestore() {
        EmergencyRestore.install(fd: fd, settings: savedSettings, restoreBytes: exitBytes)
    }

    /// Stops the process as Ctrl-Z would in a shell, the area erased and the terminal
    /// restored meanwhile; when continued (`fg`) the area is made again under the cursor
    /// (wherever the shell left it) and the next ``draw(_:)`` repaints it.
    public func suspend() {
        suspend(during: TerminalSession.stopProcessGroup)
    }

    /// Gives the terminal back, restored, while `body` runs (a command run with the
    /// terminal), then takes it again as after ``suspend()``.
    public func suspend(during body: () -> Void) {
        guard isActive else { return }
        send(exitBytes)
        hasArea = false
        installEmergencyRestore()
        TerminalSession.giveBack(restoring: savedSettings, on: fd, during: body)
        tcsetattr(fd, TCSANOW, &rawSettings)
        if turnedOnGraphemeClusters { send(TerminalProbe.graphemeClustersOn) }
        let screen = Self.screenSize(of: fd)
        geometry = InlineGeometry(cursorRow: nil, cursorColumn: 0, screenRows: screen.height)
        locateCursor(startingHere: true)
        resize(to: screen, announce: true)
        send(painter.capabilities.hideCursor + modes.on)
    }

    /// Takes the screen's new size: the height for it, and a resize event for the list
    /// when the area's size changed (`announce`).
    func resize(to screen: Size, announce: Bool) {
        geometry.screenRows = screen.height
        let rows = min(fittedHeight ?? Int.max, rowsForScreen(screen.height, geometry.availableRows))
        let changed = rows != height || screen.width != width
        (width, height) = (screen.width, rows)
        painter.needsFullRepaint = true
        if announce, changed { queuedEvents.append(.resize(width: width, height: height)) }
    }

    /// Ends the session: erases the area, puts the cursor back where the list started and
    /// restores the terminal exactly (idempotent).
    public func end() {
        guard isActive else { return }
        isActive = false
        send(exitBytes)
        var settings = savedSettings
        tcsetattr(fd, TCSADRAIN, &settings)
        EmergencyRestore.uninstall()
        WindowSizeSignal.uninstall()
        painter.capabilities.release()
        close(fd)
    }
}
