import Rows

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
            guard let text = amount.text else { throw InvalidRecord(message: notANumber) }
            item.amount = try Self.amount(text)
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

    /// The message for an amount that is not a number.
    static let notANumber = "'amount' is not a number"

    /// `text` as an exact amount when the whole text (spaces around it aside) is a number:
    /// an optional sign, digits with an optional fraction, an optional exponent. A prefix
    /// that is a number (`1-2`, `9e9e9`) is not enough, and a number an ``Amount`` cannot
    /// hold exactly (more than 18 significant digits, 10¹⁸ or more, or a digit more than 18
    /// places after the point) is refused, not rounded.
    static func amount(_ text: String) throws(InvalidRecord) -> Amount {
        do throws(Amount.ParseError) {
            return try Amount(parsing: text.trimmingSpaces())
        } catch .notANumber {
            throw InvalidRecord(message: notANumber)
        } catch {
            throw InvalidRecord(message: "'amount' cannot be held exactly (at most 18 significant digits, 18 after the point, below 10^18)")
        }
    }
}
