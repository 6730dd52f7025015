import Items

/// The keys of an item's record that the detail view lists beyond the item's own fields:
/// every value the record holds that no field of ``Item`` was read from, by its dotted path
/// (`location.city`), as text.
///
///     let record = try JSONParser.parse(Array(#"{"name": "Ada", "id": 1, "location": {"city": "London"}}"#.utf8))
///     DetailFields.extra(in: record, mapping: .standard)
///     // [("id", "1"), ("location.city", "London")]
///
/// Objects are opened into their members' paths, so a nested value reads as one line;
/// an array of plain values is one line of them separated by commas, an array holding
/// objects is opened by index (`images.0.url`) like the field options' paths.
public enum DetailFields {
    /// One key and its value as text.
    public struct Field: Hashable, Sendable {
        public var key: String
        public var value: String

        public init(_ key: String, _ value: String) {
            self.key = key
            self.value = value
        }
    }

    /// At most this many fields are listed; a count of the others follows them, so a record
    /// with a million keys costs no more to show than a screenful.
    public static let limit = 200

    /// Nesting opened at most; deeper values are shown as compact JSON.
    static let depthLimit = 8

    /// The values of `record` that `mapping` and cardlist's fixed keys (`icon`, `tags`,
    /// `amount`, `currency`, `time`) did not map, in the record's order; nothing when the
    /// record is not an object.
    ///
    /// - Parameter caseInsensitive: TSV columns, whose names match the mapping whatever their case.
    /// - Complexity: O(*n*) in the record's values, at most ``limit`` listed.
    public static func extra(in record: JSONValue, mapping: FieldMapping, caseInsensitive: Bool = false) -> [Field] {
        guard case .object = record else { return [] }
        let usedMapping = caseInsensitive ? mapping.lowercased() : mapping
        let mapped: Set<String> = [usedMapping.name, usedMapping.summary, usedMapping.image, usedMapping.detail, usedMapping.label,
                                   "icon", "tags", "amount", "currency", "time"]
        var fields: [Field] = []
        var skipped = 0
        func add(_ value: JSONValue, path: String, depth: Int) {
            if mapped.contains(caseInsensitive ? path.lowercased() : path) { return }
            switch value {
            case .object(let members) where !members.isEmpty && depth < depthLimit:
                for member in members { add(member.value, path: path.isEmpty ? member.key : path + "." + member.key, depth: depth + 1) }
            case .array(let elements) where elements.contains(where: \.isContainer) && depth < depthLimit:
                for (index, element) in elements.enumerated() { add(element, path: path + ".\(index)", depth: depth + 1) }
            default:
                guard fields.count < limit else {
                    skipped += 1
                    return
                }
                fields.append(Field(path, text(of: value)))
            }
        }
        add(record, path: "", depth: 0)
        if skipped > 0 { fields.append(Field("…", "+\(skipped) more")) }
        return fields
    }

    /// The record an item was read from, as JSON: the JSON record itself, or a TSV line under
    /// its header's `columns`; nil for plain text and anything that is not a record.
    public static func record(of item: Item, format: InputFormat?, columns: [String]?) -> JSONValue? {
        switch format {
        case .json?, .jsonl?:
            return try? JSONParser.parse(item.source)
        case .tsv?:
            return columns.map { TSVRecord(columns: $0, line: item.source).json }
        case .lines?, .nul?, nil:
            return nil
        }
    }

    /// A leaf value as text: strings as they are, numbers as written, arrays of plain values
    /// joined by commas, anything else as compact JSON.
    static func text(of value: JSONValue) -> String {
        if let text = value.text { return text }
        switch value {
        case .null: return "null"
        case .array(let elements) where !elements.isEmpty && !elements.contains(where: \.isContainer):
            return elements.map { $0.text ?? "null" }.joined(separator: ", ")
        default: return value.encoded()
        }
    }
}

extension JSONValue {
    /// Whether this is an array or an object.
    var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }
}
