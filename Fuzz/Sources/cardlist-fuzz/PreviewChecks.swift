import CardListCore
import Rows

/// Feeds a command's output to ``OutputLines`` (the preview pane's reader), whole and in
/// chunks, and quotes the same bytes for the shell (``ShellQuoting``).
///
/// Checks: the lines (and their styles) do not depend on how the output was cut; no line
/// drawn on a canvas holds a control character (C0, DEL or C1), so nothing reaches the
/// terminal raw; the limits hold; and a quoted word, read back as `sh` reads it, is the
/// bytes themselves (less NUL, which no argument can hold).
enum PreviewChecks {
    static func run(_ input: [UInt8]) {
        guard let first = input.first else { return }
        let chunk = Int(first % 17) + 1
        let bytes = Array(input.dropFirst())
        let whole = OutputLines(bytes, maximumLines: 50)
        var pieces = OutputLines(maximumLines: 50)
        var start = 0
        while start < bytes.count {
            pieces.append(bytes[start..<min(bytes.count, start + chunk)])
            start += chunk
        }
        pieces.finish()
        precondition(whole.lines == pieces.lines && whole.droppedLines == pieces.droppedLines, "output read in pieces differs")
        precondition(whole.lines.count <= 50, "more lines kept than the limit")
        for line in whole.lines {
            var canvas = Canvas(width: 60, height: 1)
            canvas.draw(line, x: 0, y: 0, maxWidth: 60)
            let drawn = canvas.line(at: 0)
            precondition(!drawn.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value) },
                         "a control character would reach the terminal")
        }
        precondition(unquoted(ShellQuoting.quoted(bytes)) == bytes.filter { $0 != 0 }, "a quoted word reads back differently")
    }

    /// `word` as a POSIX shell reads one word made of single-quoted parts and `\`-escaped
    /// characters (the only forms ``ShellQuoting`` writes); traps on anything else.
    static func unquoted(_ word: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < word.count {
            switch word[index] {
            case UInt8(ascii: "'"):
                guard let close = word[(index + 1)...].firstIndex(of: UInt8(ascii: "'")) else {
                    preconditionFailure("an unterminated quote")
                }
                output += word[(index + 1)..<close]
                index = close + 1
            case UInt8(ascii: "\\") where index + 1 < word.count:
                output.append(word[index + 1])
                index += 2
            default:
                preconditionFailure("a byte outside quotes: the shell would read it")
            }
        }
        return output
    }
}
