import CPrefetch
import Items

extension ItemSegment {
    /// How many candidates ahead the search asks for an item's offsets, and how many for its
    /// name's bytes (which it finds from the offsets asked for earlier).
    static let spanLookahead = 16, nameLookahead = 8

    /// Starts loading where item `index`'s name is recorded (its offsets, or its fields'
    /// spans), so that finding the name later does not wait on memory. An index outside the
    /// segment asks for nothing.
    @inline(__always)
    func prefetchSpans(of index: Int) {
        if fields.isEmpty {
            sourceEnds.withUnsafeBufferPointer { ends in
                if let base = ends.baseAddress, index >= 0, index < ends.count { cprefetch_read(base + max(0, index - 1)) }
            }
        } else {
            fields.withUnsafeBufferPointer { spans in
                if let base = spans.baseAddress, index >= 0, index < spans.count { cprefetch_read(base + index) }
            }
        }
    }

    /// Starts loading the first bytes of item `index`'s name (none for an empty name).
    @inline(__always)
    func prefetchName(of index: Int, sources: UnsafeBufferPointer<UInt8>, side: UnsafeBufferPointer<UInt8>) {
        let name = spans(of: index).name
        guard name.isSet, name.length > 0 else { return }
        let bytes = name.isSide ? side : sources
        guard let base = bytes.baseAddress, name.range.lowerBound < bytes.count else { return }
        cprefetch_read(base + name.range.lowerBound)
    }
}
