/// The state of a ``TerminalList`` while it runs: the items shown, the selection, the marks,
/// the query and the typed jump, changed only by ``update(_:at:)`` and drawn by
/// ``rendered()``. No terminal is involved, so a test (or a program with a loop of its own)
/// feeds it events and looks at the state and the canvas.
///
///     var runner = ListRunner(list, size: Size(width: 40, height: 12))
///     runner.update(.key(.down))
///     runner.update(.key(.enter))
///     runner.outcome   // .chosen([the second item's id])
///
/// - Complexity: a key costs the rows on screen, except a query change (a pass over the
///   items still matching; a pass over all when the query shrinks) and a jump (the items
///   passed over until the next name that matches).
public struct ListRunner<Item: Identifiable> {
    /// What the loop around the runner does after an event.
    public enum Effect: Hashable, Sendable {
        /// Nothing changed on screen.
        case none
        /// Draw the next frame.
        case redraw
        /// Draw the next frame in full (Ctrl-L).
        case fullRepaint
        /// Give the terminal back until the process is continued (Ctrl-Z), then draw.
        case suspend
        /// The run is over: ``outcome`` says how.
        case finish
    }

    /// How the run ended.
    public enum Outcome: Hashable {
        /// The ids chosen: the selected item's, or the marked ones in the items' order.
        case chosen([Item.ID])
        /// Left with Esc or Ctrl-C.
        case cancelled
    }

    /// Every item, in order.
    public let items: [Item]
    /// The Rows list that shows the items matching the query, with the selection and marks.
    public internal(set) var list: List<ArrayContent<Item>>
    /// The name typing jumps by.
    let name: ((Item) -> String)?
    /// The search field, if the list has one.
    let search: SearchField<Item>?
    /// Each item's search text, lower-cased, when there is a search field.
    let searchTexts: [String]
    /// The positions in ``items`` of the items shown.
    var matches: [Int]
    /// The search field's text.
    public internal(set) var query: String
    /// Whether Tab and Space mark items for a multiple choice.
    public let allowsMarks: Bool
    /// The screen's size.
    public internal(set) var size: Size
    /// What rows are drawn and measured in (charset, colours, gutter gap).
    public let environment: RowEnvironment
    /// How the run ended, once it has.
    public internal(set) var outcome: Outcome?
    /// The name being typed to jump.
    var jump = TypeAheadJump()

    /// The state of `list` opened on a screen of `size`: the query it starts with applied,
    /// its selection (else the first item) selected and scrolled to.
    ///
    /// - Parameters:
    ///   - allowsMarks: whether Tab and Space mark items (``TerminalList/runMultipleSelection()``).
    ///   - environment: what rows are drawn in; a marking list adds a gutter gap.
    public init(_ list: TerminalList<Item>, size: Size, allowsMarks: Bool = false, environment: RowEnvironment = RowEnvironment()) {
        items = list.items
        name = list.name
        search = list.search
        searchTexts = list.search.map { search in list.items.map { search.text($0).lowercased() } } ?? []
        query = ""
        matches = Array(list.items.indices)
        self.allowsMarks = allowsMarks
        var environment = environment
        if allowsMarks { environment.gutterGap = max(environment.gutterGap, 1) }
        self.environment = environment
        self.size = size
        var shown = List(list.items, height: 0) { _ in EmptyPart() }
        shown.rowContent = list.rowContent
        self.list = shown
        self.list.viewport.size = Size(width: max(0, size.width), height: listHeight)
        if let query = list.search?.query, !query.isEmpty { setQuery(query) }
        if let id = list.selection, self.list.position(of: id) != nil {
            self.list.selection = id
            self.list.scrollTo(id, anchor: list.scrollAnchor, width: size.width, environment: environment)
        } else {
            self.list.selection = self.list.items.first?.id
        }
    }

    /// The id of the selected item, if any is shown.
    public var selection: Item.ID? { list.selection }

    /// The ids of the marked items.
    public var marked: Set<Item.ID> { list.marks }

    /// The items shown: those matching the query, in order.
    public var shownItems: [Item] { list.items }

    /// The screen line the list starts on: below the search field, when there is one.
    var listTop: Int { search == nil ? 0 : 1 }

    /// How many lines the list has.
    var listHeight: Int { max(0, size.height - listTop) }

    /// Answers one event typed, clicked or reported at `now` (the time since the run
    /// started, which tells a jump's typing from a new one).
    @discardableResult
    public mutating func update(_ event: InputEvent, at now: Duration = .zero) -> Effect {
        guard outcome == nil else { return .none }
        switch event {
        case .key(let key):
            return press(key, at: now)
        case .mouse(let mouse):
            return handle(mouse)
        case let .resize(width, height):
            resize(to: Size(width: width, height: height))
            return .redraw
        case .paste(let text):
            guard search != nil else { return .none }
            // A pasted line break ends no query: it is a space in the field.
            setQuery(query + text.map { $0.isNewline ? " " : String($0) }.joined())
            return .redraw
        }
    }

    /// Answers a key.
    private mutating func press(_ key: Key, at now: Duration) -> Effect {
        switch key {
        case .up, .control("p"): move(by: -1)
        case .down, .control("n"): move(by: 1)
        case .pageUp: pageUp()
        case .pageDown: pageDown()
        case .home: select(position: 0)
        case .end: select(position: list.items.count - 1)
        case .enter: return choose()
        case .escape where search != nil && !query.isEmpty:
            // As in a SwiftUI search field, Esc first clears the query; the next one leaves.
            setQuery("")
        case .escape, .control("c"), .control("g"):
            outcome = .cancelled
            return .finish
        case .control("z"): return .suspend
        case .control("l"): return .fullRepaint
        case .tab: toggleMark(thenMove: 1)
        case .backTab: toggleMark(thenMove: -1)
        case .character(" ") where allowsMarks && search == nil && !jump.isTyping(at: now):
            toggleMark(thenMove: 0)
        case .character(let character):
            if search != nil {
                setQuery(query + String(character))
            } else {
                jump(typing: character, at: now)
            }
        case .backspace:
            guard search != nil, !query.isEmpty else { return .none }
            setQuery(String(query.dropLast()))
        case .control("u"):
            guard search != nil, !query.isEmpty else { return .none }
            setQuery("")
        case .control("w"):
            guard search != nil, !query.isEmpty else { return .none }
            setQuery(Self.droppingLastWord(of: query))
        default:
            return .none
        }
        return .redraw
    }

    /// Ends the run with the marked items, or else the selected one; nothing happens when no
    /// item is shown.
    mutating func choose() -> Effect {
        if allowsMarks, !list.marks.isEmpty {
            outcome = .chosen(items.map(\.id).filter { list.marks.contains($0) })
            return .finish
        }
        guard let selection = list.selection else { return .none }
        outcome = .chosen([selection])
        return .finish
    }

    /// Takes the new screen size: the list fills it, the selection stays in view.
    mutating func resize(to size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        list.viewport.size.height = listHeight
        if let selection = list.selection {
            list.scrollTo(selection, anchor: .nearest, width: self.size.width, environment: environment)
        }
    }
}
