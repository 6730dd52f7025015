import Glibc
import InputEvents
import Rows
import Terminal

/// What the demo needs of a session, full-screen (``TerminalSession``) or inline
/// (``InlineSession``), so that one loop serves both.
protocol DemoSession: AnyObject {
    var size: Size { get }
    var clusterWidths: ClusterWidths { get }
    func draw(_ canvas: Canvas)
    func readEvent(timeout: Int) -> InputEvent?
    func suspend()
    func end()
}

extension TerminalSession: DemoSession {}
extension InlineSession: DemoSession {}

/// Opens a session with `open` and runs the demo in it: draws the canvas with the last
/// event, `q` prints `quit` and exits 0, Ctrl-C exits 130, Ctrl-Z suspends; with
/// `crashes`, any key traps.
///
/// - Returns: the process exit status (2 when the session cannot start, the reason on
///   stderr).
func runDemo<Session: DemoSession>(crashes: Bool, open: (TerminalOptions) throws(TerminalError) -> Session) -> Int32 {
    let session: Session
    do {
        session = try open(TerminalOptions(color: getenv("NO_COLOR") == nil))
    } catch {
        let line = Array(("terminal-demo: " + error.message + "\n").utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        return 2
    }
    var lastEvent = "none"
    while true {
        session.draw(demoCanvas(size: session.size, lastEvent: lastEvent, crashes: crashes, widths: session.clusterWidths))
        guard let event = session.readEvent(timeout: -1) else { continue }
        if crashes, case .key = event { crashDeliberately(after: event) }
        switch event {
        case .key(.character("q")):
            session.end()
            print("quit")
            return 0
        case .key(.control("c")):
            session.end()
            return 130
        case .key(.control("z")):
            session.suspend()
        case .key(let key):
            lastEvent = "key \(key)"
        case .mouse(let mouse):
            lastEvent = "mouse \(mouse.kind) \(mouse.x),\(mouse.y)"
        case let .resize(width, height):
            lastEvent = "resize \(width)x\(height)"
        case .paste(let text):
            lastEvent = "paste of \(text.count) characters"
        }
    }
}
