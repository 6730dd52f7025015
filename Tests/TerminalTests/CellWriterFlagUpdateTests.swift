import CNcursesw
import Foundation
import Glibc
import Rows
import Testing
@testable import Terminal

extension CursesTests {
/// The bytes ncurses sends when a flag changes into another that starts with the same letter.
@Suite struct CellWriterFlagUpdateTests {
    @Test func changedFlagIsSentWithBothLettersTogether() throws {
        setlocale(LC_CTYPE, "C.UTF-8")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flag-\(getpid())-\(UUID().uuidString)").path
        defer { unlink(path) }
        let output = try #require(fopen(path, "w+"))
        let input = try #require(fopen("/dev/null", "r"))
        defer { fclose(output); fclose(input) }
        let screen = try #require(newterm("xterm-256color", output, input))
        defer { endwin(); delscreen(screen) }
        resizeterm(1, 6)
        let window = try #require(cl_stdscr())
        var painter = ScreenPainter(writer: CellWriter(pairs: ColorPairs(depth: .none, limit: 0)))
        painter.writer.sendsClustersWhole = true
        let size = Size(width: 6, height: 1)

        func show(_ text: String) -> [UInt8] {
            var canvas = Canvas(width: 6, height: 1)
            canvas.draw(Text(text), x: 0, y: 0, maxWidth: 6, charset: .unicode(.wholeClusters))
            fflush(output)
            let start = ftell(output)
            painter.paint(canvas, into: window, screen: size)
            wnoutrefresh(window)
            doupdate()
            fflush(output)
            let data = FileManager.default.contents(atPath: path) ?? Data()
            return [UInt8](data.dropFirst(start))
        }

        _ = show("a🇫🇷b")
        let sent = show("a🇫🇮b")
        let finlandsTwoLetters = Array("🇫🇮".utf8)
        #expect(sent.firstRange(of: finlandsTwoLetters) != nil, "sent: \(String(decoding: sent, as: UTF8.self).debugDescription)")
    }
}
}
