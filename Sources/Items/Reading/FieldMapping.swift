/// Where the item fields are found in records not written in cardlist's own shape.
///
/// Each field is a dotted path into a JSON object (`user.login`, `images.0.url`) or, for
/// TSV, a column name. Numbers and booleans found there are shown as text.
///
///     FieldMapping(name: "login", summary: "bio")   // GitHub users
public struct FieldMapping: Hashable, Sendable {
    public var name: String
    public var summary: String
    public var image: String
    public var detail: String
    public var label: String
    /// `--items-path`: the dotted path of the array of records inside a JSON document
    /// that is an object (`items` for GitHub's search API); nil when the input is the records.
    public var items: String?

    public init(
        name: String = "name",
        summary: String = "summary",
        image: String = "image",
        detail: String = "detail",
        label: String = "label",
        items: String? = nil
    ) {
        self.name = name
        self.summary = summary
        self.image = image
        self.detail = detail
        self.label = label
        self.items = items
    }

    /// cardlist's own field names.
    public static let standard = FieldMapping()
}

extension FieldMapping {
    /// The same mapping with every path in lower case, for column names matched whatever their case.
    package func lowercased() -> FieldMapping {
        FieldMapping(name: name.lowercased(), summary: summary.lowercased(), image: image.lowercased(),
                     detail: detail.lowercased(), label: label.lowercased(), items: items)
    }
}
