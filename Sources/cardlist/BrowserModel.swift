import CardListCore
import CardListOptions
import Items
import Rows
import Search

/// Everything the interactive list knows, as one value: the items read so far, the list
/// state, the row style, whether loading goes on, the jump's name index, the `--select`
/// still looking for its item, and the header lines.
///
/// It has no screen size until the screen reports one: before `.opened` there is no list
/// state, only what will go into it (the item `--select` found, the status message).
///
/// It changes only through ``update(_:)``: what the loading thread produced, the screen
/// opening, a clock tick, a key or mouse event and a frame drawn are all ``Message``s, and
/// the answer is the ``Effect``s the caller (``Browser``) carries out: background work
/// (a search, the name index, thumbnails to decode) is asked for that way and answered
/// with a message. Nothing here touches a terminal or starts a thread.
struct BrowserModel {
    let options: Options
    /// The `--expect` key that ended the list, as named there; nil when none did.
    private(set) var endingKey: String?
    private(set) var charset: Charset {
        didSet { rowEnvironment = Self.rowEnvironment(charset: charset, usesColor: usesColor, options: options) }
    }
    let usesColor: Bool
    /// What rows are measured with, made once per charset rather than once per key.
    private(set) var rowEnvironment: RowEnvironment
    /// How the filter searches (from the options; in the background; `toggle-sort` flips
    /// its order).
    var searchSettings: SearchSettings {
        didSet { settingsChanged() }
    }
    /// The prompt before the query: `--prompt`, or what `change-prompt` made it.
    var prompt: String?
    /// The text above the list: `--header`, or what `change-header` made it.
    var header: String? {
        didSet { settingsChanged() }
    }
    /// What the `--bind` events last saw (``BrowserModel+Events``).
    var watch = EventWatch()
    /// The items; a reload replaces them (BrowserModel+Commands).
    internal(set) var items = ItemStore()
    internal(set) var isLoading = true {
        didSet { settingsChanged() }
    }
    /// Invalid records skipped with `--skip-invalid`, known when reading has finished.
    private(set) var skippedCount = 0 {
        didSet { settingsChanged() }
    }
    /// The first record `--skip-invalid` skipped, for the report once the list has ended.
    private(set) var firstSkipped: InputError?
    internal(set) var nameIndex: NameIndex?
    /// How items become rows: the style (chosen from the first items unless `--style` was
    /// given, then cycled by Ctrl-T) and the row options.
    private(set) var rows: ItemRows
    /// The list on screen; nil until the screen opened (``Message/opened(_:_:)``). Only
    /// ``update(_:)`` and what it calls change it (the pane's part in BrowserModel+Preview too).
    var state: ListState?
    /// `--select`, while a better match may still be read.
    var pendingSelection: SelectionSearch?
    /// The `--header-lines` lines, once read, as drawn.
    private(set) var headerLines: [Text] = [] {
        didSet { settingsChanged() }
    }
    /// Whether the row style still waits for the first items to choose it (no `--style`).
    private var choosesStyle: Bool
    /// The item `--select` found, to place at its anchor once the screen has opened and
    /// the `--query` given with it has its first results (it wins over the best match
    /// when it is among them).
    var unplacedSelection: Int?
    /// A status message decided before the screen opened, to show once it has.
    private var unshownMessage: String?
    /// The `--history` queries, oldest first, for Ctrl-P and Ctrl-N once the screen opens;
    /// nil without the option.
    let history: [String]?
    /// The whole screen's size; the list state has the part inside `--border`, `--margin`
    /// and `--padding` (``ScreenFrame/contentRect(in:)``).
    private(set) var screenSize = Size(width: 0, height: 0)
    /// The pane beside the list (`--preview`); nil without one. See BrowserModel+Preview.
    var pane: PreviewPane?
    /// The command the caller is to run for the pane now; nil to run none (and stop one).
    var previewRequest: PreviewRequest?
    /// The id of the pane's command the caller was last asked to run (``Effect/runPreview(_:)``);
    /// nil when none was, or it was asked to stop.
    var askedPreview: Int?
    /// When the pane's next command starts, while the current item changes quickly.
    var previewDue: Duration?
    var wantedPreviewSubject: PreviewPane.Subject?
    var lastPreviewChange: Duration?
    var previewCount = 0
    /// The time of the last message that had one.
    private(set) var lastTime: Duration = .zero
    /// The detail view (F2), while it is open.
    var detail: Detail?
    /// How many commands `--bind` actions asked for: each request's id.
    var commandCount = 0
    /// The reload under way, if any.
    var reload: Reload?
    /// Whether a reload replaced the items: what the input still sends is let go.
    var inputReplaced = false
    /// Grows each time the items are replaced (rows drawn before are for other items).
    var itemGeneration = 0
    /// The actions of a chain after its `transform-query`, run once its command has ended.
    var waitingActions: (id: Int, actions: [BoundAction])?
    /// The search the caller was asked to run (``Effect/startSearch(_:in:sorted:)``), until
    /// its results come or it is cancelled.
    var runningSearch: Int?
    /// What the frames drawn showed, and what the rows drawn depend on (BrowserModel+View).
    var view = DrawnView()

