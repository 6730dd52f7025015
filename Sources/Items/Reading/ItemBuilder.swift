import FoundationEssentials

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
            // An empty string is an item with an empty name, as an empty line is.
            return Item(name: value.text ?? "", source: source, position: position)
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
            throw InvalidRecord(message: "record has no '\(DisplayName.sanitized(path))'")
        case .object?, .array?:
            throw InvalidRecord(message: "'\(DisplayName.sanitized(path))' is not text; name a field inside it with --name-field")
        case let value?:
            // An empty name is a name (an item shown empty), as an empty line is.
            return value.text ?? ""
        }
    }

    /// `text` as an exact decimal when the whole text (spaces around it aside) is a number:
    /// an optional sign, digits with an optional fraction, an optional exponent. A prefix
    /// that is a number (`1-2`, `9e9e9`) is not enough.
    static func decimal(_ text: String) -> Decimal? {
        let trimmed = text.trimmingSpaces()
        guard isNumber(Array(trimmed.utf8)),
              let value = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        return value
    }

    /// Whether `bytes` is `[+-]?(D+(.D*)?|.D+)([eE][+-]?D+)?`, D an ASCII digit.
    static func isNumber(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            return index - start
        }
        func skip(_ choices: String) -> Bool {
            guard index < bytes.count, choices.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        _ = skip("+-")
        var mantissa = digits()
        if skip(".") { mantissa += digits() }
        guard mantissa > 0 else { return false }
        if skip("eE") {
            _ = skip("+-")
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}
