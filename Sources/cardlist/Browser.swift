import CardListCore
import CardListOptions
import Pictures
import Rows
import Terminal

/// The interactive list: reads items in the background, runs the full-screen session, and
/// prints the choice after the terminal is restored.
///
/// The loop feeds ``BrowserModel`` with what the loading threads produce and what the
/// ``Screen`` reports, and carries out the effects it answers with. The list's state is in
/// the model; the loop itself still keeps the view caches a frame is drawn from (the rows
/// drawn and laid out, the thumbnails) and the running search's cancel flag.
final class Browser {
    let options: Options
    let queue = LoadQueue()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// Where the choice goes once the screen has ended: stdout.
    let writeOutput: ([UInt8]) -> Void
    /// How long keys typed ahead may keep a frame from being drawn.
    private let typeAheadLimit: Duration

    var model: BrowserModel
    /// Rows drawn in earlier frames, and what they were drawn with.
    let rowCache = RowCache()
    private var drawnRows: ItemRows
    /// The items the cached rows were drawn from (a reload replaces them).
    private var drawnGeneration = 0
    /// Thumbnails for the cards' image boxes; nil when pictures cannot or should not show.
    var thumbnails: ThumbnailLoader?
    let imageLocator: ImageLocator
    /// The record of the item the detail view shows, read once per item.
    let detailRecords = DetailRecordCache()
    /// The lowest and highest item laid out in the last frame.
    var laidOut: (lowerBound: Int, upperBound: Int)?
    private let environment: [String: String]
    /// The background search running, and how to stop it.
    var runningSearch: (id: Int, cancel: CancelFlag)?
    /// `--history`: where the query chosen with is added once the list has ended.
    let historyFile: HistoryFile?
    /// The preview pane's commands: made with `--preview`, or when a `--bind` action first
    /// gives the pane a command (`change-preview`); nil until then.
    private var previews: PreviewRunner?
    /// The commands `--bind` actions run (Browser+Commands).
    let commands: CommandRunner
    /// The `become` command to run once the terminal is restored.
    var becomeRequest: CommandRequest?

    /// A list for `options`; `history` is the `--history` file opened and its queries.
    init(options: Options, environment: [String: String], history: (file: HistoryFile, entries: [String])? = nil,
         typeAheadLimit: Duration = .milliseconds(30),
         writeOutput: @escaping ([UInt8]) -> Void = { StandardStream.output(bytes: $0) }) {
        self.options = options
        historyFile = history?.file
        self.typeAheadLimit = typeAheadLimit
        self.writeOutput = writeOutput
        model = BrowserModel(
            options: options,
            charset: DisplayCapabilities.charset(ascii: options.ascii),
            usesColor: DisplayCapabilities.browsesInColor(options.color, environment: environment),
            history: history?.entries
        )
        drawnRows = model.rows
        start = clock.now
        self.environment = environment
        imageLocator = ImageLocator(options: options)
        previews = options.preview == nil ? nil : PreviewRunner(environment: environment)
        commands = CommandRunner(environment: environment)
        if options.images, model.usesColor, model.charset.repertoire == .unicode {
            thumbnails = ThumbnailLoader(settings: ImageLocator.settings(for: options, colors: .trueColor))
        }
    }

    /// Runs the list on the terminal until a choice or a way out; returns the exit code.
    func run() throws -> Int32 {
        if options.isInline { return try run { try InlineSession(options: $0, rows: inlineRows) } }
        return try run { try TerminalSession(options: $0) }
    }

