import Rows

/// One entry of the list: what a card shows and what is printed when it is chosen.
///
/// Only `name` is required. Text fields hold the input as decoded (invalid UTF-8 already
/// replaced by U+FFFD); they are *not* sanitised, so draw them through `Text`/`Grapheme`.
///
///     let item = Item(name: "Flat white", summary: "Velvety microfoam over a double shot.")
public struct Item: Hashable, Sendable {
    /// The title of the card and the text typed to jump to it.
    public var name: String
    /// Longer text, wrapped under the name.
    public var summary: String?
    /// An image reference (a file name or URL), shown as a placeholder.
    public var image: String?
    /// A short tag drawn next to the name (a category, a status).
    public var label: String?
    /// A secondary value such as a price or a time, drawn at the right.
    public var detail: String?
    /// A glyph (`🚆`) or an icon name (`train`).
    public var icon: String?
    /// Free-form tags, such as the transport lines of a journey.
    public var tags: [String]
    /// A money amount, exact; see ``currency``.
    public var amount: Amount?
    /// The ISO 4217 code of ``amount`` (`EUR`, `USD`).
    public var currency: String?
    /// A time of day or a date, as written in the input.
    public var time: String?
    /// The record exactly as read: the line (without its line ending) for plain text,
    /// JSON Lines and TSV, the element's text for a JSON array. Kept as bytes so output
    /// reproduces the input even when it is not valid UTF-8.
    public var source: [UInt8]
    /// The 0-based position of the item in the input, counting only items kept.
    public var position: Int

    public init(
        name: String,
        summary: String? = nil,
        image: String? = nil,
        label: String? = nil,
        detail: String? = nil,
        icon: String? = nil,
        tags: [String] = [],
        amount: Amount? = nil,
        currency: String? = nil,
        time: String? = nil,
        source: [UInt8]? = nil,
        position: Int = 0
    ) {
        self.name = name
        self.summary = summary
        self.image = image
        self.label = label
        self.detail = detail
        self.icon = icon
        self.tags = tags
        self.amount = amount
        self.currency = currency
        self.time = time
        self.source = source ?? Array(name.utf8)
        self.position = position
    }

    /// ``source`` as text, invalid UTF-8 replaced by U+FFFD.
    public var sourceText: String { String(decoding: source, as: UTF8.self) }
}
