/// Turns the bytes of an input into items as they arrive, so the first screen can show
/// while the rest loads.
///
/// Feed chunks of any size, cut anywhere (inside a character, an escape, a token): the
/// items and errors are the same as for the whole input at once, with the same lines and
/// columns. Call ``finish()`` at the end of input for the last record.
///
///     var decoder = ItemDecoder(format: .jsonl, fileName: "menu.jsonl")
///     var items = try decoder.feed(chunk1)
///     items += try decoder.feed(chunk2)
///     items += try decoder.finish()
///
/// Large inputs use ``feedSegment(_:)`` and ``finishSegment()`` instead, which store the
/// items compactly (see ``ItemSegment``) without building an `Item` per record: plain
/// lines are cut with `memchr`, and JSON Lines records that are flat objects of plain
/// strings are read by ``JSONLineScanner`` without the full parser.
///
/// Only the unfinished record is kept between calls. After an error every call throws
/// it again.
public struct ItemDecoder: Sendable {
    /// The input's display name in errors (sanitised on init).
    public let fileName: String
    public let mapping: FieldMapping
    /// Whether records that are well-formed but not items (no name, a bad amount, an
    /// array element that is neither object nor string) are skipped and counted instead
    /// of stopping with an error. Syntax errors always stop.
    public let skipInvalid: Bool
    /// The format, as given or as detected from the first non-blank bytes.
    public internal(set) var format: InputFormat?
    /// The ``Item/position`` of the first item; the next input of several continues
    /// where the previous one ended.
    public let firstPosition: Int
    /// Items returned so far.
    public internal(set) var itemCount = 0
    /// Records skipped with ``skipInvalid``.
    public private(set) var skippedCount = 0
    /// Why the first record ``skipInvalid`` skipped was invalid, with its position.
    public private(set) var firstSkipped: InputError?
    /// How many of the first records are a header (`--header-lines`) instead of items:
    /// in every format the first records that would be items, each shown by its name.
    public let headerCount: Int
    /// The names of the header records taken so far (not sanitised; see
    /// ``isHeaderComplete``). They are not items: they get no position and no index.
    public internal(set) var header: [String] = []

    /// Bytes not yet turned into records; `pending[consumed...]` is the unfinished record.
    var pending: [UInt8] = []
    var consumed = 0
    /// The position of `pending[consumed]` in the whole input.
    var consumedPosition = TextPosition.start
    /// The next byte to examine.
    var scanIndex = 0
    var checkedByteOrderMark = false
    var failure: InputError?
    /// The TSV header's column names, lowercased (to match the fields).
    var tsvColumns: [String]?
    /// The TSV header's column names as written (for `--output json`).
    var tsvHeader: [String]?
    var array = JSONArrayScan()
    /// The JSON Lines fast path for this mapping, if it has one.
    let jsonLineScanner: JSONLineScanner?
    /// The line ends of the chunk being taken (see ``ItemSegment/appendLines(_:scratch:)``),
    /// kept for the room it has.
    var lineEnds: [UInt32] = []
    /// Arrays made ready on another thread for the records of each chunk, if any.
    public var spares: SpareBuffers?

    /// - Parameters:
    ///   - format: the format, or nil to detect it from the first non-blank bytes
    ///     (see ``InputFormat/detect(in:isComplete:)``).
    ///   - fileName: the name shown in errors; control characters are made visible.
    ///   - firstPosition: the position of the first item (the count of items read
    ///     from earlier inputs).
    ///   - headerCount: how many of the first records to take as ``header`` instead of
    ///     items (`--header-lines`).
    public init(
        format: InputFormat? = nil,
        fileName: String = DisplayName.standardInput,
        mapping: FieldMapping = .standard,
        skipInvalid: Bool = false,
        firstPosition: Int = 0,
        headerCount: Int = 0
    ) {
        self.format = format
        self.headerCount = max(0, headerCount)
        self.firstPosition = max(0, firstPosition)
        self.fileName = DisplayName.sanitized(fileName)
        self.mapping = mapping
        self.skipInvalid = skipInvalid
        jsonLineScanner = JSONLineScanner(mapping: mapping)
    }

    /// Adds `chunk` and returns the items it completed.
    ///
    /// - Complexity: O(*n*) in the chunk plus the unfinished record before it.
    public mutating func feed(_ chunk: UnsafeRawBufferPointer) throws(InputError) -> [Item] {
        try feedSegment(chunk).items
    }

    /// Adds `chunk` and returns the items it completed.
    public mutating func feed(_ chunk: [UInt8]) throws(InputError) -> [Item] {
        pending.append(contentsOf: chunk)
        return try process(final: false).items
    }

