extension Item {
    /// The item in cardlist's own JSON shape, for `--output json`: the fields that are set,
    /// in a fixed order (`name`, `summary`, `image`, `label`, `detail`, `icon`, `tags`,
    /// `amount`, `currency`, `time`). Reading it back gives the same fields.
    public var json: JSONValue {
        var members = [JSONValue.Member("name", .string(name))]
        let optionalFields: [(String, String?)] = [
            ("summary", summary), ("image", image), ("label", label), ("detail", detail), ("icon", icon),
        ]
        for (key, value) in optionalFields {
            if let value { members.append(.init(key, .string(value))) }
        }
        if !tags.isEmpty { members.append(.init("tags", .array(tags.map(JSONValue.string)))) }
        if let amount { members.append(.init("amount", .number(amount.description))) }
        if let currency { members.append(.init("currency", .string(currency))) }
        if let time { members.append(.init("time", .string(time))) }
        return .object(members)
    }
}
