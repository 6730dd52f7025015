import CPrefetch
import Items

extension ItemSegment {
    /// How many candidates ahead the search asks for an item's offsets, and how many for its
    /// name's bytes (which it finds from the offsets asked for earlier).
    static let spanLookahead = 16, nameLookahead = 8

    /// Starts loading where item `index`'s name is recorded (its offsets, or its fields'
    /// spans), so that finding the name later does not wait on memory.
    @inline(__always)
    func prefetchSpans(of index: Int) {
        if fields.isEmpty {
            sourceEnds.withUnsafeBufferPointer { cprefetch_read($0.baseAddress! + max(0, index - 1)) }
        } else {
            fields.withUnsafeBufferPointer { cprefetch_read($0.baseAddress! + index) }
        }
    }

    /// Starts loading the first bytes of item `index`'s name.
    @inline(__always)
    func prefetchName(of index: Int, sources: UnsafeBufferPointer<UInt8>, side: UnsafeBufferPointer<UInt8>) {
        let name = spans(of: index).name
        guard name.isSet else { return }
        let bytes = name.isSide ? side : sources
        cprefetch_read(bytes.baseAddress! + name.range.lowerBound)
    }
}
