import Glibc

extension ItemDecoder {
    /// Plain text, JSON Lines and TSV: one record per line, `\n` or `\r\n`.
    mutating func decodeLines(final: Bool, into items: inout ItemSegment) throws(InputError) {
        let byteCount = pending.count - consumed
        if format == .lines, byteCount > Self.backlogByteCount, isHeaderComplete {
            // A backlog (the blank lines read while the format was detected): room for
            // exactly its lines, counted first. The bytes before `scanIndex` were looked
            // through already and hold no line break: counting from there keeps a huge
            // unfinished line from being searched again on every read.
            items.reserve(lines: lineBreakCount(from: scanIndex), byteCount: byteCount)
        } else {
            if items.sources.isEmpty, let spare = spares?.take(minimumCapacity: byteCount) { items.sources = spare }
            items.reserve(byteCount: byteCount)
        }
        while let newline = nextNewline() {
            try decodeLine(endingAt: newline, into: &items)
            consumed = newline + 1
            scanIndex = consumed
            consumedPosition = TextPosition(line: consumedPosition.line + 1, column: 1)
        }
        scanIndex = pending.count
        if final, consumed < pending.count {
            try decodeLine(endingAt: pending.count, into: &items)
            consume(upTo: pending.count)
        }
    }

    /// Whether the next chunk's lines can be taken from it as it is: plain text past the
    /// header, its format known and the byte order mark checked, so that only the
    /// unfinished line before it is in `pending`.
    var takesLinesInPlace: Bool {
        failure == nil && format == .lines && checkedByteOrderMark && isHeaderComplete && mapping.items == nil && consumed == 0
    }

    /// Plain text's fast path: the unfinished line before `chunk` is completed from its
    /// first bytes, then the chunk's whole lines are stored without being copied into
    /// `pending` first; what follows its last line break waits there for the next chunk.
    ///
    /// - Complexity: O(*n*) in the chunk plus the unfinished line before it.
    mutating func takeLines(_ chunk: UnsafeBufferPointer<UInt8>) -> ItemSegment {
        var segment = ItemSegment(firstPosition: firstPosition + itemCount, format: format)
        guard let base = chunk.baseAddress, !chunk.isEmpty else { return segment }
        guard let hit = memchr(base, 0x0A, chunk.count) else {
            // Inside a line longer than the chunk: it waits whole.
            pending.append(contentsOf: chunk)
            scanIndex = pending.count
            return segment
        }
        let firstNewline = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        var rest = chunk[...]
        if !pending.isEmpty {
            pending.append(contentsOf: chunk[...firstNewline])
            rest = chunk[(firstNewline + 1)...]
        }
        if let spare = spares?.take(minimumCapacity: pending.count + rest.count) { segment.sources = spare }
        if !pending.isEmpty {
            // The unfinished line before this chunk, completed.
            var end = pending.count - 1
            if end > 0, pending[end - 1] == 0x0D { end -= 1 }
            pending.withUnsafeBufferPointer { segment.appendLine(UnsafeBufferPointer(rebasing: $0[..<end])) }
            itemCount += 1
            consumedPosition = TextPosition(line: consumedPosition.line + 1, column: 1)
            pending.removeAll(keepingCapacity: true)
        }
        let lines = UnsafeBufferPointer(rebasing: rest)
        let (count, taken) = segment.appendLines(lines, scratch: &lineEnds)
        itemCount += count
        if count > 0 { consumedPosition = TextPosition(line: consumedPosition.line + count, column: 1) }
        pending.append(contentsOf: lines[taken...])
        scanIndex = pending.count
        segment.shrinkToFit()
        return segment
    }

    /// Bytes of lines to decode at once past which their offsets are reserved exactly.
    static let backlogByteCount = 1 << 22

