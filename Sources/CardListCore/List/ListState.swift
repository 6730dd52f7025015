import Rows
import Search

/// The whole state of the list screen as a value: what is visible, what is selected,
/// where the viewport is, and the jump, filter, marks, help and status around them.
///
/// Every change goes through ``handle(_:at:in:)`` (or the few named operations such as
/// ``scroll(to:anchor:in:)``), and ``ListLayout`` turns the state into a canvas.
///
/// No operation does work proportional to the number of items, except a change of the
/// filter query: only the rows between the viewport's top and bottom, and the rows the
/// selection moves across, are measured, and their heights are cached per width.
public struct ListState: Sendable {
    /// The terminal's size.
    public internal(set) var screenSize: Size
    /// The current item (an index in input order).
    public internal(set) var selection = 0
    /// The list area: its offset (the first line shown), the scroll-off margin and the
    /// heights measured at the current width. Its size is set from the screen before each use.
    public internal(set) var viewport: Viewport<Int>
    /// The first line shown in the list area.
    public internal(set) var offset: ViewportOffset {
        get { viewport.offset }
        set { viewport.offset = newValue }
    }
    /// How many cards to keep visible above and below the selection when it moves.
    public var scrollOff: Int {
        get { viewport.scrollOff }
        set { viewport.scrollOff = max(0, newValue) }
    }
    /// Items marked for a multiple choice.
    public internal(set) var marks: Set<Int> = []
    /// The marked items in the order they were marked, which Enter prints (as fzf does).
    public internal(set) var markOrder: [Int] = []
    /// The type-ahead jump's prefix and its timing.
    public internal(set) var typeAhead: TypeAhead
    /// Whether the filter's query line is open.
    public internal(set) var isFilterOpen = false
    /// Whether letters go into the query at once, fzf's way (`--typing filter`): the query
    /// line stays open and the ``KeyBinding/Context/typing`` keys win there.
    public var typingFilters = false
    /// The filter's query as typed.
    public internal(set) var filterQuery = ""
    /// The query line being edited: the query and the cursor in it.
    public internal(set) var queryLine = QueryLine()
    /// The queries of `--history`, which Ctrl-P and Ctrl-N recall in the query line; nil
    /// without the option (the keys then move the selection).
    public var history: QueryHistory?
    /// Whether a preview pane is there to scroll and hide: the help lists its keys only then.
    public var hasPreviewPane = false
    /// Whether the key help is shown over the list.
    public internal(set) var isShowingHelp = false
    /// Lines of the help scrolled off its top (the arrows and page keys, while it is shown).
    public internal(set) var helpOffset = 0
    /// A one-off message for the status line, cleared by the next key; the app may set
    /// one too (e.g. when `--select` finds nothing).
    public var statusMessage: String?
    /// `--layout`: where the prompt sits and which way the list grows.
    public var screenLayout = ScreenLayout.standard
    /// `--info`: where the status sits, and whether it has a line of its own.
    public var infoStyle = InfoStyle.default
    /// `--bind`: the keys and mouse actions bound to actions, which win over the key table
    /// outside the help; `unbind` and `rebind` change them.
    public var bindings = UserBindings()
    /// What the app's options and progress say about the list (multiple choice, `--cycle`,
    /// the header's rows, loading); the app sets them when they change.
    public var settings = ListSettings()

    /// The items matching the filter, best first (or in input order with `--no-sort`),
    /// ranked as far as they are shown; `nil` when every item is visible.
    var matches: MatchList? {
        didSet { if let oldValue, oldValue !== matches { retire([oldValue]) } }
    }
    /// Results of recent queries, for Backspace (see ``FilterCache``).
    var filterCache = FilterCache()
    /// Result lists let go of since ``releaseRetiredResults()`` was last called, still held.
    var retiredResults: [MatchList] = []
    /// The query whose results ``matches`` holds, parsed: it also highlights the rows.
    var appliedMatcher = Matcher(query: "")
    /// The query whose results ``matches`` holds.
    var appliedQuery: String { appliedMatcher.text }
    /// The search the app should run in the background for the current query, if any.
    public internal(set) var pendingSearch: SearchRequest?
    /// The last ``SearchRequest/id`` given.
    var searchCounter = 0
    /// How many items were tested against the filter query.
    var filteredCount = 0
    /// How many items the list held when it last heard of new ones (``itemsDidChange(in:)``),
    /// to tell whether the current item was on the first row under `--tac`.
    var listedCount = 0
    /// The next anchor of Ctrl-L's centre → top → bottom cycle, while Ctrl-L is repeated.
    var nextRecenterAnchor: ScrollAnchor?