    /// Adds `chunk` (any bytes, such as a `Data` read from a `FileHandle`) and returns the
    /// items it completed.
    public mutating func feed(_ chunk: some Sequence<UInt8>) throws(InputError) -> [Item] {
        pending.append(contentsOf: chunk)
        return try process(final: false).items
    }

    /// Ends the input: returns the last items, or throws if the input stops mid-record.
    public mutating func finish() throws(InputError) -> [Item] {
        try process(final: true).items
    }

    /// Adds `chunk` and returns the items it completed, stored compactly (the fast path
    /// for large inputs: no `Item` is built).
    ///
    /// - Complexity: O(*n*) in the chunk plus the unfinished record before it.
    public mutating func feedSegment(_ chunk: UnsafeRawBufferPointer) throws(InputError) -> ItemSegment {
        if takesLinesInPlace { return chunk.withMemoryRebound(to: UInt8.self) { takeLines($0) } }
        pending.append(contentsOf: chunk)
        return try process(final: false)
    }

    /// Ends the input: returns the last items stored compactly, or throws if the input
    /// stops mid-record.
    public mutating func finishSegment() throws(InputError) -> ItemSegment {
        try process(final: true)
    }

    private mutating func process(final: Bool) throws(InputError) -> ItemSegment {
        if let failure { throw failure }
        var segment = ItemSegment(firstPosition: firstPosition + itemCount, format: format)
        do throws(InputError) {
            try decodeRecords(final: final, into: &segment)
        } catch {
            failure = error
            throw error
        }
        segment.format = format
        segment.columns = tsvHeader
        segment.shrinkToFit()
        if consumed > 0 {
            pending.removeFirst(consumed)
            scanIndex -= consumed
            consumed = 0
        }
        return segment
    }

    private mutating func decodeRecords(final: Bool, into items: inout ItemSegment) throws(InputError) {
        if !checkedByteOrderMark {
            let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
            let available = pending.count - consumed
            guard available >= 3 || final || !bom.starts(with: pending[consumed...]) else { return }
            if pending[consumed...].starts(with: bom) { consumed += 3 }
            checkedByteOrderMark = true
            scanIndex = consumed
        }
        if mapping.items != nil {
            // The records are an array inside one JSON document: read it whole.
            guard final else { return }
            return try decodeItemsPath(into: &items)
        }
        if format == nil {
            // Skip the blank prefix once; it stays in `pending` for the records' positions.
            while scanIndex < pending.count, ItemDecoder.isJSONWhitespace(pending[scanIndex]) { scanIndex += 1 }
            // Detection sees the first non-blank line whole, as the reader will (its
            // leading blanks are part of its first cell: ` name` is no `name` column,
            // and `\tname` has one).
            let lineStart = pending[consumed..<scanIndex].lastIndex(of: 0x0A).map { $0 + 1 } ?? consumed
            guard let detected = InputFormat.detect(in: pending[lineStart...], isComplete: final, nameField: mapping.name) else { return }
            format = detected
            scanIndex = consumed
        }
        switch format {
        case .json: try decodeArray(final: final, into: &items)
        case .nul: try decodeNulRecords(final: final, into: &items)
        case .lines, .jsonl, .tsv, nil: try decodeLines(final: final, into: &items)
        }
    }

    /// The position of `pending[offset]`.
    ///
    /// - Complexity: O(*n*) in `offset - consumed`.
    func position(of offset: Int) -> TextPosition {
        var position = consumedPosition
        position.advance(over: pending[consumed..<offset])
        return position
    }

    /// Marks `pending[..<offset]` as used, keeping the position right.
    mutating func consume(upTo offset: Int) {
        consumedPosition.advance(over: pending[consumed..<offset])
        consumed = offset
    }

    /// Appends the item built by `build`, or skips or reports an invalid record starting
    /// at `pending[offset]`.
    mutating func append(
        atOffset offset: Int,
        to items: inout ItemSegment,
        _ build: (_ index: Int) throws(InvalidRecord) -> Item?
    ) throws(InputError) {
        do throws(InvalidRecord) {
            guard let item = try build(firstPosition + itemCount) else { return }
            guard isHeaderComplete else { return takeHeader(item.name.utf8) }
            items.append(item)
            itemCount += 1
        } catch {
            try reject(InputError(file: fileName, at: position(of: offset), message: error.message))
        }
    }

    /// Skips and counts the invalid record `invalid` describes with ``skipInvalid``, or throws it.
    mutating func reject(_ invalid: InputError) throws(InputError) {
        guard skipInvalid else { throw invalid }
        if firstSkipped == nil { firstSkipped = invalid }
        skippedCount += 1
    }

    func error(at position: TextPosition, _ message: String) -> InputError {
        InputError(file: fileName, at: position, message: message)
    }
}
