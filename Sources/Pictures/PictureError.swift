/// Why a file gives no picture; the card then shows its placeholder.
public enum PictureError: Error, Hashable, Sendable {
    /// The file cannot be opened or read.
    case unreadable
    /// Neither a PNG nor a JPEG by its first bytes.
    case unknownFormat
    /// The decoder gave up: a truncated file, damaged data.
    case corrupt
    /// Zero pixels wide or high.
    case empty
    /// Larger than the decoder's pixel budget (after JPEG's own scaling).
    case tooLarge
    /// The library that decodes or draws it (this file name) cannot be loaded
    /// (``PictureLibraries/notice`` says why).
    case libraryMissing(String)
}
