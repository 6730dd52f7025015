import Glibc
import InputEvents
import Rows
import Terminal

/// `terminal-demo [inline] [crash]`: a full-screen check of the terminal layer, built for the tests only.
///
/// It draws a framed canvas with a wide character and emoji, shows each decoded input event,
/// redraws on resize, prints `quit` on stdout and exits 0 on `q`. Ctrl-C exits 130 and
/// Ctrl-Z suspends, as in the list. With `crash`, any key is answered by a Swift runtime
/// trap, to check that a crash leaves the terminal restored. With `inline`, the demo is drawn
/// in 7 rows under the cursor (``InlineSession``). The end-to-end tests drive it.
///
/// - Returns: the process exit status.
func runTerminalDemo(arguments: [String]) -> Int32 {
    if arguments.first == "inline" { return runInlineDemo(crashes: arguments.dropFirst().first == "crash") }
    return runDemo(crashes: arguments.first == "crash") { options throws(TerminalError) in
        try TerminalSession(options: options)
    }
}

/// The demo screen: a rounded frame with a title, sample text (measured as the terminal
/// measures emoji), the size and the last event.
func demoCanvas(size: Size, lastEvent: String, crashes: Bool, widths: ClusterWidths) -> Canvas {
    var canvas = Canvas(size: size)
    canvas.drawBorder(.rounded, in: canvas.bounds, style: Style(foreground: .cyan))
    let width = max(0, size.width - 4)
    let lines: [Text] = [
        Text("cardlist terminal demo").bold(),
        Text("wide 日本 emoji ❤️ 👍 end"),
        Text("size \(size.width)x\(size.height)"),
        Text("last ") + Text(lastEvent).foreground(.rgb(255, 135, 0)),
        Text(crashes ? "any key crashes" : "q quits").dim(),
    ]
    canvas.clipped(to: canvas.bounds.inset(top: 1, leading: 1, bottom: 1, trailing: 1)) { inside in
        for (index, line) in lines.enumerated() {
            inside.draw(line, x: 2, y: 1 + index, maxWidth: width, charset: .unicode(widths))
        }
    }
    return canvas
}

/// Traps like a Swift runtime error does (an out-of-range index), for `terminal-demo crash`.
func crashDeliberately(after event: InputEvent) -> Never {
    let values = [Int]()
    let index = "\(event)".count
    _ = values[index]
    fatalError("unreachable")
}
