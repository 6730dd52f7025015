import Items
import Search

extension ChoiceWriter {
    /// Whether a choice is the item's name and the terminator, nothing more (`--output
    /// name`, the default, without `--accept-nth` and without `--with-nth` fields standing
    /// for a line): then a stored name can be copied out as it is, without making the item
    /// (see ``ItemStore/appendName(of:terminator:to:)``).
    var printsNamesAsRead: Bool {
        printedFields == nil && format == .name && !printsWholeLine
    }
}

extension ItemStore {
    /// Appends the name of item `index` and `terminator` to `bytes`, the bytes
    /// ``ChoiceWriter/bytes(for:inputFormat:columns:)`` gives for `--output name`, when the
    /// name is stored as ASCII bytes (not kept in a whole item, not read with `--read0`,
    /// whose choice is the record); else appends nothing and returns false.
    ///
    /// - Complexity: O(log *s* + *n*), *s* segments and *n* the name's bytes.
    func appendName(of index: Int, terminator: UInt8, to bytes: inout [UInt8]) -> Bool {
        guard indices.contains(index) else { return false }
        let (segment, local) = locate(index)
        // Read in place: taking the segment out of the array copies it (a retain of each
        // of its arrays), which cost more than the copying of the name.
        return segments.withUnsafeBufferPointer { segments in
            segments[segment].appendName(of: local, terminator: terminator, to: &bytes)
        }
    }
}

extension ItemSegment {
    /// ``ItemStore/appendName(of:terminator:to:)`` for item `index` of this segment.
    func appendName(of index: Int, terminator: UInt8, to bytes: inout [UInt8]) -> Bool {
        guard format != .nul, richItems.isEmpty || richItems[index] == nil else { return false }
        let name = spans(of: index).name
        guard name.isSet else { return false }
        return (name.isSide ? side : sources).withUnsafeBufferPointer { arena in
            let text = UnsafeBufferPointer(rebasing: arena[name.range])
            // Other bytes may not be valid UTF-8, which the name as text replaces.
            guard ByteMatcher.isASCII(text) else { return false }
            bytes.append(contentsOf: text)
            bytes.append(terminator)
            return true
        }
    }
}
