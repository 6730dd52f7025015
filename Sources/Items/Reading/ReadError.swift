/// Why an input could not be read into items: a file-level problem or an error in the content.
///
/// File names are sanitised display names (see ``DisplayName``). ``empty(file:)`` is a
/// case of its own so the app can decide what an empty input means (exit 1, say).
public enum ReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at this path.
    case missingFile(String)
    /// The path names a directory.
    case isDirectory(String)
    /// The file exists but could not be read; `reason` is the system's explanation.
    case unreadable(String, reason: String)
    /// The input holds no items (no bytes, a byte order mark alone, or an empty array).
    case empty(file: String)
    /// The content is malformed at a position.
    case input(InputError)

    /// One line for stderr, without the program name.
    public var description: String {
        switch self {
        case .missingFile(let file): "\(file): no such file"
        case .isDirectory(let file): "\(file): is a directory"
        case .unreadable(let file, let reason): "\(file): cannot read: \(reason)"
        case .empty(let file): "\(file): no items"
        case .input(let error): error.description
        }
    }
}
