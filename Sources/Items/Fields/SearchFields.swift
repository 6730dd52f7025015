/// Which fields of an item the search looks in (`--search name,tags`).
public struct SearchFields: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let name = SearchFields(rawValue: 1)
    public static let summary = SearchFields(rawValue: 2)
    public static let label = SearchFields(rawValue: 4)
    public static let detail = SearchFields(rawValue: 8)
    public static let tags = SearchFields(rawValue: 16)
    /// Every field a row shows.
    public static let all: SearchFields = [.name, .summary, .label, .detail, .tags]

    /// The field names `--search` accepts, in order.
    public static let names: [(String, SearchFields)] = [
        ("name", .name), ("summary", .summary), ("label", .label), ("detail", .detail), ("tags", .tags),
    ]

    /// The fields of a comma-separated list such as `name,tags`; nil when a name is unknown
    /// or the list is empty.
    public init?(list: String) {
        var fields: SearchFields = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: " ").lowercased()
            guard let field = Self.names.first(where: { $0.0 == name })?.1 else { return nil }
            fields.insert(field)
        }
        guard !fields.isEmpty else { return nil }
        self = fields
    }
}

private extension Substring {
    func trimmingCharacters(in character: Character) -> String {
        var text = self
        while text.first == character { text = text.dropFirst() }
        while text.last == character { text = text.dropLast() }
        return String(text)
    }
}
