/// A list of items that a person scrolls, searches and picks from on the terminal: what
/// SwiftUI's `List(items, selection:)` is in a window, run full screen with ``run()``.
///
///     struct Coffee: Identifiable { var id: String; var summary: String }
///     let list = TerminalList(coffees, name: \.id) { coffee in
///         CardRow(coffee.id, summary: coffee.summary)
///     }
///     .searchable(text: \.summary)
///     if let chosen = try await list.run() { print(chosen) }
///
/// Up and Down (Ctrl-P, Ctrl-N), Page Up, Page Down, Home and End move the selection; Enter
/// or a double click chooses it; Esc or Ctrl-C leaves with nothing (Esc clears a search
/// query first); a click selects and the wheel scrolls. Typing the start of an item's `name` jumps to it (case ignored), unless the
/// list is ``searchable(text:prompt:query:matching:)``, where typing filters the items.
/// ``runMultipleSelection()`` lets Tab and Space mark several items. Ctrl-Z suspends, and
/// the terminal is left as it was found on every way out.
///
/// The list is a value that describes the run; ``ListRunner`` is the state while it runs.
public struct TerminalList<Item: Identifiable> {
    /// The items, one row each, top to bottom.
    public var items: [Item]
    /// The item selected when the list opens (the first when `nil` or not among the items).
    public var selection: Item.ID?
    /// The row for an item.
    public var rowContent: @Sendable (Item) -> any RowPart
    /// The name typing jumps by, if the items have one.
    public var name: (@Sendable (Item) -> String)?
    /// The search field, when the list has one.
    public var search: SearchField<Item>?
    /// Where the selected row shows when the list opens.
    public var scrollAnchor: ScrollAnchor = .nearest
    /// What runs with the chosen ids once the terminal is restored, before ``run()`` returns.
    public var submitAction: (@Sendable ([Item.ID]) -> Void)?

    /// A list of `items`, drawn one `rowContent` row each.
    ///
    /// - Parameters:
    ///   - selection: the item selected at first.
    ///   - name: the text typing jumps by: typing the start of it (case ignored) selects the
    ///     next item whose name starts so.
    ///   - rowContent: builds the row of one item, as a ``RowBuilder``; called only for the
    ///     rows shown or measured, on the list's own thread (so it is `@Sendable`: a closure
    ///     written in `main.swift` is not tied to the main actor, and Swift checks what it
    ///     captures when it compiles instead of stopping the program when it runs).
    public init<Row: RowPart>(_ items: [Item], selection: Item.ID? = nil, name: (@Sendable (Item) -> String)? = nil,
                              @RowBuilder rowContent: @escaping @Sendable (Item) -> Row) {
        self.items = items
        self.selection = selection
        self.name = name
        self.rowContent = rowContent
    }

    /// The same list with a search field above it, after SwiftUI's `.searchable`: typing
    /// keeps the items whose `text` matches the query, ignoring case.
    ///
    /// Unlike SwiftUI's, `text` is what each item is searched by; the query itself is the
    /// runner's (``ListRunner/query``), and `query` is what it starts as.
    ///
    /// - Parameters:
    ///   - text: the text of an item the query is matched against (a key path will do).
    ///   - prompt: shown dimmed in the empty field.
    ///   - matching: a substring (the default) or, as in fzf, a subsequence.
    public func searchable(text: @escaping @Sendable (Item) -> String, prompt: String = "Search", query: String = "",
                           matching: SearchMatching = .substring) -> Self {
        var copy = self
        copy.search = SearchField(text: text, prompt: prompt, query: query, matching: matching)
        return copy
    }

    /// The same list calling `action` with the chosen ids, as SwiftUI's `.onSubmit`: once
    /// the terminal is restored, before the run returns them. Not called when cancelled.
    public func onSubmit(_ action: @escaping @Sendable ([Item.ID]) -> Void) -> Self {
        var copy = self
        copy.submitAction = action
        return copy
    }

    /// The same list opening with the item `id` selected and its row shown at `anchor`,
    /// as a ``ScrollViewReader``'s `scrollTo(_:anchor:)` would place it.
    public func scrollPosition(id: Item.ID, anchor: ScrollAnchor = .center) -> Self {
        var copy = self
        copy.selection = id
        copy.scrollAnchor = anchor
        return copy
    }
}

/// A search field over a ``TerminalList``: what each item is searched by and how.
public struct SearchField<Item> {
    /// The text of an item the query is matched against.
    public var text: @Sendable (Item) -> String
    /// Shown dimmed while the query is empty.
    public var prompt: String
    /// The query the list opens with.
    public var query: String
    /// Substring or subsequence.
    public var matching: SearchMatching
}
