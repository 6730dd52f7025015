/// Field expressions applied to text with a delimiter: the parts of a line that `--nth`
/// searches, `--with-nth` shows and `--accept-nth` prints.
///
/// Each expression takes one part, a run of whole fields (so a part is one range of the
/// text, never a copy); `--with-nth` and `--accept-nth` join the parts.
///
///     let selection = FieldSelection(ranges: [FieldRange(2)], delimiter: FieldDelimiter(":"))
///     selection.joined("a:b:c")        // "b:"
///     selection.printed("a:b:c")       // "b"
public struct FieldSelection: Hashable, Sendable {
    public var ranges: [FieldRange]
    public var delimiter: FieldDelimiter

    public init(ranges: [FieldRange], delimiter: FieldDelimiter) {
        self.ranges = ranges
        self.delimiter = delimiter
    }

    /// Replaces `parts` with the range of `text` each expression takes, in order (an
    /// empty range where it takes no field); `fields` is scratch space for the split.
    ///
    /// - Complexity: O(*n*) in the bytes of `text`, plus one step per expression.
    public func parts(of text: UnsafeBufferPointer<UInt8>, into parts: inout [Range<Int>], fields: inout [Range<Int>]) {
        delimiter.split(text, into: &fields)
        parts.removeAll(keepingCapacity: true)
        for range in ranges {
            let taken = range.indices(amongFields: fields.count)
            parts.append(taken.isEmpty ? 0..<0 : fields[taken.lowerBound].lowerBound..<fields[taken.upperBound - 1].upperBound)
        }
    }

    /// The parts `--nth` searches: ``parts(of:into:fields:)``, the last one without the
    /// delimiter at its end (with a delimiter given; so `x$` finds `a:x:`), as fzf.
    public func searchedParts(of text: UnsafeBufferPointer<UInt8>, into parts: inout [Range<Int>], fields: inout [Range<Int>]) {
        self.parts(of: text, into: &parts, fields: &fields)
        if delimiter.kind != .blanks, let last = parts.indices.last {
            parts[last] = delimiter.trimmingDelimiter(parts[last], in: text)
        }
    }

    /// The parts of `text` one after another, as `--with-nth` shows them (the white space
    /// at the end dropped); nil when that is one range of `text` (no copy needed), given
    /// then in `range`.
    ///
    /// `parts` and `fields` are scratch space, kept from line to line.
    public func joined(_ text: UnsafeBufferPointer<UInt8>, range: inout Range<Int>,
                       parts: inout [Range<Int>], fields: inout [Range<Int>]) -> [UInt8]? {
        self.parts(of: text, into: &parts, fields: &fields)
        parts.removeAll { $0.isEmpty }
        var contiguous = true
        for index in parts.indices.dropFirst() where parts[index - 1].upperBound != parts[index].lowerBound {
            contiguous = false
        }
        if contiguous {
            var end = parts.last?.upperBound ?? 0
            let start = parts.first?.lowerBound ?? 0
            while end > start, FieldDelimiter.isTrailingSpace(text[end - 1]) { end -= 1 }
            range = start..<end
            return nil
        }
        var bytes: [UInt8] = []
        for part in parts { bytes += text[part] }
        while let last = bytes.last, FieldDelimiter.isTrailingSpace(last) { bytes.removeLast() }
        return bytes
    }

    /// ``joined(_:range:parts:fields:)`` with scratch space of its own.
    public func joined(_ text: UnsafeBufferPointer<UInt8>, range: inout Range<Int>) -> [UInt8]? {
        var parts: [Range<Int>] = []
        var fields: [Range<Int>] = []
        return joined(text, range: &range, parts: &parts, fields: &fields)
    }

    /// ``joined(_:range:)`` of a string.
    public func joined(_ text: String) -> String {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            let text = UnsafeBufferPointer(buffer)
            var range = 0..<0
            let joined = self.joined(text, range: &range)
            return String(decoding: joined ?? Array(text[range]), as: UTF8.self)
        }
    }

    /// What `--accept-nth` prints of `text`: the parts one after another, without the
    /// delimiter (or, by default, the white space) at the end, as fzf prints them.
    public func printed(_ text: [UInt8]) -> [UInt8] {
        text.withUnsafeBufferPointer { text in
            var parts: [Range<Int>] = []
            var fields: [Range<Int>] = []
            self.parts(of: text, into: &parts, fields: &fields)
            var bytes: [UInt8] = []
            for part in parts { bytes += text[part] }
            return bytes.withUnsafeBufferPointer { joined in
                Array(joined[delimiter.trimmingDelimiter(0..<joined.count, in: joined)])
            }
        }
    }

    /// ``printed(_:)-([UInt8])`` of a string.
    public func printed(_ text: String) -> String {
        String(decoding: printed(Array(text.utf8)), as: UTF8.self)
    }
}
