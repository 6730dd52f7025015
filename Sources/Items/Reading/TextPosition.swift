/// A place in the input: 1-based line and column.
///
/// Columns count characters (UTF-8 code points, continuation bytes excluded), so a
/// position does not depend on how the input was cut into chunks; a tab counts as one.
public struct TextPosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of the input.
    public static let start = TextPosition(line: 1, column: 1)

    /// The position after `byte` was read at this position.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func advance(over byte: UInt8) {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// The position after `bytes` were read at this position.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    mutating func advance<Bytes: Sequence>(over bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { advance(over: byte) }
    }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
