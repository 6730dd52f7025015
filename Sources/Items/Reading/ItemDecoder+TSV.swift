extension ItemDecoder {
    /// A TSV line: the first line with more than blanks names the columns (as detection
    /// takes it), each later non-empty one is an item.
    /// Cells may use the escapes `\t`, `\n`, `\r` and `\\`; `tags` is a comma-separated
    /// list; columns with unknown names are ignored.
    mutating func decodeTSVLine(_ line: ArraySlice<UInt8>, into items: inout ItemSegment) throws(InputError) {
        guard !line.isEmpty else { return }
        guard tsvColumns != nil || line.contains(where: { !Self.isJSONWhitespace($0) }) else { return }
        let cells = line.split(separator: 0x09, omittingEmptySubsequences: false).map(Self.unescapedCell)
        guard let columns = tsvColumns else {
            // Column names match the fields whatever their case (`Name` is `name`).
            let names = cells.map { $0.lowercased() }
            guard names.contains(mapping.name.lowercased()) else {
                throw error(at: consumedPosition, "TSV header has no '\(DisplayName.sanitized(mapping.name))' column (choose one with --name-field)" + Self.tsvHint(line))
            }
            tsvColumns = names
            tsvHeader = cells
            return
        }
        let mapping = mapping.lowercased()
        try append(atOffset: consumed, to: &items) { index throws(InvalidRecord) in
            var fields: [String: String] = [:]
            for (column, cell) in zip(columns, cells) where !cell.isEmpty && fields[column] == nil {
                fields[column] = cell
            }
            // An empty name cell is an empty name; a row too short to reach the column has none.
            guard let nameColumn = columns.firstIndex(of: mapping.name), nameColumn < cells.count else {
                throw InvalidRecord(message: "record has no '\(DisplayName.sanitized(mapping.name))'")
            }
            let name = fields[mapping.name] ?? ""
            var item = Item(name: name, source: Array(line), position: index)
            item.summary = fields[mapping.summary]
            item.image = fields[mapping.image]
            item.detail = fields[mapping.detail]
            item.label = fields[mapping.label]
            item.icon = fields["icon"]
            item.time = fields["time"]
            item.currency = fields["currency"]
            item.tags = fields["tags"].map { tags in
                tags.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            } ?? []
            if let amount = fields["amount"] {
                item.amount = try ItemBuilder.amount(amount)
            }
            return item
        }
    }

    /// What to add when a TSV header is not one: JSON, or a line without any tab.
    static func tsvHint(_ line: ArraySlice<UInt8>) -> String {
        switch line.first(where: { !isJSONWhitespace($0) }) {
        case UInt8(ascii: "[")?: " (this looks like a JSON array; use --input json)"
        case UInt8(ascii: "{")?: " (this looks like JSON Lines; use --input jsonl)"
        default: line.contains(0x09) ? "" : " (the line has no tab; for plain text use --input lines)"
        }
    }

    /// A cell's text with TSV escapes resolved; invalid UTF-8 becomes U+FFFD.
    static func unescapedCell(_ cell: ArraySlice<UInt8>) -> String {
        guard cell.contains(UInt8(ascii: "\\")) else { return String(decoding: cell, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cell.count)
        var iterator = cell.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "\\"), let next = iterator.next() else {
                bytes.append(byte)
                continue
            }
            switch next {
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "\\"): bytes.append(next)
            default: bytes.append(contentsOf: [byte, next])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
