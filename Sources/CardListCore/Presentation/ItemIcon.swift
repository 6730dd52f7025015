import Rows

/// The icon an item names: a known name (`train`, `coffee`) or a glyph used as it is.
enum ItemIcon {
    /// Icon names the input may use instead of a glyph.
    static let named: [String: Icon] = [
        "coffee": .coffee, "tea": .tea, "train": .train, "tram": .tram, "bus": .bus,
        "walk": .walk, "plane": .plane, "bank": .bank, "card": .card, "star": .star,
    ]

    /// The icon for `value`, or nil when there is none.
    ///
    /// A glyph that is not a known name keeps its own look in Unicode and shows as `*` in
    /// ASCII mode, unless it is ASCII already.
    static func icon(for value: String?) -> Icon? {
        guard let value, !value.isEmpty else { return nil }
        if let known = named[value.lowercased()] { return known }
        return Icon(value, ascii: value.allSatisfy(\.isASCII) ? value : "*")
    }
}
