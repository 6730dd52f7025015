import Items
import Rows

/// What `--accept-nth` prints of a chosen item.
///
/// Of a line of plain text (a whole `--read0` record), the fields its numbers take,
/// joined as they stand in the line, less the delimiter (or the blanks) at the end, as fzf
/// prints them; `name` there is the whole line. Of a JSON, JSON Lines or TSV item, each
/// name gives an item field (`name`, `summary`, `label`, `detail`, `tags` comma-separated),
/// else the TSV column or the JSON key (a dotted path) of that name, else nothing; numbers
/// take fields of the name; the values are joined with tabs.
///
///     AcceptedFields(list: try FieldList(parsing: "1,3"), delimiter: FieldDelimiter(":"))
///         .text(for: Item(name: "ID2:Jane:Boss"), inputFormat: .lines)   // "ID2:Boss"
public struct AcceptedFields: Sendable {
    public var list: FieldList
    public var delimiter: FieldDelimiter
    /// `--ansi`: a line's escape sequences are left out.
    public var stripsEscapes: Bool
    /// Added to an item's position for a template's `{n}` (the header lines, which fzf counts).
    public var indexOffset: Int

    public init(list: FieldList, delimiter: FieldDelimiter, stripsEscapes: Bool = false, indexOffset: Int = 0) {
        self.list = list
        self.delimiter = delimiter
        self.stripsEscapes = stripsEscapes
        self.indexOffset = indexOffset
    }

    /// The bytes printed for `item` (without a line ending), read as `inputFormat` under a
    /// TSV header naming `columns`.
    public func bytes(for item: Item, inputFormat: InputFormat?, columns: [String]? = nil) -> [UInt8] {
        let isStructured = inputFormat == .json || inputFormat == .jsonl || inputFormat == .tsv
        if let template = list.template {
            // A template fills in from the line (from a structured item's name).
            let line = isStructured ? Array(item.name.utf8) : stripsEscapes ? ANSIEscapes.strippedBytes(item.source) ?? item.source : item.source
            return template.render(line, delimiter: delimiter, index: item.position + indexOffset)
        }
        switch inputFormat {
        case .json?, .jsonl?, .tsv?:
            return structuredBytes(for: item, inputFormat: inputFormat, columns: columns)
        default:
            let line = stripsEscapes ? ANSIEscapes.strippedBytes(item.source) ?? item.source : item.source
            let ranges = list.parts.compactMap { part -> FieldRange? in
                switch part {
                case .range(let range): range
                case .name(let name): name == "name" ? FieldRange(first: nil, last: nil) : nil
                }
            }
            return FieldSelection(ranges: ranges, delimiter: delimiter).printed(line)
        }
    }

    /// ``bytes(for:inputFormat:columns:)`` as text.
    public func text(for item: Item, inputFormat: InputFormat?, columns: [String]? = nil) -> String {
        String(decoding: bytes(for: item, inputFormat: inputFormat, columns: columns), as: UTF8.self)
    }

    /// A structured item's values, tab-separated: runs of numbers print fields of the
    /// name; names print fields, columns or keys.
    private func structuredBytes(for item: Item, inputFormat: InputFormat?, columns: [String]?) -> [UInt8] {
        var values: [[UInt8]] = []
        var ranges: [FieldRange] = []
        var record: JSONValue?
        var recordRead = false
        func flushRanges() {
            guard !ranges.isEmpty else { return }
            values.append(FieldSelection(ranges: ranges, delimiter: delimiter).printed(Array(item.name.utf8)))
            ranges = []
        }
        for part in list.parts {
            switch part {
            case .range(let range): ranges.append(range)
            case .name(let name):
                flushRanges()
                if let field = Self.itemField(name, of: item) {
                    values.append(Array(field.utf8))
                    continue
                }
                if !recordRead {
                    recordRead = true
                    if inputFormat == .tsv, let columns {
                        record = TSVRecord(columns: columns, line: item.source).json
                    } else if item.source.first == UInt8(ascii: "{") {
                        record = try? JSONParser.parse(item.source)
                    }
                }
                let value = record?.value(atPath: name)
                values.append(Array((value.flatMap { $0.text ?? (Self.isContainer($0) ? $0.encoded() : nil) } ?? "").utf8))
            }
        }
        flushRanges()
        return Array(values.joined(separator: [0x09]))
    }

    private static func isContainer(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: true
        default: false
        }
    }

    /// The item field `name` names, if it is one.
    private static func itemField(_ name: String, of item: Item) -> String? {
        switch name {
        case "name": item.name
        case "summary": item.summary ?? ""
        case "label": item.label ?? ""
        case "detail": item.detail ?? ""
        case "tags": item.tags.joined(separator: ",")
        default: nil
        }
    }
}
