import CardListCore
import CardListOptions
import Glibc
import Items
import Pictures
import Rows
import Search
import Terminal

/// `--print`: renders every item to stdout as it would look in the list, no terminal needed.
///
/// It honours what shapes the list: `--style` (or the style the input opens in),
/// `--query` (only matching items, highlighted in colour), `--header`, `--header-lines`,
/// `--ansi`, `--tabstop` and `--tac` (the last item first: then printed once all are read).
struct PrintCommand {
    let options: Options
    let environment: [String: String]

    func run() throws -> Int32 {
        let width = options.width ?? Self.terminalWidth() ?? environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
        var charset = DisplayCapabilities.charset(ascii: options.ascii)
        if charset.repertoire == .unicode, isatty(STDOUT_FILENO) == 1 {
            // Written to a terminal: measure emoji sequences as that terminal draws them.
            charset = charset.with(TerminalProbe.runOnControllingTerminal().clusterWidths)
        }
        let usesColor = DisplayCapabilities.printsColor(options.color, environment: environment)
        // The same matcher as `--filter` and the list: `--exact` and `--search` apply.
        let matcher = options.query.map { SearchSettings(options: options).matcher(for: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        var renderer = PrintRenderer(
            width: min(width, Options.maximumWidth),
            rows: ItemRows(style: options.style, options: options, matcher: matcher, charset: charset),
            charset: charset,
            usesColor: usesColor
        )
        if options.images, usesColor, charset.repertoire == .unicode {
            // Thumbnails in 24-bit colour, made as each card is printed.
            let locator = ImageLocator(options: options)
            let settings = ImageLocator.settings(for: options, colors: .trueColor)
            renderer.rows.picture = { image in ThumbnailLoader.thumbnail(of: locator.path(of: image), settings: settings) }
        }
        var printedHeader = false
        func printHeader(_ lines: [String]) {
            guard !printedHeader else { return }
            printedHeader = true
            let header = options.header.map { HeaderText.header($0, options: options, charset: charset).lines } ?? []
            let texts = header + lines.map { HeaderText.text(of: $0, options: options, charset: charset) }
            if !texts.isEmpty { StandardStream.output(renderer.headerLines(texts)) }
        }
        var choosesStyle = !options.styleIsExplicit
        var printed = 0
        // `--tac`: each chunk's items, last chunk first once all are read.
        var reversedChunks: [[Item]] = []
        // Started for the first chunk with more than one batch of items.
        var helper: PrintHelper?
        let totals = try ItemStream(options: options).read(header: printHeader) { segment in
            printHeader([])
            if choosesStyle {
                choosesStyle = false
                renderer.style = options.style(forPlainLines: segment.isPlainText)
            }
            var bytes: [UInt8] = []
            // Lines print about as many bytes as they hold: a chunk's go out in one write.
            if renderer.style == .line, matcher == nil, !options.ansi, !options.tac {
                renderer.render(segment, indices: 0..<segment.count, into: &bytes)
                printed += segment.count
                StandardStream.output(bytes: bytes)
                return
            }
            var store = ItemStore()
            store.append(segment)
            // In input order, reversed with `--tac` (the matcher reverses its matches).
            let shown = matcher.map { store.matches(of: $0, in: store.indices) }
                ?? (options.tac ? Array(store.indices.reversed()) : Array(store.indices))
            printed += shown.count
            if options.tac {
                reversedChunks.append(shown.map { options.ansi ? store.displayItem($0) : store[$0] })
                return
            }
            // A few items at a time: a chunk of short lines can make hundreds of megabytes
            // of cards, which are written as they are drawn rather than held. With a helper,
            // it draws every second batch while this thread draws the one before.
            let ansi = options.ansi, per = Self.itemsPerWrite
            // Not with thumbnails, whose decoding libraries are opened on first use.
            if helper == nil, shown.count > per, renderer.rows.picture == nil { helper = PrintHelper.ifUseful() }
            var start = 0
            while start < shown.count {
                let end = min(shown.count, start + per)
                let later = end..<min(shown.count, end + per)
                if let helper, !later.isEmpty {
                    let drawer = renderer
                    helper.start { [store, shown] bytes in
                        drawer.render(shown[later].lazy.map { ansi ? store.displayItem($0) : store[$0] }, into: &bytes)
                    }
                }
                renderer.render(shown[start..<end].lazy.map { ansi ? store.displayItem($0) : store[$0] }, into: &bytes)
                StandardStream.output(bytes: bytes)
                bytes.removeAll(keepingCapacity: true)
                if let helper, !later.isEmpty {
                    StandardStream.output(bytes: helper.finished())
                    start = later.upperBound
                } else {
                    start = end
                }
            }
        }
        helper?.stop()
        printHeader([])
        for items in reversedChunks.reversed() { StandardStream.output(renderer.render(items)) }
        ReadTotals.reportSkipped(totals.skipped, first: totals.firstSkipped)
        if totals.items == 0 { throw ReadError.empty(file: options.files.first.map { $0 == "-" ? DisplayName.standardInput : DisplayName.sanitized($0) } ?? DisplayName.standardInput) }
        return printed > 0 ? ExitCode.chosen : ExitCode.noMatch
    }

    /// How many items are drawn before what they print is written out.
    static let itemsPerWrite = 256

    /// The width of the terminal on stdout, when stdout is one.
    static func terminalWidth() -> Int? {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
