import Foundation
import Testing
@testable import CardListCore

@Suite struct ItemTests {
    @Test func sourceDefaultsToTheNameBytes() {
        let item = Item(name: "Café")
        #expect(item.source == Array("Café".utf8))
        #expect(item.sourceText == "Café")
        #expect(item.tags.isEmpty && item.summary == nil && item.amount == nil && item.position == 0)
    }

    @Test func sourceTextReplacesInvalidUTF8() {
        let item = Item(name: "x", source: [0x61, 0xFF])
        #expect(item.sourceText == "a\u{FFFD}")
    }

    @Test func itemsWithDifferentPositionsAreDifferent() {
        #expect(Item(name: "Tea", position: 0) != Item(name: "Tea", position: 1))
        #expect(Set([Item(name: "Tea"), Item(name: "Tea")]).count == 1)
    }

    @Test func itemStaysSmallEnoughForAMillion() {
        // Inline size only; text longer than 15 bytes adds a heap buffer.
        #expect(MemoryLayout<Item>.size <= 224)
    }
}
