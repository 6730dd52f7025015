import Testing
@testable import CardListCore
@testable import Items

@Suite struct ItemStoreTests {
    /// The store the decoder's segments make when `bytes` is fed `size` bytes at a time.
    func storedItems(_ bytes: [UInt8], size: Int, format: InputFormat? = nil) throws -> ItemStore {
        var decoder = ItemDecoder(format: format, fileName: "in")
        var store = ItemStore()
        var start = 0
        while start < bytes.count {
            let end = min(start + size, bytes.count)
            try bytes[start..<end].withUnsafeBytes { store.append(try decoder.feedSegment($0)) }
            start = end
        }
        store.append(try decoder.finishSegment())
        return store
    }

    @Test func plainLinesAreStoredAsBytesAndMaterialiseLikeTheDecoderItems() throws {
        let bytes = Array("Flat white\r\n  \nCafé au lait\nlast".utf8)
        let store = try storedItems(bytes, size: 3)
        #expect(store.count == 4)
        #expect(store.indices.map { store[$0] } == (try decodeWhole(bytes)))
        #expect(store[1] == Item(name: "  ", position: 1))
        #expect(store[2] == Item(name: "Café au lait", position: 2))
        #expect(store.name(of: 3) == "last")
        #expect(store.format(of: 0) == .lines)
        #expect(store.segments.count > 1)
    }

    @Test func invalidUTF8KeepsItsSourceBytesAndReplacesInTheName() throws {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0x0A, 0x63]
        let store = try storedItems(bytes, size: 2)
        #expect(store[0].name == "a\u{FFFD}b")
        #expect(store[0].source == [0x61, 0xFF, 0x62])
        #expect(store[1].source == [0x63])
    }

    @Test func jsonLinesKeepFieldsAsRangesOrWholeItemsWhenRicher() throws {
        let text = """
        {"name": "Tea", "summary": "Green", "image": "t.png"}
        {"name": "Say \\"hi\\"", "summary": "escaped"}
        {"name": "Ticket", "amount": 12.5, "currency": "EUR", "tags": ["S1"]}
        """
        let store = try storedItems(Array(text.utf8), size: 7)
        #expect(store.indices.map { store[$0] } == (try decodeWhole(text)))
        #expect(store[0].image == "t.png" && store[0].source == Array(#"{"name": "Tea", "summary": "Green", "image": "t.png"}"#.utf8))
        #expect(store[1].name == "Say \"hi\"")
        #expect(store[2].tags == ["S1"] && store[2].currency == "EUR" && store[2].position == 2)
        #expect(store.format(of: 2) == .jsonl)
    }

    @Test func everyFormatStoresTheSameItemsTheDecoderReturns() throws {
        let inputs: [(String, InputFormat?)] = [
            (#"[{"name": "A", "label": "x"}, "B", {"name": "C", "summary": "s"}]"#, nil),
            ("name\tsummary\tdetail\nTea\tGreen\t€3\nCoffee\t\t\n", .tsv),
            ("Tea\nGreen tea\u{0}Coffee\u{0}", .nul),
        ]
        for (text, format) in inputs {
            let store = try storedItems(Array(text.utf8), size: 5, format: format)
            #expect(store.indices.map { store[$0] } == (try decodeWhole(text, format: format)))
        }
    }

    @Test func positionsRunOnAcrossSegmentsAndLookupsFindEachSegment() {
        var store = ItemStore()
        store.append(ItemSegment(items: [Item(name: "a"), Item(name: "b")], firstPosition: 0))
        store.append(ItemSegment(firstPosition: 2))
        store.append(ItemSegment(items: [Item(name: "c")], firstPosition: 2, format: .tsv))
        #expect(store.count == 3)
        #expect(store.segments.count == 2)
        #expect(store[2] == Item(name: "c", position: 2))
        #expect(store.format(of: 2) == .tsv && store.format(of: 0) == nil)
        #expect(store.name(of: 7) == "" && store.format(of: -1) == nil)
    }

    @Test func aMillionPlainLinesCostTheirBytesAndFourBytesEach() throws {
        let line = Array("nekali vivi li 0\n".utf8)
        var bytes: [UInt8] = []
        for _ in 0..<20_000 { bytes += line }
        let store = try storedItems(bytes, size: 1 << 16)
        #expect(store.count == 20_000)
        #expect(store.storedByteCount == 20_000 * (line.count - 1) + 20_000 * 4)
    }
}