    init(options: Options, charset: Charset, usesColor: Bool, history: [String]? = nil) {
        self.options = options
        self.history = history
        self.charset = charset
        self.usesColor = usesColor
        rowEnvironment = Self.rowEnvironment(charset: charset, usesColor: usesColor, options: options)
        var search = SearchSettings(options: options)
        search.runsInBackground = true
        searchSettings = search
        rows = ItemRows(style: options.style, options: options, charset: charset)
        choosesStyle = !options.styleIsExplicit
        pendingSelection = options.selection.map(SelectionSearch.init)
        prompt = options.prompt
        header = options.header
        pane = options.preview.map { PreviewPane(source: .command($0), window: options.previewWindow) }
    }

    /// Applies `message`, then runs the `--bind` events it caused, and says what the caller
    /// is to do, in order; the pane asks for its command when what it shows changed, and
    /// the search and the pane's command the state wants are started (and the ones they
    /// replaced stopped).
    mutating func update(_ message: Message) -> [Effect] {
        switch message {
        case .tick(let now), .input(_, let now): lastTime = now
        // What a frame showed changes nothing the events or the pane watch.
        case let .drawn(laidOut, detailMaximumOffset, missingPictures):
            return takeDrawnFrame(laidOut: laidOut, detailMaximumOffset: detailMaximumOffset, missingPictures: missingPictures)
        case let .searched(request, _): searchFinished(request)
        default: break
        }
        var effects = fireEvents(after: message, effects: apply(message))
        if pane != nil { refreshPreview(at: lastTime) }
        askForSearch(into: &effects)
        askForPreview(into: &effects)
        return effects
    }

