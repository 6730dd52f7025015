import CardListCore
import Glibc

/// Reads every input named on the command line (or stdin) into items, batch by batch.
struct ItemStream: Sendable {
    let sources: [ChunkedInput]
    let reader: ItemReader
    /// `--header-lines`: lines taken from the start of the first input as a header.
    let headerLineCount: Int
    /// `--ansi`: escape sequences are removed from the fields lists show and search.
    let stripsEscapes: Bool

    /// The inputs `options` names: its FILE arguments, or stdin when there are none.
    ///
    /// - Throws: ``NoInputError`` when no file is given and stdin is a terminal.
    init(options: Options) throws {
        if options.files.isEmpty {
            guard isatty(STDIN_FILENO) == 0 else { throw NoInputError() }
            sources = [ChunkedInput(path: nil)]
        } else {
            sources = options.files.map { ChunkedInput(path: $0 == "-" ? nil : $0) }
        }
        reader = ItemReader(format: options.inputFormat, mapping: options.fieldMapping, skipInvalid: options.skipInvalid)
        headerLineCount = options.headerLines
        stripsEscapes = options.ansi
    }

    /// Reads all inputs in order, handing each batch of items, stored compactly, to `body`
    /// as soon as it is decoded; positions run on across inputs. Returns how many items
    /// were read. The first input's `--header-lines` go to `header` once taken (before
    /// any item), never to `body`.
    ///
    /// - Throws: ``ReadError`` for a file or content problem, or what `body` throws.
    @discardableResult
    func read(chunkSize: Int = 1 << 20, firstChunkSize: Int? = nil, header: ((_ lines: [String]) throws -> Void)? = nil,
              _ body: (_ segment: ItemSegment) throws -> Void) throws -> Int {
        var position = 0
        let separator: UInt8 = reader.format == .nul ? 0 : 0x0A
        var headerLines: HeaderLines? = headerLineCount > 0 ? HeaderLines(count: headerLineCount, separator: separator) : nil
        func deliverHeader() throws {
            guard var taken = headerLines else { return }
            taken.finish()
            headerLines = nil
            try header?(taken.lines)
        }
        func deliver(_ segment: ItemSegment) throws {
            try body(stripsEscapes ? segment.strippingEscapes() : segment)
        }
        for source in sources {
            var decoder = ItemDecoder(
                format: reader.format ?? source.path.flatMap(InputFormat.init(fileName:)),
                fileName: source.displayName,
                mapping: reader.mapping,
                skipInvalid: reader.skipInvalid,
                firstPosition: position
            )
            do {
                try source.forEachChunk(size: chunkSize, firstSize: firstChunkSize) { chunk in
                    var chunk = chunk
                    if headerLines != nil {
                        let used = headerLines!.take(from: chunk)
                        chunk = UnsafeRawBufferPointer(rebasing: chunk[used...])
                        guard headerLines!.isComplete else { return }
                        decoder.skipLines(headerLines!.newlineCount)
                        try deliverHeader()
                    }
                    let segment = try decoder.feedSegment(chunk)
                    if !segment.isEmpty { try deliver(segment) }
                }
                try deliverHeader()
                let rest = try decoder.finishSegment()
                if !rest.isEmpty { try deliver(rest) }
            } catch let error as InputError {
                throw ReadError.input(error)
            }
            position += decoder.itemCount
        }
        return position
    }
}

/// No FILE was given and stdin is a terminal.
struct NoInputError: Error, CustomStringConvertible {
    var description: String { "no input: give a FILE or pipe items on stdin (see --help)" }
}
