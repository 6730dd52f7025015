import Foundation

/// Why a well-formed record does not make an item (no name, a field of the wrong type).
/// The decoder adds the position, or skips the record when asked to.
struct InvalidRecord: Error, Equatable {
    var message: String
}

/// Builds items from parsed records.
enum ItemBuilder {
    /// The item a JSON record describes: an object read through `mapping`, or a string
    /// (or number) taken as the name.
    static func item(
        from value: JSONValue,
        mapping: FieldMapping,
        source: [UInt8],
        position: Int
    ) throws(InvalidRecord) -> Item {
        switch value {
        case .object:
            break
        case .string, .number, .bool:
            guard let name = value.text, !name.isEmpty else { throw InvalidRecord(message: "record has an empty name") }
            return Item(name: name, source: source, position: position)
        case .null, .array:
            throw InvalidRecord(message: "record is not an object or a string")
        }
        let name = try nameText(value.value(atPath: mapping.name), field: mapping.name)
        var item = Item(name: name, source: source, position: position)
        item.summary = value.value(atPath: mapping.summary)?.text
        item.image = value.value(atPath: mapping.image)?.text
        item.detail = value.value(atPath: mapping.detail)?.text
        item.label = value.value(atPath: mapping.label)?.text
        item.icon = value["icon"]?.text
        item.time = value["time"]?.text
        item.currency = value["currency"]?.text
        switch value["tags"] {
        case .array(let tags)?: item.tags = tags.compactMap(\.text)
        case let tag?: item.tags = tag.text.map { [$0] } ?? []
        case nil: break
        }
        if let amount = value["amount"], amount != .null {
            guard let text = amount.text, let decimal = decimal(text) else {
                throw InvalidRecord(message: "'amount' is not a number")
            }
            item.amount = decimal
        }
        return item
    }

    /// The name a record's name field holds, or why it holds none.
    static func nameText(_ field: JSONValue?, field path: String) throws(InvalidRecord) -> String {
        switch field {
        case nil, .null?:
            throw InvalidRecord(message: "record has no '\(path)'")
        case .object?, .array?:
            throw InvalidRecord(message: "'\(path)' is not text; name a field inside it with --name-field")
        case let value?:
            guard let text = value.text, !text.isEmpty else { throw InvalidRecord(message: "record has an empty '\(path)'") }
            return text
        }
    }

    /// `text` as an exact decimal when the whole text is a number.
    static func decimal(_ text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty,
              trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              let value = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        return value
    }
}
