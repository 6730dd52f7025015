import CardListCore
import Rows

/// Everything the interactive list knows, as one value: the items read so far, the list
/// state, the row style, whether loading goes on, the jump's name index, the `--select`
/// still looking for its item, and the header lines.
///
/// It changes only through ``update(_:)``: what the loading thread produced, the screen
/// opening, a clock tick and a key or mouse event are all ``Message``s, and the answer is
/// the ``Effect`` the caller (``Browser``) carries out. Nothing here touches a terminal.
struct BrowserModel {
    /// Something that happened to the list.
    enum Message {
        /// The `--header-lines` lines, before any item.
        case header([String])
        /// A batch of items, in input order after those already read.
        case items(ItemSegment)
        /// Every input was read; `skipped` invalid records were left out (`--skip-invalid`).
        case finished(skipped: Int)
        /// Reading stopped with `error`.
        case failed(any Error)
        /// The jump's name index was built.
        case nameIndex(NameIndex)
        /// A background search the state asked for (``ListState/pendingSearch``) finished.
        case searched(SearchRequest, RankedResults)
        /// The screen opened with this size, drawing emoji sequences as `clusterWidths` says.
        case opened(Size, ClusterWidths)
        /// Time passed without input.
        case tick(at: Duration)
        /// A key, mouse action, resize or paste.
        case input(InputEvent, at: Duration)
    }

    /// What the caller is to do after a message.
    enum Effect {
        /// Nothing to do (the next frame shows whatever changed).
        case none
        /// The state changed: draw a frame.
        case redraw
        /// Build the name index of these items off the UI thread; answer with `.nameIndex`.
        case startIndexing(ItemStore)
        /// Redraw every cell of the screen.
        case fullRepaint
        /// Give the terminal back until the process is continued.
        case suspend
        /// The list is done: with a choice, a cancel or an interrupt.
        case finish(ListAction)
        /// Reading failed: end with this error.
        case fail(any Error)
    }

    let options: Options
    private(set) var charset: Charset
    let usesColor: Bool
    private(set) var items = ItemStore()
    private(set) var isLoading = true
    /// Invalid records skipped with `--skip-invalid`, known when reading has finished.
    private(set) var skippedCount = 0
    private(set) var nameIndex: NameIndex?
    /// How items become rows: the style (chosen from the first items unless `--style` was
    /// given, then cycled by Ctrl-T) and the row options.
    private(set) var rows: ItemRows
    private(set) var state: ListState
    /// `--select`, while a better match may still be read.
    private(set) var pendingSelection: SelectionSearch?
    /// The `--header-lines` lines, once read, as drawn.
    private(set) var headerLines: [Text] = []
    /// Whether the row style still waits for the first items to choose it (no `--style`).
    private var choosesStyle: Bool
    /// The screen's size once it opened; until then the list state has a placeholder size
    /// and nothing is placed on screen by an anchor.
    private(set) var screenSize: Size?
    /// The item `--select` found before the screen opened, to place at its anchor then.
    private var unplacedSelection: Int?

    init(options: Options, charset: Charset, usesColor: Bool) {
        self.options = options
        self.charset = charset
        self.usesColor = usesColor
        rows = ItemRows(style: options.style, options: options, charset: charset)
        choosesStyle = !options.styleIsExplicit
        state = ListState(screenSize: Size(width: 80, height: 24), jumpTimeout: options.jumpTimeout)
        pendingSelection = options.selection.map(SelectionSearch.init)
    }