    /// The line breaks in `pending` from `start` on, counted with `memchr`.
    private func lineBreakCount(from start: Int) -> Int {
        pending.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var count = 0, offset = start
            while offset < buffer.count, let hit = memchr(base + offset, 0x0A, buffer.count - offset) {
                count += 1
                offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
            }
            return count
        }
    }

    /// The index of the next `\n` at or after `scanIndex`, found with `memchr`.
    private func nextNewline() -> Int? {
        let from = scanIndex
        return pending.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, from < buffer.count,
                  let hit = memchr(base + from, 0x0A, buffer.count - from)
            else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        }
    }

    private mutating func decodeLine(endingAt terminator: Int, into items: inout ItemSegment) throws(InputError) {
        var end = terminator
        if end > consumed, pending[end - 1] == 0x0D { end -= 1 }
        let start = consumed
        switch format {
        case .jsonl:
            if isHeaderComplete, let scanner = jsonLineScanner {
                let outcome = pending.withUnsafeBufferPointer { buffer in
                    let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
                    let outcome = scanner.scan(line)
                    if case let .record(source, name, summary, image) = outcome {
                        let shift = { (range: Range<Int>) in (range.lowerBound - source.lowerBound)..<(range.upperBound - source.lowerBound) }
                        items.appendRecord(UnsafeBufferPointer(rebasing: line[source]), name: shift(name),
                                           summary: summary.map(shift), image: image.map(shift))
                    }
                    return outcome
                }
                switch outcome {
                case .blank: return
                case .record: itemCount += 1; return
                case .needsParser: break
                }
            }
            try decodeJSONLine(pending[start..<end], into: &items)
        case .tsv: try decodeTSVLine(pending[start..<end], into: &items)
        default:
            // Every line is an item, an empty one too (as in fzf).
            guard isHeaderComplete else { return takeHeader(pending[start..<end]) }
            pending.withUnsafeBufferPointer { buffer in
                items.appendLine(UnsafeBufferPointer(rebasing: buffer[start..<end]))
            }
            itemCount += 1
        }
    }

    private mutating func decodeJSONLine(_ line: ArraySlice<UInt8>, into items: inout ItemSegment) throws(InputError) {
        guard let first = line.firstIndex(where: { !Self.isJSONWhitespace($0) }) else { return }
        let parsed: Result<JSONValue, JSONSyntaxError> = line.withUnsafeBufferPointer { buffer in
            do throws(JSONSyntaxError) {
                return .success(try JSONParser.parse(buffer, trailingMessage: "expected end of line after JSON value"))
            } catch {
                return .failure(error)
            }
        }
        switch parsed {
        case .failure(let syntax):
            // A line that does not parse is an invalid record like any other.
            if let other = Self.otherFormat(line[first...]) { return try reject(error(at: position(of: first), other)) }
            try reject(error(at: position(of: line.startIndex + syntax.offset), syntax.message))
        case .success(let value):
            let last = line.lastIndex(where: { !Self.isJSONWhitespace($0) }) ?? first
            let source = Array(pending[first...last])
            let mapping = mapping
            let other = Self.otherFormat(line[first...])
            try append(atOffset: first, to: &items) { index throws(InvalidRecord) in
                do throws(InvalidRecord) {
                    return try ItemBuilder.item(from: value, mapping: mapping, source: source, position: index)
                } catch {
                    throw InvalidRecord(message: other ?? error.message)
                }
            }
        }
    }

    /// The message for a bad JSON Lines record that looks like another format: a line
    /// starting with `[` is most likely a JSON array, a lone `{` an object spread over
    /// several lines; nil when neither.
    static func otherFormat(_ record: ArraySlice<UInt8>) -> String? {
        guard let first = record.firstIndex(where: { !isJSONWhitespace($0) }) else { return nil }
        if record[first] == UInt8(ascii: "[") {
            return "this looks like a JSON array; use --input json"
        }
        // No copy of the record: a huge line costs one pass at most.
        if record[first] == UInt8(ascii: "{"), record[(first + 1)...].allSatisfy(isJSONWhitespace) {
            return "this looks like a JSON object spread over several lines; JSON Lines needs one object per line (for an array of items inside the object, name it with --items-path)"
        }
        return nil
    }

    /// NUL-separated records: the first line is the name, the rest (if any) the summary.
    mutating func decodeNulRecords(final: Bool, into items: inout ItemSegment) throws(InputError) {
        while let nul = pending[scanIndex...].firstIndex(of: 0) {
            try decodeNulRecord(pending[consumed..<nul], into: &items)
            consume(upTo: nul + 1)
            scanIndex = consumed
        }
        scanIndex = pending.count
        if final, consumed < pending.count {
            try decodeNulRecord(pending[consumed...], into: &items)
            consume(upTo: pending.count)
        }
    }

    private mutating func decodeNulRecord(_ record: ArraySlice<UInt8>, into items: inout ItemSegment) throws(InputError) {
        var end = record.endIndex
        while end > record.startIndex, pending[end - 1] == 0x0A || pending[end - 1] == 0x0D { end -= 1 }
        let trimmed = record[..<end]
        let isTerminated = record.endIndex < pending.count && pending[record.endIndex] == 0
        // An empty record is an item with an empty name, as an empty line is; only what
        // follows the last NUL (the newline `echo` adds) is not a record when it is blank.
        guard isTerminated || !trimmed.isEmpty else { return }
        let newline = trimmed.firstIndex(of: 0x0A) ?? end
        var nameEnd = newline
        if nameEnd > trimmed.startIndex, pending[nameEnd - 1] == 0x0D { nameEnd -= 1 }
        let name = String(decoding: trimmed[..<nameEnd], as: UTF8.self)
        let summary = newline < end ? String(decoding: trimmed[(newline + 1)...], as: UTF8.self) : nil
        // A NUL-terminated record is printed back byte for byte (a file name may end with a
        // newline); only the last, unterminated one loses the line ending `echo` adds.
        let source = isTerminated ? Array(record) : Array(trimmed)
        try append(atOffset: record.startIndex, to: &items) { index throws(InvalidRecord) in
            Item(name: name, summary: summary, source: source, position: index)
        }
    }

    static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
