import CardListCore
import Glibc

/// Reads every input named on the command line (or stdin) into items, batch by batch.
struct ItemStream: Sendable {
    let sources: [ChunkedInput]
    let reader: ItemReader

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
    }

    /// Reads all inputs in order, handing each batch of items, stored compactly, to `body`
    /// as soon as it is decoded; positions run on across inputs. Returns how many items
    /// were read.
    ///
    /// - Throws: ``ReadError`` for a file or content problem, or what `body` throws.
    @discardableResult
    func read(chunkSize: Int = 1 << 20, firstChunkSize: Int? = nil, _ body: (_ segment: ItemSegment) throws -> Void) throws -> Int {
        var position = 0
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
                    let segment = try decoder.feedSegment(chunk)
                    if !segment.isEmpty { try body(segment) }
                }
                let rest = try decoder.finishSegment()
                if !rest.isEmpty { try body(rest) }
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
