import CNcursesw
import Glibc
import Rows
@testable import Terminal

/// An ncurses screen on `/dev/null` of a fixed size, for painting into and reading back
/// what ncurses holds, without a terminal.
///
/// ncurses keeps global state: use one at a time, from a `.serialized` suite.
final class OffscreenCurses {
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    let size: Size

    /// A `width`×`height` screen of an `xterm-256color` (or `terminal`), with colours
    /// started when asked.
    init?(width: Int, height: Int, colors: Bool = false, terminal: String = "xterm-256color") {
        setlocale(LC_CTYPE, "C.UTF-8")
        guard let output = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r") else { return nil }
        guard let screen = newterm(terminal, output, input) else {
            fclose(output)
            fclose(input)
            return nil
        }
        self.output = output
        self.input = input
        self.screen = screen
        resizeterm(Int32(height), Int32(width))
        if colors {
            start_color()
            use_default_colors()
        }
        guard let window = cl_stdscr() else { return nil }
        scrollok(window, false)
        self.window = window
        size = Size(width: width, height: height)
    }

    deinit {
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
    }

    /// A painter for this screen with colour pairs up to `pairLimit`.
    func painter(depth: ColorDepth = .none, pairLimit: Int = 0) -> ScreenPainter {
        ScreenPainter(writer: CellWriter(pairs: ColorPairs(depth: depth, limit: pairLimit)))
    }

    /// What ncurses holds in row `y`: each cell's text, a wide character once.
    func line(at y: Int) -> String {
        var text = ""
        var x = 0
        while x < size.width {
            let cell = cell(x: x, y: y)
            text += cell.text
            x += max(1, cell.text.unicodeScalars.first.map { Int(cl_wcwidth($0.value)) } ?? 1)
        }
        return text
    }

    /// What ncurses has sent to the terminal in row `y` so far (its `curscr`), as text.
    func sentLine(at y: Int) -> String {
        guard let sent = cl_curscr() else { return "" }
        var text = ""
        for x in 0..<size.width {
            var stored = cchar_t()
            guard mvwin_wch(sent, Int32(y), Int32(x), &stored) != ERR else { break }
            var characters = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
            var attributes: attr_t = 0
            var pair: Int16 = 0
            _ = getcchar(&stored, &characters, &attributes, &pair, nil)
            for character in characters.prefix(while: { $0 != 0 }) {
                if let scalar = Unicode.Scalar(UInt32(bitPattern: character)) { text.unicodeScalars.append(scalar) }
            }
        }
        return text
    }

    /// Every row, fenced like `Canvas.fenced`.
    var fenced: String {
        (0..<size.height).map { "|" + line(at: $0) + "|" }.joined(separator: "\n")
    }

    /// The text, attributes (colour bits included) and colour pair of the cell at (`x`, `y`).
    func cell(x: Int, y: Int) -> (text: String, attributes: attr_t, pair: Int32) {
        var stored = cchar_t()
        guard mvwin_wch(window, Int32(y), Int32(x), &stored) != ERR else { return ("", 0, 0) }
        var characters = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var shortPair: Int16 = 0
        var pair: Int32 = 0
        _ = getcchar(&stored, &characters, &attributes, &shortPair, &pair)
        var text = ""
        for character in characters.prefix(while: { $0 != 0 }) {
            text.unicodeScalars.append(Unicode.Scalar(UInt32(bitPattern: character)) ?? "?")
        }
        return (text, attributes, pair)
    }

    /// The colours of an extended colour pair: foreground and background numbers.
    func colors(ofPair pair: Int32) -> (foreground: Int32, background: Int32) {
        var foreground: Int32 = 0, background: Int32 = 0
        _ = extended_pair_content(pair, &foreground, &background)
        return (foreground, background)
    }
}
