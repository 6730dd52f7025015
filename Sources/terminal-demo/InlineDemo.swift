import Glibc
import InputEvents
import Rows
import Terminal

/// `terminal-demo inline [crash]`: the demo canvas in 7 rows under the cursor, with the
/// keys of the full-screen demo (`q` prints `quit`, Ctrl-C exits 130, Ctrl-Z suspends; with
/// `crash` any key traps).
func runInlineDemo(crashes: Bool) -> Int32 {
    let session: InlineSession
    do {
        session = try InlineSession(options: TerminalOptions(color: getenv("NO_COLOR") == nil)) { _, available in min(7, available) }
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
