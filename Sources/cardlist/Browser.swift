import CardListCore
import CardListOptions
import Pictures
import Rows
import Terminal

/// The interactive list: reads items in the background, runs the full-screen session, and
/// prints the choice after the terminal is restored.
///
/// The loop feeds ``BrowserModel`` with what the ``Screen`` reports and what the background
/// work hands back (already as ``BrowserModel/Message``s), carries out the effects it
/// answers with (a search, the name index, the pane's and the bindings' commands, thumbnails
/// to decode), and draws
/// frames with ``BrowserView``. Everything the screen depends on is in the model; the loop
/// keeps only the resources that carry out its effects (the threads' queue, the commands'
/// processes, the thumbnails' decoder) and the caches frames are drawn with, which spare
/// work and decide nothing.
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
    /// Rows drawn in earlier frames, for the model's ``RowLook``.
    private let drawnRows = DrawnRows()
    /// Thumbnails for the cards' image boxes; nil when pictures cannot or should not show.
    var thumbnails: ThumbnailLoader?
    let imageLocator: ImageLocator
    /// The record of the item the detail view shows, read once per item.
    private let detailRecords = DetailRecordCache()
    private let environment: [String: String]
    /// `--history`: where the query chosen with is added once the list has ended.
    let historyFile: HistoryFile?
    /// The preview pane's commands (with `--preview`, or once a `--bind` action such as
    /// `change-preview` gives the pane one), started and stopped as the model asks.
    let previews: PreviewRunner
    /// Whether a pane command started since the loop last looked: the next frame waits
    /// briefly for its first output.
    var previewStarted = false
    /// Whether the screen's wait for input also ends on the pane's output: only once the
    /// pane has a command, so a list without one waits on the terminal alone.
    private var previewWakes = false
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
        start = clock.now
        self.environment = environment
        imageLocator = ImageLocator(options: options)
        previews = PreviewRunner(environment: environment)
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
                if try absorbQueue().came { break }
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
        if options.preview != nil {
            session.wake(on: previews.wakeDescriptor)
            previewWakes = true
        }
        let action: ListAction
        do {
            action = try loop(in: session)
        } catch {
            previews.stopAll()
            commands.stopAll()
            session.end()
            throw error
        }
        // No command outlives the list.
        previews.stopAll()
        commands.stopAll()
        session.end()
        if let failed = becomeIfAsked() { return failed }
        return finish(with: action)
    }

    private var now: Duration { clock.now - start }

    private func loop(in session: any Screen) throws -> ListAction {
        var needsDraw = true
        var undrawnSince: Duration?
        var tablesPrepared = false
        // Made once: what it holds stays the same while the list runs, and making it for
        // each frame copied all the options.
        let view = BrowserView(options: options, rows: drawnRows, thumbnails: thumbnails, imageLocator: imageLocator,
                               detailRecords: detailRecords)
        if let action = try perform(model.update(.opened(session.size, session.clusterWidths)), on: session, needsDraw: &needsDraw) {
            return action
        }
        if let fitted = adaptiveHeight(for: session.size) {
            session.fit(height: fitted)
            _ = try perform(model.update(.input(.resize(width: session.size.width, height: session.size.height), at: now)), on: session, needsDraw: &needsDraw)
        }
        while true {
            let absorbed = try absorbQueue(on: session)
            if absorbed.came { needsDraw = true }
            // What the input's events asked for (`load:accept`, `load:reload(…)`).
            if let action = absorbed.ending { return action }
            for message in commands.takeMessages() {
                if let action = try perform(model.update(message), on: session, needsDraw: &needsDraw) { return action }
            }
            if thumbnails?.takeFinished() == true, let action = try perform(model.update(.picturesDecoded), on: session, needsDraw: &needsDraw) {
                return action
            }
            // A command asked for by a key started before that key's frame (``Effect/runPreview(_:)``),
            // and a quick one's output goes into that frame.
            if !previewWakes, model.askedPreview != nil {
                session.wake(on: previews.wakeDescriptor)
                previewWakes = true
            }
            if previewStarted, needsDraw { previews.waitForQuickOutput() }
            previewStarted = false
            if let message = previews.takeMessage(), let action = try perform(model.update(message), on: session, needsDraw: &needsDraw) {
                return action
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
                let frame = model.inPlace { view.frame(of: $0, size: session.size) }
                session.draw(frame.canvas)
                queue.resumeReading()
                needsDraw = false
                // What the frame showed, told once it is out; the model answers with the
                // pictures it drew placeholders for and then the thumbnails of the cards
                // next to the screen, all handed to the decoders now.
                let drawn = BrowserModel.Message.drawn(laidOut: frame.laidOut, detailMaximumOffset: frame.detailMaximumOffset,
                                                       missingPictures: frame.missingPictures)
                if let action = try perform(model.update(drawn), on: session, needsDraw: &needsDraw) { return action }
                thumbnails?.startRequests()
                if !tablesPrepared {
                    // While the person reads the first frame, not on their first key.
                    KeyBindings.prepareTables()
                    tablesPrepared = true
                }
            }
            // A search's results end the wait as they arrive, unless a pane's command has
            // the wait's descriptor (then they are looked for every millisecond).
            let resultsWake = !previewWakes && model.state?.isSearching == true && queue.wakeDescriptor != nil
            if !previewWakes { session.wake(on: resultsWake ? queue.wakeDescriptor : nil) }
            let outputWakes = previewWakes && previews.wakeDescriptor != nil, waitStarts = now
            var timeout = model.inPlace { $0.readTimeout(at: waitStarts, outputWakes: outputWakes, resultsWake: resultsWake) }
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
}
