/// What a terminal answered to the startup probe, read from the raw bytes of its replies.
///
/// Recognises cursor position reports (`ESC [ row ; col R`), the report of mode 2027
/// (`ESC [ ? 2027 ; N $ y`) and the primary device attributes (`ESC [ ? … c`, asked last,
/// so it ends the probe). Any other byte is something typed meanwhile, kept in order so it
/// can still reach the list as a key.
///
///     let replies = ProbeReplies(parsing: Array("\u{1B}[1;3Rx\u{1B}[?62c".utf8))
///     replies.cursorPositions   // [CursorPosition(row: 1, column: 3)]
///     replies.typed             // [0x78] ("x")
///     replies.isComplete        // true
struct ProbeReplies: Equatable, Sendable {
    /// A cursor position report, 1-based.
    struct CursorPosition: Equatable, Sendable {
        var row: Int
        var column: Int
    }

    /// The cursor position reports, in order.
    var cursorPositions: [CursorPosition] = []
    /// The state of mode 2027 (grapheme clusters): 0 unknown, 1 set, 2 reset, 3 always
    /// set, 4 always reset; `nil` when the terminal did not report it.
    var graphemeClusterMode: Int?
    /// Whether the device attributes arrived: every reply sent before them has arrived too.
    var isComplete = false
    /// Bytes that are no reply (typed keys), including an unfinished sequence at the end.
    var typed: [UInt8] = []

    /// The replies in `bytes`.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    init(parsing bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
                typed.append(bytes[index])
                index += 1
                continue
            }
            guard let end = Self.endOfControlSequence(in: bytes, from: index + 2) else {
                // Not a well-formed control sequence (or cut off): the bytes are input.
                typed.append(bytes[index])
                index += 1
                continue
            }
            if !absorb(Array(bytes[(index + 2)...end])) {
                typed += bytes[index...end]
            }
            index = end + 1
        }
    }

    /// The index of the final byte of the control sequence whose parameters start at
    /// `start`, or `nil` when a byte that cannot be in one comes first or the bytes end.
    private static func endOfControlSequence(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x20...0x3F: index += 1
            case 0x40...0x7E: return index
            default: return nil
            }
        }
        return nil
    }

    /// Records the reply whose parameters and final byte are `body`; `false` when it is none
    /// of the replies asked for.
    private mutating func absorb(_ body: [UInt8]) -> Bool {
        guard let final = body.last else { return false }
        let parameters = String(decoding: body.dropLast(), as: UTF8.self)
        switch final {
        case UInt8(ascii: "R"):
            let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
            guard numbers.count == 2, let row = Self.number(numbers[0]), let column = Self.number(numbers[1]) else { return false }
            cursorPositions.append(CursorPosition(row: row, column: column))
            return true
        case UInt8(ascii: "y"):
            guard parameters.hasPrefix("?2027;"), parameters.hasSuffix("$"),
                  let value = Self.number(parameters.dropFirst(6).dropLast()) else { return false }
            graphemeClusterMode = value
            return true
        case UInt8(ascii: "c"):
            guard parameters.hasPrefix("?") else { return false }
            isComplete = true
            return true
        default:
            return false
        }
    }

    /// A decimal number of at most six digits, so no reply can overflow it.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
