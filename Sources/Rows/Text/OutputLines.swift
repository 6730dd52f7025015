/// A command's output as lines of styled text, read as it arrives, safe to draw.
///
/// The bytes are split at line feeds (a carriage return before one is dropped) and each
/// line is read as ``Text/init(ansi:style:)`` reads text: SGR colours and styles (the 16,
/// 256 and 24-bit colours, bold, dim, italic, underline, reverse and their resets) become
/// styles, carried on from line to line as a terminal would; every other well-formed
/// sequence (OSC titles and hyperlinks, clear screen, cursor moves, charset switches) is
/// removed; a malformed one, a bare ESC and every other control stay in the text, where
/// drawing shows them visibly (`␛`, `<U+009B>`). Invalid UTF-8 becomes U+FFFD; tabs are
/// expanded to stops every ``tabStop`` columns.
///
/// At most ``maximumLines`` lines are kept, each of at most ``maximumLineBytes`` bytes
/// (a longer line is cut there and goes on in the next); the rest is counted in
/// ``droppedLines`` and let go, so output that never ends costs bounded memory.
///
///     var output = OutputLines()
///     output.append(Array("\u{1B}]0;title\u{07}\u{1B}[31mred\u{1B}[0m\n".utf8))
///     output.lines   // ["red"] in red
///
/// - Complexity: O(*n*) in the bytes appended, whatever sequences they hold.
public struct OutputLines: Hashable, Sendable {
    /// The lines read so far, complete ones only (see ``finish()``).
    public private(set) var lines: [Text] = []
    /// Lines that came after ``maximumLines`` and were let go.
    public private(set) var droppedLines = 0
    public var maximumLines: Int
    public var maximumLineBytes: Int
    public var tabStop: Int
    /// The style the SGR codes have set so far, carried into the next line.
    private var style = Style.plain
    /// The bytes of the line not yet ended.
    private var partial: [UInt8] = []
    /// The length of the line not yet ended, once no line is kept any more.
    private var uncountedLength = 0

    public init(maximumLines: Int = 10_000, maximumLineBytes: Int = 16_384, tabStop: Int = Text.defaultTabStop) {
        self.maximumLines = max(0, maximumLines)
        self.maximumLineBytes = max(1, maximumLineBytes)
        self.tabStop = tabStop
    }

    /// Whether no more lines are kept: what comes now is only counted.
    public var isFull: Bool { lines.count >= maximumLines }

    /// Reads `bytes`, the output's next piece (a sequence or a character may be cut
    /// between two pieces).
    public mutating func append(_ bytes: some Collection<UInt8>) {
        for byte in bytes {
            if byte == 0x0A {
                endLine()
                continue
            }
            // Once full, a line's bytes are only counted.
            if isFull { uncountedLength += 1 } else { partial.append(byte) }
            if partial.count + uncountedLength >= maximumLineBytes { endLine() }
        }
    }

    /// Reads `bytes` as ``append(_:)`` does when they are the whole output.
    public init(_ bytes: some Collection<UInt8>, maximumLines: Int = 10_000) {
        self.init(maximumLines: maximumLines)
        append(bytes)
        finish()
    }

    /// Ends the output: a last line without a line feed is kept too.
    public mutating func finish() {
        if !partial.isEmpty || uncountedLength > 0 { endLine() }
    }

    private mutating func endLine() {
        defer { partial.removeAll(keepingCapacity: partial.count < 4096) }
        guard !isFull else {
            droppedLines += 1
            uncountedLength = 0
            return
        }
        if partial.last == 0x0D { partial.removeLast() }
        lines.append(styledLine(partial).expandingTabs(tabStop: tabStop))
    }

    /// `bytes` as styled text, starting in the carried style and leaving it as the line ends.
    private mutating func styledLine(_ bytes: [UInt8]) -> Text {
        guard bytes.contains(ANSIEscapes.escape) else {
            return Text(String(decoding: bytes, as: UTF8.self), style: style)
        }
        var runs: [Text.Run] = []
        var current = style
        ANSIEscapes.scan(bytes) { token in
            switch token {
            case .text(let range):
                runs.append(Text.Run(String(decoding: bytes[range], as: UTF8.self), style: current))
            case .sgr(let range):
                SGRParameters.apply(bytes[range], to: &current, base: .plain)
            }
        }
        style = current
        return Text(runs: runs)
    }
}