    /// A list for a terminal of `screenSize`, the first item selected.
    public init(screenSize: Size, jumpTimeout: Duration = .seconds(1)) {
        self.screenSize = Size(width: max(0, screenSize.width), height: max(0, screenSize.height))
        typeAhead = TypeAhead(timeout: jumpTimeout)
        viewport = Viewport(size: Size(width: self.screenSize.width, height: 0), scrollOff: 1)
    }

    /// The live jump prefix (empty when none), for the status line.
    public var jumpPrefix: String { typeAhead.prefix }

    /// The items the filter leaves visible, in the order shown; `nil` when all items are visible.
    public var filteredItems: FilteredItems? { matches.map(FilteredItems.init) }

    // MARK: - Visible rows

    /// How many rows the list shows (all items, or the filter's matches).
    public func visibleCount(in items: some ListItems) -> Int {
        matches?.count ?? items.count
    }

    /// The item shown at `position` of the visible list (every item in input order, or the
    /// last read first with `--tac`, when no filter narrows it).
    public func item(at position: Int, in items: some ListItems) -> Int? {
        guard position >= 0, position < visibleCount(in: items) else { return nil }
        return matches?[position] ?? Self.unfiltered(position, count: items.count, reversed: settings.search.reversesInput)
    }

    /// The item at `position` of all `count` items, or the position of an item: the same
    /// number, or counted from the end when the input order is `reversed`.
    @inline(__always)
    static func unfiltered(_ index: Int, count: Int, reversed: Bool) -> Int {
        reversed ? count - 1 - index : index
    }

    /// The position of `item` in the visible list, or `nil` when it is not visible.
    ///
    /// - Complexity: O(1) without a filter; with one, as ``MatchList/position(of:)``: a
    ///   look through the first ranked rows, then O(1) once every match is indexed (O(*m*)
    ///   the first time), or O(log *m*) with *m* matches in input order.
    public func position(of item: Int, in items: some ListItems) -> Int? {
        guard let matches else {
            guard item >= 0, item < items.count else { return nil }
            return Self.unfiltered(item, count: items.count, reversed: settings.search.reversesInput)
        }
        return matches.position(of: item)
    }

    /// The position of the current item in the visible list, if it is visible.
    public func selectedPosition(in items: some ListItems) -> Int? {
        position(of: selection, in: items)
    }

    // MARK: - Areas

    /// Rows above the list: the header, the header lines and the filter line (none when
    /// the layout puts them at the bottom).
    public var listTop: Int {
        screenLayout.promptIsAtBottom ? 0 : headerRowsShown + (isFilterOpen ? 1 : 0)
    }

    /// The header rows that fit (``ListSettings/headerRowCount``, its first rows): the
    /// header is cut so that one item row and the status line always stay, as in fzf.
    public var headerRowsShown: Int {
        min(settings.headerRowCount, max(0, screenSize.height - 1 - statusRows - (isFilterOpen ? 1 : 0)))
    }

    /// Rows the list area takes: the screen less the header, filter and status lines.
    public var viewportHeight: Int {
        max(0, screenSize.height - headerRowsShown - (isFilterOpen ? 1 : 0) - statusRows)
    }

    /// Rows the status line takes (none under `--info=hidden`, or inline with the filter open).
    public var statusRows: Int { infoStyle.statusRows(filterIsOpen: isFilterOpen) }

    // MARK: - Heights

    /// Sizes the viewport to the list area and gives the visible items it scrolls over.
    mutating func visibleItems<Items: ListItems>(in items: Items) -> VisibleItems<Items> {
        viewport.size = Size(width: screenSize.width, height: viewportHeight)
        return rows(in: items)
    }

    /// The visible items the viewport scrolls over, as they are (for drawing, which changes nothing).
    func rows<Items: ListItems>(in items: Items) -> VisibleItems<Items> {
        VisibleItems(matches: matches, items: items, reversesInput: settings.search.reversesInput)
    }

    /// The height of the row at `position`, measured once per width (at least 1).
    mutating func height(ofRow position: Int, in items: some ListItems) -> Int {
        let rows = visibleItems(in: items)
        return viewport.height(ofRow: position, in: rows)
    }

    /// Forgets measured heights, for when the rows change their look (a new card style).
    public mutating func invalidateHeights() {
        viewport.invalidateHeights()
    }
}