    /// Runs the list on the screen `openScreen` opens (when the list is to be shown at all)
    /// until a choice or a way out; returns the exit code.
    func run(openScreen: (TerminalOptions) throws -> any Screen) throws -> Int32 {
        // Said once the terminal is restored, whichever way the list ends.
        defer { ReadTotals.reportSkipped(model.skippedCount, first: model.firstSkipped) }
        queue.startReading(try ItemStream(options: options))
        if options.selectOne || options.exitZero {
            // Decide on the whole input before showing anything.
            while model.isLoading { queue.wait(timeout: .milliseconds(50)); try absorbQueue() }
            if let action = model.answerWithoutScreen() {
                return finish(with: action)
            }
        } else if options.height?.isAdaptive == true, options.isInline {
            // `~`: the height is decided once enough items came to fill it, or all did (as in fzf).
            try waitForAdaptiveHeight()
        } else {
            // Give the first items a moment so the first frame shows them, and a little
            // more for what the reader says next, so that an input that ends (or fails)
            // right after them never opens the list, even on a busy machine. More items
            // mean a long input: the list opens at once.
            queue.wait(timeout: .milliseconds(100))
            try absorbQueue()
            let grace = clock.now + .milliseconds(30)
            while model.isLoading, clock.now < grace {
                queue.wait(timeout: grace - clock.now)
                if try absorbQueue() { break }
            }
        }
        // The reader waits while the screen opens and the first frame is drawn.
        queue.pauseReading()
        defer { queue.resumeReading() }
        var terminalOptions = TerminalOptions(color: model.usesColor, mouse: options.mouse, colorTerm: environment["COLORTERM"])
        terminalOptions.probesClusterWidths = model.charset.repertoire == .unicode
        let session = try openScreen(terminalOptions)
        // 8 or 16 colours: the placeholder, as without pictures.
        if !session.showsPictures { thumbnails = nil }
        session.wake(on: previews?.wakeDescriptor)
        let action: ListAction
        do {
            action = try loop(in: session)
        } catch {
            previews?.stopAll()
            commands.stopAll()
            session.end()
            throw error
        }
        // No command outlives the list.
        previews?.stopAll()
        commands.stopAll()
        session.end()
        if let failed = becomeIfAsked() { return failed }
        return finish(with: action)
    }

    private var now: Duration { clock.now - start }

    private func loop(in session: any Screen) throws -> ListAction {
        var needsDraw = true
        var undrawnSince: Duration?
        if let action = try perform(model.update(.opened(session.size, session.clusterWidths)), on: session, needsDraw: &needsDraw) {
            return action
        }
        if let fitted = adaptiveHeight(for: session.size) {
            session.fit(height: fitted)
            _ = try perform(model.update(.input(.resize(width: session.size.width, height: session.size.height), at: now)), on: session, needsDraw: &needsDraw)
        }
        while true {
            if try absorbQueue() { needsDraw = true }
            // Commands the input's events asked for (`load:reload(…)`), run now that the screen is at hand.
            if !model.commandRequests.isEmpty, let action = try perform(.none, on: session, needsDraw: &needsDraw) { return action }
            for message in commandMessages() {
                if let action = try perform(model.update(message), on: session, needsDraw: &needsDraw) { return action }
            }
            startSearchIfNeeded()
            if thumbnailsFinished() { needsDraw = true }
            if previews == nil, model.previewRequest != nil {
                previews = PreviewRunner(environment: environment)
                session.wake(on: previews?.wakeDescriptor)
            }
            if let previews {
                // A command asked for by a key starts before that key's frame, and a quick
                // one's output goes into that frame.
                if previews.run(model.previewRequest), needsDraw { previews.waitForQuickOutput() }
                if let output = previews.takeOutput(),
                   let action = try perform(model.update(.previewOutput(id: output.id, bytes: output.bytes, finished: output.finished)), on: session, needsDraw: &needsDraw) {
                    return action
                }
            }
            if needsDraw, let event = keyTypedAhead(on: session, undrawnSince: &undrawnSince) {
                // Keys typed faster than frames are drawn (a burst, a paste) are taken in
                // first: one frame answers them all.
                if let action = try perform(model.update(.input(event, at: now)), on: session, needsDraw: &needsDraw) {
                    return action
                }
                continue
            }
            undrawnSince = nil
            if needsDraw {
                session.draw(frame(size: session.size))
                queue.resumeReading()
                needsDraw = false
                // The pictures this frame asked for are decoded only now that it is out,
                // then those of the cards next to the screen.
                prefetchNearbyThumbnails()
                thumbnails?.startRequests()
            }
            var timeout = model.readTimeout(at: now, outputWakes: previews?.wakeDescriptor != nil)
            // Thumbnails on their way: look for finished ones often, so each shows at once.
            if !model.isLoading, thumbnails?.isBusy == true { timeout = 5 }
            // A command's result on its way: looked for as a preview's is.
            if commands.isBusy { timeout = timeout < 0 ? BrowserModel.previewPollInterval : min(timeout, BrowserModel.previewPollInterval) }
            let message: BrowserModel.Message = if let event = session.readEvent(timeout: timeout) {
                .input(event, at: now)
            } else {
                .tick(at: now)
            }
            if let action = try perform(model.update(message), on: session, needsDraw: &needsDraw) {
                return action
            }
        }
    }

