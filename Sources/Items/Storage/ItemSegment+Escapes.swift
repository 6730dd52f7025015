import Glibc
import Rows

extension ItemSegment {
    /// The segment with escape sequences (`--ansi`) removed from the fields that are shown,
    /// searched, jumped to and printed as the name; the records (``Item/source``, printed
    /// by `--output line`) keep their bytes, and ``displayItem(_:)`` gives the fields as
    /// read so rows can draw their colours.
    ///
    /// - Complexity: O(*n*) in the bytes of the segment; a segment without ESC bytes is
    ///   returned as it is after one scan.
    public func strippingEscapes() -> ItemSegment {
        let hasEscape = sources.contains(ANSIEscapes.escape) || side.contains(ANSIEscapes.escape)
        guard hasEscape else { return self }
        var copy = self
        copy.materializeFields()
        let raw = copy.fields
        var changed = false
        for index in 0..<copy.count {
            var spans = copy.fields[index]
            var spanChanged = copy.stripEscapes(in: &spans.name)
            if copy.stripEscapes(in: &spans.summary) { spanChanged = true }
            if spanChanged {
                changed = true
                copy.fields[index] = spans
            }
            if let rich = copy.richItems[index] {
                let plain = Self.stripped(rich)
                if plain != rich {
                    changed = true
                    copy.rawRichItems[index] = rich
                    copy.richItems[index] = plain
                }
            }
        }
        guard changed else { return self }
        copy.rawFields = raw
        return copy
    }

    /// Item `index` as read, escapes included, for drawing with `--ansi`; the same as
    /// `self[index]` when nothing was stripped.
    public func displayItem(_ index: Int) -> Item {
        if let rich = rawRichItems[index] {
            var item = rich
            item.position = firstPosition + index
            return item
        }
        var item = self[index]
        guard !rawFields.isEmpty, richItems[index] == nil else { return item }
        let spans = rawFields[index]
        item.name = text(of: spans.name) ?? ""
        item.summary = text(of: spans.summary)
        return item
    }

    /// Points `span` at its text without escapes in the side arena, when it has any;
    /// returns whether it changed.
    private mutating func stripEscapes(in span: inout ByteSpan) -> Bool {
        guard span.isSet, span.length > 0 else { return false }
        let start = side.count
        let range = span.range
        let changed: Bool
        if span.isSide {
            let bytes = Array(side[range])
            changed = bytes.withUnsafeBufferPointer { ANSIEscapes.strip($0, into: &side) }
        } else {
            changed = sources.withUnsafeBufferPointer { buffer in
                let field = UnsafeBufferPointer(rebasing: buffer[range])
                guard memchr(field.baseAddress!, Int32(ANSIEscapes.escape), field.count) != nil else { return false }
                return ANSIEscapes.strip(field, into: &side)
            }
        }
        guard changed else {
            side.removeSubrange(start...)
            return false
        }
        span = ByteSpan(side: start, length: side.count - start)
        return true
    }

    private static func stripped(_ item: Item) -> Item {
        var item = item
        item.name = ANSIEscapes.stripped(item.name)
        item.summary = item.summary.map(ANSIEscapes.stripped)
        item.label = item.label.map(ANSIEscapes.stripped)
        item.detail = item.detail.map(ANSIEscapes.stripped)
        item.time = item.time.map(ANSIEscapes.stripped)
        item.tags = item.tags.map(ANSIEscapes.stripped)
        return item
    }
}

extension ItemStore {
    /// Item `index` as read, escapes included (see ``ItemSegment/displayItem(_:)``).
    public func displayItem(_ index: Int) -> Item {
        precondition(indices.contains(index), "item index out of range")
        let (segment, local) = locate(index)
        return segments[segment].displayItem(local)
    }
}

extension ItemSegment {
    /// Whether the items were read as plain text: lines, or NUL records (`--read0`). The
    /// list opens such input in the line style unless `--style` is given: the style follows
    /// the input's format, never one record (a record with a line break turns no item into
    /// a card).
    public var isPlainText: Bool {
        switch format {
        case .lines?, .nul?: true
        default: false
        }
    }
}
