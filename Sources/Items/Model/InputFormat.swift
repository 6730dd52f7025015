/// How the bytes of an input are cut into records.
public enum InputFormat: String, Hashable, Sendable, CaseIterable {
    /// A JSON array whose elements are objects (or strings, taken as names).
    case json
    /// JSON Lines: one object per line; blank lines are skipped.
    case jsonl
    /// Tab-separated values with a header row naming the columns after item fields.
    case tsv
    /// Plain text: one name per line; an empty line is an item with an empty name.
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

    /// The format the first non-blank bytes suggest, or nil when more bytes are needed.
    ///
    /// `[` followed by `{`, `"`, `[` or `]` is a JSON array; `{` followed by `"` or `}` is
    /// JSON Lines; a first line with a tab and a column named `nameField` (in any case) is
    /// a TSV header; anything else, such as `[draft] notes` or `{x}`, is plain text.
    ///
    /// - Parameter isComplete: whether `bytes` is the whole input (decide with what there is).
    /// - Complexity: O(*n*) in the leading whitespace and the first line.
    public static func detect(in bytes: ArraySlice<UInt8>, isComplete: Bool, nameField: String = "name") -> InputFormat? {
        var nonBlank = bytes.lazy.filter { !isBlank($0) }.makeIterator()
        guard let first = nonBlank.next() else { return isComplete ? .lines : nil }
        guard first == UInt8(ascii: "[") || first == UInt8(ascii: "{") else {
            return detectHeader(in: bytes, isComplete: isComplete, nameField: nameField)
        }
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

    /// The longest first line looked at for a TSV header; longer ones are plain text.
    static let maximumHeaderLength = 1 << 16

    /// `.tsv` when the first non-blank line is a TSV header naming `nameField`, `.lines`
    /// when it is not, nil while that line is incomplete.
    private static func detectHeader(in bytes: ArraySlice<UInt8>, isComplete: Bool, nameField: String) -> InputFormat? {
        guard let start = bytes.firstIndex(where: { !isBlank($0) }) else { return isComplete ? .lines : nil }
        let lineStart = bytes[..<start].lastIndex(of: 0x0A).map { $0 + 1 } ?? bytes.startIndex
        let rest = bytes[lineStart...]
        guard let end = rest.firstIndex(of: 0x0A) else {
            if isComplete || rest.count > maximumHeaderLength { return rest.contains(0x09) && isComplete ? header(rest, nameField) : .lines }
            return nil
        }
        return header(rest[..<end], nameField)
    }

    private static func header(_ line: ArraySlice<UInt8>, _ nameField: String) -> InputFormat {
        guard line.contains(0x09) else { return .lines }
        var content = line
        if content.last == 0x0D { content = content.dropLast() }
        let wanted = nameField.lowercased()
        let names = content.split(separator: 0x09, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self).lowercased()
        }
        return names.contains(wanted) ? .tsv : .lines
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
