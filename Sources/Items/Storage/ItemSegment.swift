import Glibc

/// A run of items stored compactly: their records' bytes back to back, one end offset per
/// item, and the spans of the fields lists show — not a `String` or an array per item.
///
/// The decoder fills one segment per chunk of input; ``ItemStore`` keeps the segments.
/// A plain-text line is its own name, so a segment of plain lines holds only the bytes and
/// four bytes of offset per item. Fields that needed unescaping (a JSON string with `\"`)
/// go to a side arena; an item with more than a name, summary and image (a label, tags, an
/// amount…) is kept whole as an ``Item``, which is rare in large inputs.
///
///     var segment = ItemSegment(firstPosition: 0, format: .lines)
///     segment.appendLine(bytes)      // name == source
///     let item = segment[0]          // materialised on demand
public struct ItemSegment: Sendable {
    /// The ``Item/position`` of the first item.
    public let firstPosition: Int
    /// The input format the items were read from (for `--output json`).
    public internal(set) var format: InputFormat?
    /// The names of a TSV input's columns as its header writes them (for `--output json`).
    public internal(set) var columns: [String]?
    /// The records' bytes, back to back.
    package var sources: [UInt8] = []
    /// The end of item *k*'s record in ``sources``; it starts where item *k − 1*'s ends.
    @usableFromInline package internal(set) var sourceEnds: [UInt32] = []
    /// The fields of each item; empty while every item is a plain line (name == record).
    @usableFromInline package internal(set) var fields: [FieldSpans] = []
    /// Unescaped field text that is not a plain range of a record.
    package var side: [UInt8] = []
    /// Items kept whole because they have fields beyond name, summary and image.
    package var richItems: [Int: Item] = [:]
    /// With `--ansi`, the fields as read, escapes included, for drawing their colours
    /// (see ``strippingEscapes()``); empty otherwise.
    var rawFields: [FieldSpans] = []
    /// With `--ansi`, rich items as read, escapes included.
    var rawRichItems: [Int: Item] = [:]

    /// An empty segment whose first item will have position `firstPosition`.
    public init(firstPosition: Int = 0, format: InputFormat? = nil) {
        self.firstPosition = max(0, firstPosition)
        self.format = format
    }

    /// A segment holding `items`, which get the positions from `firstPosition` on.
    public init(items: some Sequence<Item>, firstPosition: Int = 0, format: InputFormat? = nil) {
        self.init(firstPosition: firstPosition, format: format)
        for item in items { append(item) }
    }

    /// The number of items.
    public var count: Int { sourceEnds.count }
    /// Whether the segment has no items.
    public var isEmpty: Bool { sourceEnds.isEmpty }
    /// The bytes the segment holds (records, side arena and offsets), for memory checks.
    public var storedByteCount: Int {
        sources.count + side.count + sourceEnds.count * 4 + fields.count * MemoryLayout<FieldSpans>.stride
    }

    /// Reserves room for about `byteCount` bytes of records.
    mutating func reserve(byteCount: Int) {
        sources.reserveCapacity(byteCount)
    }

    /// Reserves room for `lines` plain-text lines holding `byteCount` bytes in all, their
    /// line breaks left out: what a large backlog of lines needs exactly, so the offsets do
    /// not grow by doubling (20 MiB of empty lines would reserve 20 MiB of bytes they do not
    /// use and up to twice the 80 MB of offsets they do).
    mutating func reserve(lines: Int, byteCount: Int) {
        sources.reserveCapacity(max(0, byteCount - lines))
        sourceEnds.reserveCapacity(sourceEnds.count + lines)
    }

    /// Gives back the room reserved but not used, so a million items cost their bytes and
    /// offsets and not the arrays' growth.
    ///
    /// The records' bytes are not copied for it when they fill most of their array: its
    /// whole unused pages go back to the system instead (``releaseUnusedPages(of:)``). A
    /// chunk of short lines leaves about a twentieth of its array empty (the line breaks
    /// left out), and copying the rest into exact room took about a sixth of the reading
    /// thread's time.
    mutating func shrinkToFit() {
        func shrunk<Element>(_ array: [Element]) -> [Element] {
            guard Self.hasSpareRoom(array) else { return array }
            var copy: [Element] = []
            copy.reserveCapacity(array.count)
            copy.append(contentsOf: array)
            return copy
        }
        if Self.hasSpareRoom(sources) {
            // A nearly full array (a chunk's lines, less their breaks) keeps its bytes in
            // place; a mostly empty one (a short read) is copied: its few bytes cost less to
            // copy than its many pages to hand back and fault in again when the memory is
            // reused.
            let nearlyFull = sources.count >= sources.capacity / 4 * 3
            if !nearlyFull || !Self.releaseUnusedPages(of: &sources) { sources = shrunk(sources) }
        }
        sourceEnds = shrunk(sourceEnds)
        fields = shrunk(fields)
        side = shrunk(side)
    }

