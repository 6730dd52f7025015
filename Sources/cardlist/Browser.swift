import CardListCore
import Foundation
import Pictures
import Rows
import Terminal

/// The interactive list: reads items in the background, runs the full-screen session, and
/// prints the choice after the terminal is restored.
final class Browser {
    private let options: Options
    private var charset: Charset
    private let usesColor: Bool
    private let queue = LoadQueue()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    private var items = ItemStore()
    private var isLoading = true
    /// Invalid records skipped with `--skip-invalid`, known when reading has finished.
    private var skippedCount = 0
    private var nameIndex: NameIndex?
    private var rows: ItemRows
    /// Rows drawn in earlier frames, and what they were drawn with.
    private let rowCache = RowCache()
    private var drawnRows: ItemRows
    private var state: ListState
    private var pendingSelection: SelectionSearch?
    /// Thumbnails for the cards' image boxes; nil when pictures cannot or should not show.
    private var thumbnails: ThumbnailLoader?
    private let imageLocator: ImageLocator
    /// The lowest and highest item laid out in the last frame.
    private var laidOut: (lowerBound: Int, upperBound: Int)?

    private let environment: [String: String]
    /// The `--header-lines` lines, once read, as drawn.
    private var headerLines: [Text] = []
    /// Whether the row style still waits for the first items to choose it (no `--style`).
    private var choosesStyle: Bool
    /// Whether the full-screen list was opened (else `--select-1` chose without it).
    private var isSessionOpen = false
    /// The background search running, and how to stop it.
    private var runningSearch: (id: Int, cancel: CancelFlag)?

    init(options: Options, environment: [String: String]) {
        self.options = options
        self.environment = environment
        charset = DisplayCapabilities.charset(ascii: options.ascii)
        usesColor = DisplayCapabilities.browsesInColor(options.color, environment: environment)
        rows = ItemRows(style: options.style, options: options, charset: charset)
        choosesStyle = !options.styleIsExplicit
        drawnRows = rows
        state = ListState(screenSize: Size(width: 80, height: 24), jumpTimeout: options.jumpTimeout)
        pendingSelection = options.selection.map(SelectionSearch.init)
        start = clock.now
        imageLocator = ImageLocator(options: options)
        if options.images, usesColor, charset.repertoire == .unicode {
            thumbnails = ThumbnailLoader(settings: ImageLocator.settings(for: options, colors: .trueColor))
        }
    }

    /// Runs the list until a choice or a way out; returns the exit code.
    func run() throws -> Int32 {
        // Said once the terminal is restored, whichever way the list ends.
        defer { ReadTotals.reportSkipped(skippedCount) }
        queue.startReading(try ItemStream(options: options))
        if options.selectOne || options.exitZero {
            // Decide on the whole input before showing anything.
            while isLoading { queue.wait(timeout: .milliseconds(50)); try absorbQueue() }
            if let code = try answerWithoutSession() { return code }
        } else {
            // Give the first items a moment so the first frame shows them, and a little
            // more so that an input that ends (or fails) right after them never opens the list.
            queue.wait(timeout: .milliseconds(100))
            try absorbQueue()
            let grace = clock.now + .milliseconds(3)
            while isLoading, clock.now < grace {
                queue.wait(timeout: grace - clock.now)
                try absorbQueue()
            }
        }
        var terminalOptions = TerminalOptions(color: usesColor, mouse: options.mouse, colorTerm: environment["COLORTERM"])
        terminalOptions.probesClusterWidths = charset.repertoire == .unicode
        let session = try TerminalSession(options: terminalOptions)
        isSessionOpen = true
        // Lay out with the widths this terminal draws emoji sequences with.
        charset = charset.with(session.clusterWidths)
        state.invalidateHeights()
        // 8 or 16 colours: the placeholder, as without pictures.
        if !session.showsPictures { thumbnails = nil }
        let action: ListAction
        do {
            action = try loop(in: session)
        } catch {
            session.end()
            throw error
        }
        session.end()
        return finish(with: action)
    }

    private var now: Duration { clock.now - start }