    /// An event typed already while a frame waits to be drawn, for at most
    /// ``typeAheadLimit`` after the first change the frame would show; nil when none is.
    private func keyTypedAhead(on session: any Screen, undrawnSince: inout Duration?) -> InputEvent? {
        let now = now
        let since = undrawnSince ?? now
        guard now - since < typeAheadLimit, let event = session.readEvent(timeout: 0) else { return nil }
        undrawnSince = since
        return event
    }

    /// Carries out `effect`; returns the action that ends the list, if it is one.
    func perform(_ effect: BrowserModel.Effect, on session: (any Screen)?, needsDraw: inout Bool) throws -> ListAction? {
        // Without the screen (items taken in between frames) they wait for the next call with it.
        if let session, !model.commandRequests.isEmpty {
            needsDraw = true
            if let ending = runCommandRequests(model.takeCommandRequests(), on: session) { return ending }
        }
        switch effect {
        case .none:
            break
        case .redraw:
            needsDraw = true
        case let .startIndexing(items):
            queue.startIndexing(items)
            needsDraw = true
        case .fullRepaint:
            session?.setNeedsFullRepaint()
            needsDraw = true
        case .suspend:
            session?.suspend()
            needsDraw = true
        case .runCommands:
            needsDraw = true
        case let .finish(action):
            return action
        case let .fail(error):
            throw error
        }
        return nil
    }


    private func frame(size: Size) -> Canvas {
        laidOut = nil
        var itemRows = model.rows
        // Drawn only once the screen opened, which gives the model its list state.
        guard let state = model.state else { return Canvas(size: size) }
        itemRows.matcher = state.shownMatcher
        if let thumbnails {
            let locator = imageLocator
            // Only the cards laid out (the visible ones) ask: nothing here grows with the item count.
            itemRows.picture = { image in thumbnails.picture(for: locator.path(of: image)) ?? nil }
        }
        if itemRows.style != drawnRows.style || itemRows.matcher != drawnRows.matcher || model.itemGeneration != drawnGeneration {
            rowCache.invalidate()
            drawnRows = itemRows
            drawnGeneration = model.itemGeneration
        }
        // What the rows need, and not the whole model: copying it for the closure would
        // retain everything it holds, once per frame.
        let items = model.items, ansi = options.ansi
        var layout = ListLayout(
            header: model.header.map { HeaderText.header($0, options: options, charset: model.charset) },
            charset: model.charset,
            usesColor: model.usesColor
        ) { [unowned self] index in
            laidOut = laidOut.map { (min($0.lowerBound, index), max($0.upperBound, index)) } ?? (index, index)
            return rowCache.row(item: index) { itemRows.row(for: ansi ? items.displayItem(index) : items[index]) }
        }
        layout.headerLines = model.headerLines
        layout.prompt = model.prompt ?? layout.prompt
        layout.showsMouseHelp = options.mouse
        layout.theme = options.theme
        layout.headerFirst = options.headerFirst
        layout.marks = GutterMarks(options: options, charset: model.charset)
        let frame = options.frame
        guard !frame.isEmpty || model.pane != nil || model.detail != nil else { return layout.render(state, size: size, in: model.listItems) }
        let (list, paneRect) = model.areas(in: size)
        var canvas = Canvas(size: size)
        let borderStyle = model.usesColor ? options.theme.border ?? .plain : .plain
        frame.drawBorder(into: &canvas, charset: model.charset, style: borderStyle)
        canvas.draw(layout.render(state, size: list.size, in: model.listItems), x: list.x, y: list.y)
        if model.detail != nil, let paneRect {
            // The detail view takes the pane's place (F2), with or without a --preview command.
            if let maximumOffset = drawDetail(into: &canvas, pane: paneRect, borderStyle: borderStyle) {
                _ = model.update(.detailDrawn(maximumOffset: maximumOffset))
            }
        } else if let pane = model.pane, let paneRect {
            canvas.draw(PreviewLayout.render(pane, size: paneRect.size, charset: model.charset, borderStyle: borderStyle), x: paneRect.x, y: paneRect.y)
        }
        return canvas
    }
}
