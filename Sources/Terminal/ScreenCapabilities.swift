import CNcursesw
import Rows

/// The terminal's own sequences for updating the whole screen without ncurses' refresh:
/// absolute cursor moves, clearing, scrolling a region, and the styles of
/// ``InlineCapabilities``.
///
/// Read from the terminfo entry ncurses runs on. Terminals with quirks that ncurses works
/// around cell by cell get none (``init(color:)`` returns nil) and keep ncurses' refresh.
struct ScreenCapabilities {
    /// Attributes, colours and plain (`sgr0`).
    var styles: InlineCapabilities
    /// `clear`: erases the screen and puts the cursor at the top-left cell.
    let clear: [UInt8]
    private let cursorAddress: [CChar]
    private let scrollRegion: [CChar]?
    private let indexOne: [UInt8]?, indexFormat: [CChar]?
    private let reverseOne: [UInt8]?, reverseFormat: [CChar]?

    /// The sequences of the terminal ncurses runs on, colours only when `color` is set; nil
    /// when it cannot address the cursor or clear, when writing its bottom-right cell would
    /// scroll it (automatic margins without the newline glitch), or when attributes take
    /// room on screen (`xmc`) or are cleared oddly (`xhp`).
    init?(color: Bool) {
        guard let cursorAddress = InlineCapabilities.format("cup"), let clear = InlineCapabilities.string("clear") else { return nil }
        if tigetflag("am") == 1, tigetflag("xenl") != 1 { return nil }
        if tigetnum("xmc") > 0 || tigetflag("xhp") == 1 { return nil }
        self.cursorAddress = cursorAddress
        self.clear = clear
        styles = InlineCapabilities(currentTerminalColor: color)
        scrollRegion = InlineCapabilities.format("csr")
        indexOne = InlineCapabilities.string("ind")
        indexFormat = InlineCapabilities.format("indn")
        reverseOne = InlineCapabilities.string("ri")
        reverseFormat = InlineCapabilities.format("rin")
    }

    /// The cursor moves made so far, by row and column.
    private var moves = SequenceCache<Position>()

    /// Where a cursor move goes: a row and a column.
    private struct Position: Hashable {
        let row: Int, column: Int
    }

    /// Moves the cursor to `column` of `row` (both from 0), filled in by terminfo once and
    /// then kept: a frame moves to the same few places as the one before.
    mutating func move(toRow row: Int, column: Int) -> [UInt8] {
        moves.sequence(for: Position(row: row, column: column)) { Self.fill(cursorAddress, row, column) ?? [] }
    }

    /// Scrolls rows `shift.top...shift.bottom` by `shift.lines` (up when positive), the
    /// rows uncovered blank in the current background, on a screen of `screenHeight` rows;
    /// nil when the terminal cannot scroll a region. Leaves the cursor at an unknown place.
    mutating func scroll(_ shift: RowShift, screenHeight: Int) -> [UInt8]? {
        guard let scrollRegion, shift.lines != 0 else { return nil }
        let count = abs(shift.lines)
        let one = shift.lines > 0 ? indexOne : reverseOne
        let format = shift.lines > 0 ? indexFormat : reverseFormat
        let moves: [UInt8]
        if count > 1, let format, let filled = InlineCapabilities.fill(format, with: count) {
            moves = filled
        } else if let one {
            moves = Array([[UInt8]](repeating: one, count: count).joined())
        } else {
            return nil
        }
        guard let region = Self.fill(scrollRegion, shift.top, shift.bottom),
              let whole = Self.fill(scrollRegion, 0, max(0, screenHeight - 1)) else { return nil }
        // Forward scrolls from the region's bottom row, reverse ones from its top.
        let start = move(toRow: shift.lines > 0 ? shift.bottom : shift.top, column: 0)
        return region + start + moves + whole
    }

    /// A capability with two numbers filled in, padding markers removed.
    private static func fill(_ format: [CChar], _ first: Int, _ second: Int) -> [UInt8]? {
        let result = format.withUnsafeBufferPointer { cl_tiparm2($0.baseAddress, Int32(clamping: first), Int32(clamping: second)) }
        guard let result else { return nil }
        return InlineCapabilities.withoutPadding(Array(String(cString: result).utf8))
    }
}
