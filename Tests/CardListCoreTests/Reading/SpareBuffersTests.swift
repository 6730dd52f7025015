import Testing
@testable import CardListCore
@testable import Items

@Suite struct SpareBuffersTests {
    @Test func refillMakesEmptyArraysWithTheCapacityUpToTheLimit() {
        let spares = SpareBuffers(capacity: 10_000)
        spares.refill()
        var taken: [[UInt8]] = []
        while let array = spares.take(minimumCapacity: 100) { taken.append(array) }
        #expect(taken.count == SpareBuffers.limit)
        #expect(taken.allSatisfy { $0.isEmpty && $0.capacity >= 10_000 })
    }

    @Test func aRecordLongerThanTheSparesTakesNone() {
        let spares = SpareBuffers(capacity: 64)
        spares.refill()
        #expect(spares.take(minimumCapacity: 65) == nil)
        #expect(spares.take(minimumCapacity: 64) != nil)
    }

    @Test func aDecoderStoringIntoSparesGivesTheSameItems() throws {
        let lines = (0..<300).map { #"{"name": "Item \#($0)", "summary": "Line \#($0)", "image": "i\#($0).png"}"# }
            + [#"{"name": "Rich", "tags": ["a"]}"#, #"{"summary": "no name, skipped"}"#, ""]
        let bytes = Array(lines.joined(separator: "\n").utf8)
        func decode(withSpares: Bool) throws -> [Item] {
            var decoder = ItemDecoder(format: .jsonl, fileName: "in", skipInvalid: true)
            let spares = SpareBuffers(capacity: 1_024)
            if withSpares { decoder.spares = spares }
            var items: [Item] = []
            var offset = 0
            while offset < bytes.count {
                spares.refill()
                let end = min(bytes.count, offset + 700)
                items += try bytes[offset..<end].withUnsafeBytes { try decoder.feedSegment($0).items }
                offset = end
            }
            return items + (try decoder.finishSegment().items)
        }
        let expected = try decode(withSpares: false)
        #expect(expected.count == 301)
        #expect(try decode(withSpares: true) == expected)
    }
}
