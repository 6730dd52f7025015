import Testing
@testable import Items

/// A segment gives back the room its arrays reserved and did not use: the records' bytes
/// by handing their unused pages back, the rest by a copy into exact room.
@Suite struct ItemSegmentRoomTests {
    @Test func unusedPagesAreHandedBackWithoutMovingTheBytes() {
        var array = [UInt8](repeating: 7, count: 1000)
        array.reserveCapacity(256 * 1024)
        let capacity = array.capacity
        #expect(ItemSegment.releaseUnusedPages(of: &array))
        #expect(array == [UInt8](repeating: 7, count: 1000))
        #expect(array.capacity == capacity, "kept, not copied into exact room")
        // The room handed back is still the array's to grow into.
        array += [UInt8](repeating: 9, count: 100_000)
        #expect(array.count == 101_000 && array[999] == 7 && array[1000] == 9 && array[100_999] == 9)
    }

    @Test func littleRoomIsNotHandedBack() {
        var array = [UInt8](repeating: 1, count: 100)
        array.reserveCapacity(200)
        #expect(!ItemSegment.releaseUnusedPages(of: &array))
        #expect(array == [UInt8](repeating: 1, count: 100))
    }

    @Test func aSharedArrayIsCopiedBeforeItsRoomIsHandedBack() {
        var array = [UInt8](repeating: 3, count: 5000)
        array.reserveCapacity(512 * 1024)
        let shared = array
        _ = ItemSegment.releaseUnusedPages(of: &array)
        #expect(shared == array && shared.count == 5000)
        #expect(shared.allSatisfy { $0 == 3 })
    }

    @Test func aSegmentOfShortLinesKeepsItsItemsOnceShrunk() {
        var segment = ItemSegment()
        segment.sources.reserveCapacity(256 * 1024)
        var scratch: [UInt32] = []
        let text = Array((0..<10_000).map { "l\($0)\n" }.joined().utf8)
        _ = text.withUnsafeBufferPointer { segment.appendLines($0, scratch: &scratch) }
        segment.shrinkToFit()
        #expect(segment.count == 10_000)
        #expect(segment.name(of: 0) == "l0" && segment.name(of: 9_999) == "l9999")
    }

    /// A segment whose records' array has `count` bytes of lines in room for `capacity`.
    func segment(filling count: Int, of capacity: Int) -> ItemSegment {
        var segment = ItemSegment()
        segment.sources.reserveCapacity(capacity)
        var scratch: [UInt32] = []
        let text = Array(String(repeating: "abcdefghi\n", count: count / 9).utf8)
        _ = text.withUnsafeBufferPointer { segment.appendLines($0, scratch: &scratch) }
        return segment
    }

    @Test func aNearlyFullArrayKeepsItsBytesInPlace() {
        var full = segment(filling: 225_000, of: 256 * 1024)
        let capacity = full.sources.capacity
        #expect(full.sources.count < capacity - capacity / 16, "room enough to shrink")
        full.shrinkToFit()
        #expect(full.sources.capacity == capacity)
        #expect(full.count == 225_000 / 9 && full.name(of: 0) == "abcdefghi")
    }

    @Test func aMostlyEmptyArrayIsCopiedIntoExactRoom() {
        var sparse = segment(filling: 30_000, of: 256 * 1024)
        sparse.shrinkToFit()
        #expect(sparse.sources.capacity < 30_000 + 30_000 / 16 + 64)
        #expect(sparse.count == 30_000 / 9 && sparse.name(of: sparse.count - 1) == "abcdefghi")
    }
}