    /// Applies `message` and says what the caller is to do.
    private mutating func apply(_ message: Message) -> [Effect] {
        if inputReplaced, isFromInput(message) { return [] }
        switch message {
        case let .previewOutput(id, bytes, finished):
            return [takePreviewOutput(id: id, bytes: bytes, finished: finished)]
        case let .commandOutput(id, bytes):
            return takeCommandOutput(id: id, bytes: bytes)
        case let .reloadItems(id, segment):
            return [takeReloadItems(id: id, segment: segment)]
        case let .reloadFinished(id, error):
            return [finishReload(id: id, error: error)]
        case let .header(lines):
            headerLines = lines.map { HeaderText.text(of: $0, options: options, charset: charset) }
            // Read after the screen opened: the list area is shorter now.
            let shown = listItems
            state?.keepSelectionInView(in: shown)
            return [.redraw]
        case let .items(segment):
            if choosesStyle {
                choosesStyle = false
                rows.style = options.style(forPlainLines: segment.isPlainText)
                state?.invalidateHeights()
            }
            let first = items.count
            items.append(segment)
            let shown = listItems
            state?.itemsDidChange(in: shown)
            selectPending(in: first..<items.count)
            return [.redraw]
        case let .finished(skipped, first):
            isLoading = false
            skippedCount = skipped
            firstSkipped = first
            if let search = pendingSelection, search.best == nil {
                let message = "no item matches \"\(search.query)\""
                if state != nil { state?.statusMessage = message } else { unshownMessage = message }
            }
            pendingSelection = nil
            return [.startIndexing(items)]
        case let .failed(error):
            return [.fail(error)]
        case let .nameIndex(index):
            nameIndex = index
            return [.redraw]
        case let .searched(request, results):
            let shown = listItems
            state?.applySearch(request, results: results, in: shown)
            placeSelection()
            return [.redraw]
        case let .opened(size, clusterWidths):
            // Lay out with the widths this terminal draws emoji sequences with.
            charset = charset.with(clusterWidths)
            let shown = listItems
            screenSize = size
            var state = ListState(screenSize: areas(in: size).list.size, jumpTimeout: options.jumpTimeout)
            state.settings = listSettings
            state.statusMessage = unshownMessage
            state.screenLayout = options.layout
            state.infoStyle = options.info
            unshownMessage = nil
            state.typingFilters = options.typing == .filter
            state.history = history.map(QueryHistory.init)
            state.bindings = options.bindings
            if options.query != nil || state.typingFilters {
                state.openFilter(in: shown)
                state.setFilterQuery(options.query ?? "", in: shown)
            }
            // `--tac`: the first row is the last item read so far.
            state.itemsDidChange(in: shown)
            self.state = state
            placeSelection()
            return [.redraw]
        case .drawn:
            // Taken in ``update(_:)``.
            return []
        case .picturesDecoded:
            view.picturesDecoded += 1
            return [.redraw]
        case let .tick(now):
            // A pause: the search results the list let go of are freed now, never between
            // a key and its frame (see ``ListState/releaseRetiredResults()``).
            state?.releaseRetiredResults()
            return state?.tick(at: now) == true ? [.redraw] : []
        case let .input(event, now):
            let shown = listItems
            guard state != nil else { return [] }
            if case let .resize(width, height) = event {
                screenSize = Size(width: width, height: height)
                // The pane's command runs again for its new size (as in fzf).
                pane?.shownSubject = nil
                wantedPreviewSubject = nil
            }
            if case let .mouse(mouse) = event, let effect = handleInDetail(mouse) { return [effect] }
            if let effect = handlePaneMouse(event) { return [effect] }
            guard let event = listEvent(for: event) else { return [] }
            // Once a person acts, a `--select` still waiting for the query's results stays unplaced.
            unplacedSelection = nil
            // An `--expect` key chooses as Enter does, whatever the list or the filter line
            // would do with it (as in fzf).
            if case .key(let key) = event, let name = options.expect.name(of: key), !state!.isShowingHelp {
                // With nothing to choose it leaves as Enter does then: nothing printed.
                guard let chosen = state!.chosenItems(in: shown) else { return [.finish(.cancel)] }
                endingKey = name
                return [.finish(.choose(chosen))]
            }
            switch state!.handle(event, at: now, in: shown) {
            case nil:
                return [.redraw]
            case .suspend?:
                return [.suspend]
            case .cycleStyle?:
                let styles = Options.RowStyle.allCases
                rows.style = styles[(styles.firstIndex(of: rows.style)! + 1) % styles.count]
                state?.invalidateHeights()
                let shown = listItems
                state?.keepSelectionInView(in: shown)
                return [.redraw]
            case .toggleDetail?:
                toggleDetail()
                return [.redraw]
            case .redraw?:
                return [.fullRepaint]
            case let .pane(action)?:
                return [handlePaneAction(action)]
            case let .perform(actions)?:
                return run(actions, at: now)
            case let action?:
                return [.finish(action)]
            }
        }
    }

    /// Puts the changed ``listSettings`` into the list state.
    private mutating func settingsChanged() {
        let settings = listSettings
        state?.settings = settings
    }

    /// The query the list ends with, as edited there, or as `--query` gave it.
    var query: String {
        state?.filterQuery ?? options.query ?? ""
    }
}
