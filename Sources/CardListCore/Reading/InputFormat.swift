/// How the bytes of an input are cut into records.
public enum InputFormat: String, Hashable, Sendable, CaseIterable {
    /// A JSON array whose elements are objects (or strings, taken as names).
    case json
    /// JSON Lines: one object per line; blank lines are skipped.
    case jsonl
    /// Tab-separated values with a header row naming the columns after item fields.
    case tsv
    /// Plain text: one name per line; empty lines are skipped.
    case lines
    /// NUL-separated records: the first line is the name, the rest the summary.
    case nul

    /// The format a file name's extension stands for, if any.
    ///
    ///     InputFormat(fileName: "menu.JSON")   // .json
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "json": self = .json
        case "jsonl", "ndjson": self = .jsonl
        case "tsv", "tab": self = .tsv
        case "txt", "text", "list": self = .lines
        default: return nil
        }
    }

    /// The format the first non-blank byte of the content suggests: `[` a JSON array,
    /// `{` JSON Lines, anything else plain text. Nil for whitespace (decide later).
    public static func detect(firstByte byte: UInt8) -> InputFormat? {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D: nil
        case UInt8(ascii: "["): .json
        case UInt8(ascii: "{"): .jsonl
        default: .lines
        }
    }
}
