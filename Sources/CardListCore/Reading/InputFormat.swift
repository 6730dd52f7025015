/// How the bytes of an input are cut into records.
public enum InputFormat: String, Hashable, Sendable, CaseIterable {
    /// A JSON array whose elements are objects (or strings, taken as names).
    case json
    /// JSON Lines: one object per line; blank lines are skipped.
    case jsonl
    /// Tab-separated values with a header row naming the columns after item fields.
    case tsv
    /// Plain text: one name per line; blank lines (only spaces and tabs) are skipped.
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

    /// The format the first two non-blank bytes suggest, or nil when more bytes are needed.
    ///
    /// `[` followed by `{`, `"`, `[` or `]` is a JSON array; `{` followed by `"` or `}` is
    /// JSON Lines; anything else, such as `[draft] notes` or `{x}`, is plain text.
    ///
    /// - Parameter isComplete: whether `bytes` is the whole input (decide with what there is).
    /// - Complexity: O(*n*) in the leading whitespace.
    public static func detect(in bytes: ArraySlice<UInt8>, isComplete: Bool) -> InputFormat? {
        var nonBlank = bytes.lazy.filter { !isBlank($0) }.makeIterator()
        guard let first = nonBlank.next() else { return isComplete ? .lines : nil }
        guard first == UInt8(ascii: "[") || first == UInt8(ascii: "{") else { return .lines }
        guard let second = nonBlank.next() else { return isComplete ? .lines : nil }
        switch (first, second) {
        case (UInt8(ascii: "["), UInt8(ascii: "{")), (UInt8(ascii: "["), UInt8(ascii: "\"")),
             (UInt8(ascii: "["), UInt8(ascii: "[")), (UInt8(ascii: "["), UInt8(ascii: "]")):
            return .json
        case (UInt8(ascii: "{"), UInt8(ascii: "\"")), (UInt8(ascii: "{"), UInt8(ascii: "}")):
            return .jsonl
        default:
            return .lines
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