    private var context: ListContext {
        let environment = RowEnvironment().with(\.charset, charset).with(\.usesColor, usesColor).with(\.showsSelectionGutter, true)
        return ListContext(
            itemCount: items.count,
            height: { [unowned self] index, width in
                rows.row(for: displayItem(index)).height(forWidth: width, in: environment)
            },
            name: { [unowned self] in items.name(of: $0) },
            haystack: { [unowned self] in ItemText.haystack(of: items[$0]) },
            filter: { [unowned self] matcher, scope in
                switch scope {
                case .items(let range): items.search(matcher, in: range, sorted: options.sorts)
                case .candidates(let candidates): items.search(matcher, among: candidates, sorted: options.sorts)
                }
            },
            search: {
                var search = SearchSettings(options: options)
                search.runsInBackground = true
                return search
            }(),
            firstItemWithFoldedPrefix: { [unowned self] prefix, range in items.firstItem(withFoldedPrefix: prefix, in: range) },
            nameIndex: nameIndex,
            allowsMultipleSelection: options.multi,
            hasHeader: options.header != nil,
            isLoading: isLoading,
            skippedCount: skippedCount
        ).with(headerLineCount: headerLines.count)
    }

    /// Item `index` as drawn: with `--ansi`, its fields as read, escapes included.
    private func displayItem(_ index: Int) -> Item {
        options.ansi ? items.displayItem(index) : items[index]
    }

    private func loop(in session: TerminalSession) throws -> ListAction {
        state.resize(to: session.size, in: context)
        if let query = options.query {
            state.openFilter(in: context)
            state.setFilterQuery(query, in: context)
        }
        var needsDraw = true
        while true {
            if try absorbQueue() { needsDraw = true }
            startSearchIfNeeded()
            if thumbnailsFinished() { needsDraw = true }
            if needsDraw {
                session.draw(frame(size: session.size))
                needsDraw = false
                // The pictures this frame asked for are decoded only now that it is out,
                // then those of the cards next to the screen.
                prefetchNearbyThumbnails()
                thumbnails?.startRequests()
            }
            guard let event = session.readEvent(timeout: readTimeout) else {
                if state.tick(at: now) { needsDraw = true }
                continue
            }
            needsDraw = true
            switch state.handle(event, at: now, in: context) {
            case .none:
                continue
            case .suspend?:
                session.suspend()
            case .cycleStyle?:
                let styles = Options.RowStyle.allCases
                rows.style = styles[(styles.firstIndex(of: rows.style)! + 1) % styles.count]
                state.invalidateHeights()
                state.resize(to: session.size, in: context)
            case .redraw?:
                session.setNeedsFullRepaint()
            case let action?:
                return action
            }
        }
    }

    /// Starts the search the state asks for, stopping an older one still running.
    private func startSearchIfNeeded() {
        guard let request = state.pendingSearch else {
            runningSearch?.cancel.set()
            runningSearch = nil
            return
        }
        guard runningSearch?.id != request.id else { return }
        runningSearch?.cancel.set()
        let cancel = CancelFlag()
        runningSearch = (request.id, cancel)
        queue.startSearch(request, in: items, sorted: options.sorts, cancel: cancel)
    }

    /// How long to wait for a key: briefly while loading, until the jump prefix expires, or forever.
    private var readTimeout: Int {
        if state.isSearching { return 5 }
        // While loading, wake often enough that new items and the end of loading show at once.
        if isLoading { return 10 }
        // Thumbnails on their way: look for finished ones often, so each shows at once.
        if thumbnails?.isBusy == true { return 5 }
        if nameIndex == nil { return 30 }
        if let deadline = state.typeAhead.deadline {
            let left = deadline - now
            return max(1, left.wholeMicroseconds / 1000 + 1)
        }
        return -1
    }

    private func frame(size: Size) -> Canvas {
        laidOut = nil
        var itemRows = rows
        itemRows.matcher = state.matcher(in: context).flatMap { $0.isEmpty ? nil : $0 }
        if let thumbnails {
            let locator = imageLocator
            // Only the cards laid out (the visible ones) ask: nothing here grows with the item count.
            itemRows.picture = { image in thumbnails.picture(for: locator.path(of: image)) ?? nil }
        }
        if itemRows.style != drawnRows.style || itemRows.matcher != drawnRows.matcher {
            rowCache.invalidate()
            drawnRows = itemRows
        }
        var layout = ListLayout(
            header: options.header.map { HeaderText.text(of: $0, options: options, charset: charset).withDefault(Style(.bold)) },
            charset: charset,
            usesColor: usesColor
        ) { [unowned self] index, _ in
            laidOut = laidOut.map { (min($0.lowerBound, index), max($0.upperBound, index)) } ?? (index, index)
            return rowCache.row(item: index) { itemRows.row(for: self.displayItem(index)) }
        }
        layout.headerLines = headerLines
        layout.prompt = options.prompt ?? layout.prompt
        layout.showsMouseHelp = options.mouse
        return layout.render(state, size: size, in: context)
    }