    /// Whether `array` has room for more than a sixteenth again of what it holds.
    private static func hasSpareRoom<Element>(_ array: [Element]) -> Bool {
        array.capacity > array.count + array.count / 16 + 64
    }

    /// Hands the whole pages of `array`'s unused room back to the system (`madvise`
    /// `MADV_DONTNEED`: they stay the array's, and read as zeros if ever written again), so
    /// that they cost no memory; returns false, doing nothing, when the room is less than
    /// ``releasedPages`` pages.
    static func releaseUnusedPages(of array: inout [UInt8]) -> Bool {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        // Made unique first (a shared array is copied here), so that the capacity read next
        // is that of the buffer the pages are handed back from.
        array.withUnsafeMutableBufferPointer { _ in }
        guard page > 0, array.capacity - array.count >= Self.releasedPages * page else { return false }
        let capacity = array.capacity
        array.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Only pages wholly inside the unused room: the allocation's neighbours share
            // the pages at its ends.
            let start = (Int(bitPattern: base) + buffer.count + page - 1) / page * page
            let end = (Int(bitPattern: base) + capacity) / page * page
            if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_DONTNEED) }
        }
        return true
    }

    /// The fewest unused pages ``releaseUnusedPages(of:)`` hands back; less room than that
    /// is copied away as before.
    static let releasedPages = 4

    // MARK: - Appending

    /// Appends a plain-text line: the record is the name.
    ///
    /// - Complexity: O(*n*) in the line's length, amortised.
    mutating func appendLine(_ line: UnsafeBufferPointer<UInt8>) {
        let start = sources.count
        sources.append(contentsOf: line)
        sourceEnds.append(UInt32(truncatingIfNeeded: sources.count))
        if !fields.isEmpty { fields.append(FieldSpans(name: ByteSpan(source: start, length: line.count), summary: .none, image: .none)) }
    }

    /// Appends every whole line of `bytes` as a plain-text line, each `\n` (and a `\r`
    /// before it) left out, and returns how many lines that was and how many of the bytes
    /// they took (through the last `\n`; the rest is an unfinished line).
    ///
    /// The bytes are copied in once and the lines moved down over their line breaks in
    /// place; their ends are gathered in `scratch` (kept by the caller from one call to the
    /// next) and stored in one step, so a large chunk's offsets take exactly their room
    /// instead of growing by doubling and being copied again.
    ///
    /// - Precondition: every item so far is a plain line (no fields).
    /// - Complexity: O(*n*) in the bytes.
    mutating func appendLines(_ bytes: UnsafeBufferPointer<UInt8>, scratch: inout [UInt32]) -> (lines: Int, taken: Int) {
        precondition(fields.isEmpty, "plain lines only")
        let start = sources.count
        sources.append(contentsOf: bytes)
        scratch.removeAll(keepingCapacity: true)
        var write = start, read = start
        sources.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let end = buffer.count
            while read < end, let hit = memchr(base + read, 0x0A, end - read) {
                let newline = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                var lineEnd = newline
                if lineEnd > read, base[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                let length = lineEnd - read
                if write != read { memmove(base + write, base + read, length) }
                write += length
                scratch.append(UInt32(truncatingIfNeeded: write))
                read = newline + 1
            }
        }
        sources.removeLast(sources.count - write)
        sourceEnds.append(contentsOf: scratch)
        return (scratch.count, read - start)
    }

    /// Appends a record whose fields are ranges of `record` (offsets from its start), or nil.
    mutating func appendRecord(_ record: UnsafeBufferPointer<UInt8>, name: Range<Int>, summary: Range<Int>?, image: Range<Int>?) {
        materializeFields()
        let start = sources.count
        sources.append(contentsOf: record)
        sourceEnds.append(UInt32(truncatingIfNeeded: sources.count))
        func span(_ range: Range<Int>?) -> ByteSpan {
            range.map { ByteSpan(source: start + $0.lowerBound, length: $0.count) } ?? .none
        }
        fields.append(FieldSpans(name: span(name), summary: span(summary), image: span(image)))
    }

    /// Appends `item`; its position becomes the next one of this segment.
    mutating func append(_ item: Item) {
        materializeFields()
        let index = count
        sources.append(contentsOf: item.source)
        sourceEnds.append(UInt32(truncatingIfNeeded: sources.count))
        fields.append(FieldSpans(name: sideSpan(item.name), summary: sideSpan(item.summary), image: sideSpan(item.image)))
        let isRich = item.label != nil || item.detail != nil || item.icon != nil || !item.tags.isEmpty
            || item.amount != nil || item.currency != nil || item.time != nil
        if isRich { richItems[index] = item }
    }

    private mutating func sideSpan(_ text: String?) -> ByteSpan {
        guard let text else { return .none }
        let start = side.count
        side.append(contentsOf: text.utf8)
        return ByteSpan(side: start, length: side.count - start)
    }

    /// Gives every plain line so far explicit spans, before a record with fields is added.
    mutating func materializeFields() {
        guard fields.count < count else { return }
        fields.reserveCapacity(count + 1)
        for index in fields.count..<count {
            let range = sourceRange(of: index)
            fields.append(FieldSpans(name: ByteSpan(source: range.lowerBound, length: range.count), summary: .none, image: .none))
        }
    }

    // MARK: - Reading

    /// The range of item `index`'s record in ``sources``.
    @inlinable @inline(__always)
    func sourceRange(of index: Int) -> Range<Int> {
        let start = index == 0 ? 0 : Int(sourceEnds[index - 1])
        return start..<Int(sourceEnds[index])
    }

    /// The spans of item `index`'s fields.
    @inlinable @inline(__always)
    package func spans(of index: Int) -> FieldSpans {
        if fields.isEmpty {
            let range = sourceRange(of: index)
            return FieldSpans(name: ByteSpan(source: range.lowerBound, length: range.count), summary: .none, image: .none)
        }
        return fields[index]
    }

    /// The bytes of `span` (empty when not set).
    func bytes(of span: ByteSpan) -> ArraySlice<UInt8> {
        guard span.isSet else { return [] }
        return span.isSide ? side[span.range] : sources[span.range]
    }

    /// The text of `span`, invalid UTF-8 replaced by U+FFFD; nil when not set.
    func text(of span: ByteSpan) -> String? {
        guard span.isSet else { return nil }
        return String(decoding: bytes(of: span), as: UTF8.self)
    }

    /// The name of item `index`.
    public func name(of index: Int) -> String {
        if let rich = richItems[index] { return rich.name }
        return text(of: spans(of: index).name) ?? ""
    }

    /// The item at `index`, materialised.
    ///
    /// - Complexity: O(*n*) in the item's text.
    public subscript(index: Int) -> Item {
        if var rich = richItems[index] {
            rich.position = firstPosition + index
            return rich
        }
        let spans = spans(of: index)
        return Item(
            name: text(of: spans.name) ?? "",
            summary: text(of: spans.summary),
            image: text(of: spans.image),
            source: Array(sources[sourceRange(of: index)]),
            position: firstPosition + index
        )
    }

    /// Appends `prefix`, item `index`'s name without its trailing spaces and a newline to
    /// `bytes` when the item is a name alone (no summary or image, not kept whole) of printable ASCII
    /// that fits in `width` columns after `prefix`; else appends nothing and returns false.
    /// (`--print`'s fast path for plain lines.)
    package func appendPrintableName(of index: Int, after prefix: [UInt8], width: Int, to bytes: inout [UInt8]) -> Bool {
        guard richItems.isEmpty || richItems[index] == nil, rawFields.isEmpty else { return false }
        let spans = spans(of: index)
        guard !spans.summary.isSet, !spans.image.isSet else { return false }
        let name = self.bytes(of: spans.name)
        guard prefix.count + name.count <= width, name.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
        let start = bytes.count
        bytes += prefix
        bytes += name
        while bytes.count > start, bytes[bytes.count - 1] == UInt8(ascii: " ") { bytes.removeLast() }
        bytes.append(0x0A)
        return true
    }

    /// Every item, materialised (for tests and small inputs).
    public var items: [Item] { (0..<count).map { self[$0] } }
}
