import Foundation
import Testing
@testable import CardListCore
@testable import Items
import Rows

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

@Suite struct ItemJSONTests {
    @Test func encodesTheSetFieldsInOrder() {
        let item = Item(name: "Flat white", summary: "Say \"hi\"\n", detail: "€3.60", tags: ["S1", "ICE 578"],
                        amount: Amount("-684.20"), currency: "EUR")
        #expect(item.json.encoded() == #"{"name":"Flat white","summary":"Say \"hi\"\n","detail":"€3.60","tags":["S1","ICE 578"],"amount":-684.2,"currency":"EUR"}"#)
    }

    @Test func escapesControlCharactersAndKeepsOtherText() {
        #expect(JSONValue.string("a\u{1B}b\t\\ 抹茶 😀").encoded() == #""a\u001bb\t\\ 抹茶 😀""#)
        #expect(JSONValue.array([.null, .bool(true), .number("1e3"), .object([])]).encoded() == "[null,true,1e3,{}]")
    }

    @Test func readingTheJSONBackGivesTheSameFields() throws {
        var item = Item(name: "Dinner", summary: "Table for two", image: "d.png", label: "Food", detail: "19:30",
                        icon: "🍽️", tags: ["Tram 16"], amount: Amount("12.5"), currency: "USD", time: "19:30")
        let text = item.json.encoded()
        item.source = Array(text.utf8)
        #expect(try decodeWhole(text) == [item])
    }
}
