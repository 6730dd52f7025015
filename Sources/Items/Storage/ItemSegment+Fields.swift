extension ItemSegment {
    /// The segment as `--with-nth` shows it: a line of plain text (a `--read0` record's
    /// first line) becomes the fields `list` numbers, joined (the record, printed as the
    /// choice, stays whole); a JSON, JSON Lines or TSV item keeps its name and of its other
    /// fields only those `list` names (all of them when it names none).
    ///
    /// A name that is one run of the line is a range of its bytes, not a copy.
    ///
    /// - Complexity: O(*n*) in the bytes of the names (plain text), else in the items.
    /// A template (`{2} ({1})`) fills in a line's name; its `{n}` is the item's position
    /// plus `indexOffset` (the header lines, which fzf counts).
    public func showingFields(_ list: FieldList, delimiter: FieldDelimiter, indexOffset: Int = 0) -> ItemSegment {
        var copy = self
        switch format {
        case .lines?, .nul?:
            if let template = list.template {
                copy.fillIn(template, delimiter: delimiter, indexOffset: indexOffset)
                return copy
            }
            guard !list.ranges.isEmpty, !list.names.contains("name") else { return self }
            copy.showParts(FieldSelection(ranges: list.ranges, delimiter: delimiter))
        default:
            guard list.template == nil, !list.names.isEmpty else { return self }
            let shown = list.itemFields
            guard !shown.isSuperset(of: [.summary, .label, .detail, .tags]) else { return self }
            copy.keepFields(shown)
        }
        return copy
    }

    /// Points every name at the parts `selection` takes of it.
    private mutating func showParts(_ selection: FieldSelection) {
        materializeFields()
        var parts: [Range<Int>] = [], split: [Range<Int>] = []
        for index in 0..<count {
            let name = fields[index].name
            guard name.isSet else { continue }
            var range = 0..<0
            let joined = (name.isSide ? side : sources).withUnsafeBufferPointer { buffer in
                selection.joined(UnsafeBufferPointer(rebasing: buffer[name.range]), range: &range, parts: &parts, fields: &split)
            }
            if let joined {
                let start = side.count
                side += joined
                fields[index].name = ByteSpan(side: start, length: joined.count)
            } else if name.isSide {
                fields[index].name = ByteSpan(side: name.offset + range.lowerBound, length: range.count)
            } else {
                fields[index].name = ByteSpan(source: name.offset + range.lowerBound, length: range.count)
            }
        }
    }

    /// Makes every name `template` filled in from it.
    private mutating func fillIn(_ template: FieldTemplate, delimiter: FieldDelimiter, indexOffset: Int) {
        materializeFields()
        for index in 0..<count {
            let name = fields[index].name
            guard name.isSet else { continue }
            let filled = template.shown(Array(bytes(of: name)), delimiter: delimiter, index: firstPosition + index + indexOffset)
            let start = side.count
            side += filled
            fields[index].name = ByteSpan(side: start, length: filled.count)
        }
    }

    /// Drops the summary, label, detail and tags that `shown` does not name.
    private mutating func keepFields(_ shown: SearchFields) {
        if !shown.contains(.summary), !fields.isEmpty {
            for index in fields.indices { fields[index].summary = .none }
        }
        for (index, item) in richItems {
            var kept = item
            if !shown.contains(.summary) { kept.summary = nil }
            if !shown.contains(.label) { kept.label = nil }
            if !shown.contains(.detail) { kept.detail = nil }
            if !shown.contains(.tags) { kept.tags = [] }
            richItems[index] = kept
        }
    }
}