    /// Applies `message` and says what the caller is to do.
    mutating func update(_ message: Message) -> Effect {
        switch message {
        case let .header(lines):
            headerLines = lines.map { HeaderText.text(of: $0, options: options, charset: charset) }
            let context = context
            state.resize(to: state.screenSize, in: context)
            return .redraw
        case let .items(segment):
            if choosesStyle {
                choosesStyle = false
                rows.style = options.style(forPlainLines: segment.isPlainText)
                state.invalidateHeights()
            }
            let first = items.count
            items.append(segment)
            selectPending(in: first..<items.count)
            let context = context
            state.itemsDidChange(in: context)
            return .redraw
        case let .finished(skipped):
            isLoading = false
            skippedCount = skipped
            if let search = pendingSelection, search.best == nil {
                state.statusMessage = "no item matches \"\(search.query)\""
            }
            pendingSelection = nil
            return .startIndexing(items)
        case let .failed(error):
            return .fail(error)
        case let .nameIndex(index):
            nameIndex = index
            return .redraw
        case let .searched(request, results):
            let context = context
            state.applySearch(request, results: results, in: context)
            return .redraw
        case let .opened(size, clusterWidths):
            // Lay out with the widths this terminal draws emoji sequences with.
            charset = charset.with(clusterWidths)
            state.invalidateHeights()
            screenSize = size
            let context = context
            state.resize(to: size, in: context)
            if let found = unplacedSelection {
                // Placed at its anchor now that the real size is known.
                state.select(found, anchor: selectionAnchor, in: context)
                unplacedSelection = nil
            }
            if let query = options.query {
                state.openFilter(in: context)
                state.setFilterQuery(query, in: context)
            }
            return .redraw
        case let .tick(now):
            return state.tick(at: now) ? .redraw : .none
        case let .input(event, now):
            let context = context
            switch state.handle(event, at: now, in: context) {
            case nil:
                return .redraw
            case .suspend?:
                return .suspend
            case .cycleStyle?:
                let styles = Options.RowStyle.allCases
                rows.style = styles[(styles.firstIndex(of: rows.style)! + 1) % styles.count]
                state.invalidateHeights()
                let context = self.context
                state.resize(to: state.screenSize, in: context)
                return .redraw
            case .redraw?:
                return .fullRepaint
            case let action?:
                return .finish(action)
            }
        }
    }

    /// What the list state needs to know about the items, as they are now.
    var context: ListContext {
        let environment = RowEnvironment().with(\.charset, charset).with(\.usesColor, usesColor).with(\.showsSelectionGutter, true)
        let items = items, rows = rows, ansi = options.ansi, sorts = options.sorts
        var search = SearchSettings(options: options)
        search.runsInBackground = true
        return ListContext(
            itemCount: items.count,
            height: { index, width in
                rows.row(for: ansi ? items.displayItem(index) : items[index]).height(forWidth: width, in: environment)
            },
            name: { items.name(of: $0) },
            haystack: { ItemText.haystack(of: items[$0]) },
            filter: { matcher, scope in
                switch scope {
                case .items(let range): items.search(matcher, in: range, sorted: sorts)
                case .candidates(let candidates): items.search(matcher, among: candidates, sorted: sorts)
                }
            },
            search: search,
            firstItemWithFoldedPrefix: { prefix, range in items.firstItem(withFoldedPrefix: prefix, in: range) },
            nameIndex: nameIndex,
            allowsMultipleSelection: options.multi,
            hasHeader: options.header != nil,
            isLoading: isLoading,
            skippedCount: skippedCount
        ).with(headerLineCount: headerLines.count)
    }

    /// Item `index` as drawn: with `--ansi`, its fields as read, escapes included.
    func displayItem(_ index: Int) -> Item {
        options.ansi ? items.displayItem(index) : items[index]
    }

    /// How long to wait for input (milliseconds, negative for ever): briefly while loading,
    /// until the jump prefix expires, or for ever.
    func readTimeout(at now: Duration) -> Int {
        if state.isSearching { return 5 }
        // While loading, wake often enough that new items and the end of loading show at once.
        if isLoading { return 10 }
        if nameIndex == nil { return 30 }
        if let deadline = state.typeAhead.deadline {
            let left = deadline - now
            return max(1, left.wholeMicroseconds / 1000 + 1)
        }
        return -1
    }

    /// `--select-1` and `--exit-0`, decided on the whole input: what to do without
    /// opening the list, or nil to open it.
    func answerWithoutScreen() -> ListAction? {
        let matcher = SearchSettings(options: options).matcher(for: options.query ?? "")
        let matches = items.matches(of: matcher, in: items.indices.prefix(matcher.isEmpty ? 2 : items.count))
        if matches.isEmpty && options.exitZero { return .cancel }
        if matches.count == 1 && options.selectOne { return .choose(matches) }
        return nil
    }

    /// Selects the item `--select` means among those read so far (``SelectionSearch``):
    /// a better match read later replaces an earlier one until an exact name is found.
    private mutating func selectPending(in range: Range<Int>) {
        guard var search = pendingSelection else { return }
        let items = items
        let changed = search.consider(range) { items.name(of: $0) }
        pendingSelection = search.isSettled ? nil : search
        guard changed, let found = search.best else { return }
        let context = context
        // Before the screen opens the item is only selected; `.opened` places it.
        if screenSize == nil { unplacedSelection = found }
        state.select(found, anchor: screenSize == nil ? .nearest : selectionAnchor, in: context)
    }

    /// Where `--anchor` puts the item `--select` found.
    private var selectionAnchor: ScrollAnchor {
        switch options.anchor {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        }
    }
}
