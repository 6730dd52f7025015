import CardListCore
import CardListOptions
import Glibc
import Items

/// Reads every input named on the command line (or stdin) into items, batch by batch.
struct ItemStream: Sendable {
    let sources: [ChunkedInput]
    let reader: ItemReader
    /// `--header-lines`: how many of the first records are a header, not items.
    let headerLineCount: Int
    /// `--ansi`: escape sequences are removed from the fields lists show and search.
    let stripsEscapes: Bool
    /// `--with-nth` and `--delimiter`: the fields shown of each item.
    let shownFields: FieldList?
    let delimiter: FieldDelimiter

    /// The inputs `options` names: its FILE arguments, or stdin when there are none; with
    /// stdin a terminal, the output of `CARDLIST_DEFAULT_COMMAND` or else the walker's.
    ///
    /// - Throws: ``NoInputError`` when no file is given and stdin is a terminal.
    init(options: Options) throws {
        var readsWalker = false // the walker or the default command: lines, as in fzf
        if options.files.isEmpty {
            if isatty(STDIN_FILENO) == 0 {
                sources = [ChunkedInput(path: nil)]
            } else if let command = Self.variable(DefaultCommand.variable) {
                // No input, and a command to list the items instead of the walker.
                guard let output = DefaultCommand.start(command, shell: Self.variable("SHELL")) else { throw NoInputError() }
                sources = [output]
                readsWalker = true
            } else {
                // No input: the files under the current directory, as fzf's walker lists them.
                guard let walk = FileWalker(settings: options.walker).startAsInput() else { throw NoInputError() }
                sources = [walk]
                readsWalker = true
            }
        } else {
            let raw = Self.rawFileArguments(for: options.files)
            sources = zip(options.files, raw).map { ChunkedInput(pathBytes: $0 == "-" ? nil : $1) }
        }
        // The walker with `details` gives JSON Lines (see FileWalker.jsonLine).
        let walkerFormat: InputFormat = options.walker.details && sources.first?.displayName == DisplayName.walker ? .jsonl : .lines
        reader = ItemReader(format: options.inputFormat ?? (readsWalker ? walkerFormat : nil), mapping: options.fieldMapping, skipInvalid: options.skipInvalid)
        headerLineCount = options.headerLines
        stripsEscapes = options.ansi
        shownFields = options.withNth
        delimiter = options.delimiter
    }

    /// The value of the environment variable `name`, or nil when it is unset or empty.
    private static func variable(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    /// The bytes of each file argument as the process received them: `CommandLine.arguments`
    /// replaces invalid UTF-8, which would name another file. Each file is matched, in
    /// order, to the next raw argument that decodes to it (files from the defaults
    /// variable match none and keep their UTF-8).
    static func rawFileArguments(for files: [String]) -> [[UInt8]] {
        let raw = (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))) }
        }
        var next = 0
        return files.map { file in
            guard let found = raw[next...].firstIndex(where: { String(decoding: $0, as: UTF8.self) == file }) else {
                return Array(file.utf8)
            }
            next = found + 1
            return raw[found]
        }
    }

    /// Reads all inputs in order, handing each batch of items, stored compactly, to `body`
    /// as soon as it is decoded; positions run on across inputs. Returns how many items
    /// were read and how many invalid records `--skip-invalid` skipped. The names of the
    /// first `--header-lines` records go to `header` once taken (before any item), never
    /// to `body`.
    ///
    /// - Throws: ``ReadError`` for a file or content problem, or what `body` throws.
    @discardableResult
    func read(chunkSize: Int = 1 << 20, firstChunkSize: Int? = nil, header: ((_ lines: [String]) throws -> Void)? = nil,
              _ body: (_ segment: ItemSegment) throws -> Void) throws -> ReadTotals {
        var position = 0
        var skipped = 0
        var firstSkipped: InputError?
        // The header is the first records that would be items, across the inputs in order.
        var headerWanted = headerLineCount
        var headerNames: [String] = []
        var headerPending = headerLineCount > 0
        func deliverHeader() throws {
            guard headerPending else { return }
            headerPending = false
            try header?(headerNames)
        }
        func deliver(_ segment: ItemSegment) throws {
            let shown = shownFields.map { segment.showingFields($0, delimiter: delimiter, indexOffset: headerLineCount) } ?? segment
            try body(stripsEscapes ? shown.strippingEscapes() : shown)
        }
        /// A header line of plain text as `--with-nth` shows it.
        func shown(_ names: [String], format: InputFormat?) -> [String] {
            guard let shownFields, format == .lines || format == .nul else { return names }
            if let template = shownFields.template {
                return names.enumerated().map { offset, name in
                    let index = headerNames.count + offset
                    return String(decoding: template.shown(Array(name.utf8), delimiter: delimiter, index: index), as: UTF8.self)
                }
            }
            guard !shownFields.ranges.isEmpty, !shownFields.names.contains("name") else { return names }
            let selection = FieldSelection(ranges: shownFields.ranges, delimiter: delimiter)
            return names.map(selection.joined)
        }
        for source in sources {
            var decoder = ItemDecoder(
                format: reader.format ?? source.path.flatMap(InputFormat.init(fileName:)),
                fileName: source.displayName,
                mapping: reader.mapping,
                skipInvalid: reader.skipInvalid,
                firstPosition: position,
                headerCount: headerPending ? headerWanted : 0
            )
            let spares = SpareBuffers(capacity: chunkSize + 4096)
            decoder.spares = spares
            func pass(_ segment: ItemSegment) throws {
                if headerPending, decoder.isHeaderComplete {
                    headerNames += shown(decoder.header, format: decoder.format)
                    try deliverHeader()
                }
                if !segment.isEmpty { try deliver(segment) }
            }
            do {
                try source.forEachChunk(size: chunkSize, firstSize: firstChunkSize, readAhead: true, spares: spares) { chunk in
                    try pass(try decoder.feedSegment(chunk))
                }
                try pass(try decoder.finishSegment())
            } catch let error as InputError {
                throw ReadError.input(error)
            }
            if headerPending {
                headerNames += shown(decoder.header, format: decoder.format)
                headerWanted -= decoder.header.count
            }
            position += decoder.itemCount
            skipped += decoder.skippedCount
            firstSkipped = firstSkipped ?? decoder.firstSkipped
        }
        try deliverHeader()
        return ReadTotals(items: position, skipped: skipped, firstSkipped: firstSkipped)
    }
}

/// What reading every input gave: the items kept and the invalid records skipped.
struct ReadTotals: Sendable {
    var items: Int
    var skipped: Int
    /// The first skipped record: where it was and why it was invalid.
    var firstSkipped: InputError?

    /// Writes the one line that says how many records `--skip-invalid` skipped, if any,
    /// and where the first was: `skipped 2 invalid records; the first, <stdin>:2:1: record has no 'name'`.
    static func reportSkipped(_ skipped: Int, first: InputError?) {
        guard skipped > 0 else { return }
        let location = first.map { "; the first, \($0)" } ?? ""
        StandardStream.error("skipped \(skipped) invalid record\(skipped == 1 ? "" : "s")" + location)
    }
}

/// No FILE was given and stdin is a terminal.
struct NoInputError: Error, CustomStringConvertible {
    var description: String { "no input: give a FILE or pipe items on stdin (see --help)" }
}
