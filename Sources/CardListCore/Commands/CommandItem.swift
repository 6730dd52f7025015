import Items
import Rows

/// One item as a command's placeholders see it: the item, its index for `{n}`, and how it
/// was read (for a field by name, `{.key}`).
public struct CommandItem: Sendable {
    public var item: Item
    /// The 0-based index `{n}` gives (fzf counts the `--header-lines` lines too).
    public var index: Int
    /// The input format the item was read in (nil for plain text).
    public var format: InputFormat?
    /// A TSV item's column names, from its header line.
    public var columns: [String]?

    public init(item: Item, index: Int, format: InputFormat? = nil, columns: [String]? = nil) {
        self.item = item
        self.index = index
        self.format = format
        self.columns = columns
    }
}

/// What a command's placeholders are filled in from: the current item, the marked ones,
/// the query, and how items split into fields.
public struct CommandInput: Sendable {
    /// The current item; nil on an empty list.
    public var current: CommandItem?
    /// The marked items in the order they were marked (`{+}`); empty when none are.
    public var marked: [CommandItem]
    /// The query typed (`{q}`).
    public var query: String
    /// How a line splits into fields for `{1}`, `{2..}` (`--delimiter`).
    public var delimiter: FieldDelimiter
    /// `--ansi`: escape sequences are left out of the item's text.
    public var stripsEscapes: Bool

    public init(current: CommandItem?, marked: [CommandItem] = [], query: String = "",
                delimiter: FieldDelimiter = .blanks, stripsEscapes: Bool = false) {
        self.current = current
        self.marked = marked
        self.query = query
        self.delimiter = delimiter
        self.stripsEscapes = stripsEscapes
    }

    /// The items a `+` placeholder takes: the marked ones, else the current one.
    var plusItems: [CommandItem] {
        marked.isEmpty ? current.map { [$0] } ?? [] : marked
    }

    /// The text of `item` a placeholder starts from: the record as read (a line of plain
    /// text, a JSON element), without escape sequences under `--ansi`.
    public func text(of item: CommandItem) -> [UInt8] {
        let source = item.item.source
        return stripsEscapes ? ANSIEscapes.strippedBytes(source) ?? source : source
    }
}