    /// Queues the pictures of the two cards after the screen and the one before it, so
    /// they are ready when the list moves there (unfiltered card lists only).
    private func prefetchNearbyThumbnails() {
        guard let thumbnails, rows.style == .card, state.filteredItems == nil, let (low, high) = laidOut else { return }
        for index in [high + 1, high + 2, low - 1] where items.indices.contains(index) {
            if let image = items[index].image { thumbnails.prefetch(imageLocator.path(of: image)) }
        }
    }

    /// Whether thumbnails finished since the last frame; the rows drawn with their
    /// placeholders are drawn again.
    private func thumbnailsFinished() -> Bool {
        guard let thumbnails, thumbnails.takeFinished() else { return false }
        rowCache.invalidate()
        return true
    }

    /// Takes in what the background threads produced; returns whether anything changed.
    @discardableResult
    private func absorbQueue() throws -> Bool {
        let events = queue.drain()
        guard !events.isEmpty else { return false }
        var added = false
        for event in events {
            switch event {
            case let .header(lines):
                headerLines = lines.map { HeaderText.text(of: $0, options: options, charset: charset) }
                state.resize(to: state.screenSize, in: context)
            case let .items(segment):
                if choosesStyle {
                    choosesStyle = false
                    rows.style = options.style(forPlainLines: segment.isPlainText)
                    state.invalidateHeights()
                }
                let first = items.count
                items.append(segment)
                added = true
                selectPending(in: first..<items.count)
            case let .finished(skipped):
                isLoading = false
                skippedCount = skipped
                queue.startIndexing(items)
                if let search = pendingSelection, search.best == nil {
                    state.statusMessage = "no item matches \"\(search.query)\""
                }
                pendingSelection = nil
            case let .failed(message):
                throw LoadError(message: message)
            case let .nameIndex(index):
                nameIndex = index
            case let .searched(request, results):
                if runningSearch?.id == request.id { runningSearch = nil }
                state.applySearch(request, results: results, in: context)
            }
        }
        if added { state.itemsDidChange(in: context) }
        return true
    }

    /// Selects the item `--select` means among those read so far (``SelectionSearch``):
    /// a better match read later replaces an earlier one until an exact name is found.
    private func selectPending(in range: Range<Int>) {
        guard var search = pendingSelection else { return }
        let changed = search.consider(range) { items.name(of: $0) }
        pendingSelection = search.isSettled ? nil : search
        guard changed, let found = search.best else { return }
        let anchor: ScrollAnchor = switch options.anchor {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        }
        state.select(found, anchor: anchor, in: context)
    }

    /// `--select-1` and `--exit-0`, decided on the whole input: an exit code, or nil to open the list.
    private func answerWithoutSession() throws -> Int32? {
        let matcher = SearchSettings(options: options).matcher(for: options.query ?? "")
        let matches = items.matches(of: matcher, in: items.indices.prefix(matcher.isEmpty ? 2 : items.count))
        if matches.isEmpty && options.exitZero { return ExitCode.nothingChosen }
        if matches.count == 1 && options.selectOne { return finish(with: .choose(matches)) }
        return nil
    }

    /// Prints the choice (after the terminal was restored) and gives the exit code.
    private func finish(with action: ListAction) -> Int32 {
        switch action {
        case let .choose(indices):
            let writer = ChoiceWriter(options: options)
            var output: [UInt8] = options.printQuery ? writer.queryLine(isSessionOpen ? state.filterQuery : options.query ?? "") : []
            for index in indices.sorted() where items.indices.contains(index) {
                output += writer.bytes(for: items[index], inputFormat: format(of: index))
            }
            StandardStream.output(bytes: output)
            return ExitCode.chosen
        case .interrupt:
            return ExitCode.interrupted
        default:
            return ExitCode.nothingChosen
        }
    }

    private func format(of index: Int) -> InputFormat? {
        items.format(of: index)
    }
}

/// Reading the input failed after the list was opened.
struct LoadError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
