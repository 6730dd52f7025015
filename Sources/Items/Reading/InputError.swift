/// A problem in the content of the input, at a line and column.
///
///     InputError(file: "menu.json", line: 3, column: 14,
///                message: "expected ',' or ']' after array element").description
///     // "menu.json:3:14: expected ',' or ']' after array element"
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input's display name, already sanitised (see ``DisplayName``).
    public var file: String
    public var line: Int
    public var column: Int
    /// What was wrong or expected, in one line.
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public init(file: String, at position: TextPosition, message: String) {
        self.init(file: file, line: position.line, column: position.column, message: message)
    }

    public var position: TextPosition { TextPosition(line: line, column: column) }

    /// `file:line:column: message`.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}
