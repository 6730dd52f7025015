/// A TSV record with the names of its header's columns: what `--output json` prints for it.
///
///     TSVRecord(columns: ["name", "version", "arch"], line: Array("bash\t5.2\tamd64".utf8)).json
///     // {"name":"bash","version":"5.2","arch":"amd64"}
public struct TSVRecord: Sendable {
    /// The header's column names as written.
    public let columns: [String]
    /// The record's line as read, without its line break.
    public let line: [UInt8]

    public init(columns: [String], line: [UInt8]) {
        self.columns = columns
        self.line = line
    }

    /// Every column of the record as an object, keyed by the column names in the header's
    /// order and with the cells' text (escapes resolved), empty cells too: the columns no
    /// field option maps are kept. A column whose name came earlier, or a row too short to
    /// reach it, gives no key; cells past the header's last column have no name and are left out.
    ///
    /// - Complexity: O(*n*) in the line's bytes and the columns.
    public var json: JSONValue {
        var content = line[...]
        if content.last == 0x0D { content = content.dropLast() }
        let cells = content.split(separator: 0x09, omittingEmptySubsequences: false)
        var seen = Set<String>()
        var members: [JSONValue.Member] = []
        for (name, cell) in zip(columns, cells) where seen.insert(name).inserted {
            members.append(.init(name, .string(ItemDecoder.unescapedCell(cell))))
        }
        return .object(members)
    }
}
