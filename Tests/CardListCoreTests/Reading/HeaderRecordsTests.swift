import Testing
@testable import CardListCore
@testable import Items

/// `--header-lines N`: the first N records that would be items are the header, shown by
/// their names, in every format (as fzf takes the first N items).
@Suite struct HeaderRecordsTests {
    /// The header and the items' names and positions of `text` fed `size` bytes at a time.
    private func split(_ text: String, count: Int, format: InputFormat? = nil, size: Int = 1 << 16) throws(InputError) -> (header: [String], items: [String], positions: [Int]) {
        var decoder = ItemDecoder(format: format, fileName: "in", headerCount: count)
        let bytes = Array(text.utf8)
        var items: [Item] = []
        var start = 0
        while start < bytes.count {
            items += try decoder.feed(Array(bytes[start..<min(bytes.count, start + size)]))
            start += size
        }
        items += try decoder.finish()
        return (decoder.header, items.map(\.name), items.map(\.position))
    }

    @Test(arguments: [1, 3, 1 << 16])
    func jsonArrayElementsAreTheHeaderByName(size: Int) throws {
        let result = try split(#"[{"name": "NAME"}, "a", {"name": "b"}]"#, count: 1, size: size)
        #expect(result.header == ["NAME"])
        #expect(result.items == ["a", "b"])
        #expect(result.positions == [0, 1])
    }

    @Test func jsonLinesRecordsAreTheHeaderByName() throws {
        let result = try split("{\"name\": \"H1\"}\n\n{\"name\": \"H2\", \"summary\": \"s\"}\n{\"name\": \"a\"}\n", count: 2, format: .jsonl)
        #expect(result.header == ["H1", "H2"])
        #expect(result.items == ["a"])
        #expect(result.positions == [0])
    }

    @Test func tsvRowsAfterTheColumnNamesAreTheHeader() throws {
        let result = try split("name\tdetail\nNAME\tDETAIL\nTea\t€2\n", count: 1, format: .tsv)
        #expect(result.header == ["NAME"])
        #expect(result.items == ["Tea"])
    }

    @Test(arguments: [1, 2, 100])
    func plainLinesAreTheHeaderWithoutTheirLineEnds(size: Int) throws {
        let result = try split("USER PID\r\n\nroot 1\n", count: 2, size: size)
        #expect(result.header == ["USER PID", ""])
        #expect(result.items == ["root 1"])
        #expect(result.positions == [0])
    }

    @Test func nulRecordsAreTheHeaderByTheirFirstLine() throws {
        let result = try split("head\nmore\0item\0", count: 1, format: .nul)
        #expect(result.header == ["head"])
        #expect(result.items == ["item"])
    }

    @Test func aShortInputGivesTheRecordsThereAre() throws {
        let result = try split("only\n", count: 3)
        #expect(result.header == ["only"])
        #expect(result.items.isEmpty)
    }

    @Test func invalidRecordsSkippedAreNotTheHeader() throws {
        var decoder = ItemDecoder(format: .jsonl, fileName: "in", skipInvalid: true, headerCount: 1)
        let items = try decoder.feed(Array("{\"x\": 1}\n{\"name\": \"H\"}\n{\"name\": \"a\"}\n".utf8)) + decoder.finish()
        #expect(decoder.header == ["H"])
        #expect(items.map(\.name) == ["a"])
        #expect(decoder.skippedCount == 1)
    }

    @Test func errorsAfterTheHeaderNameTheLineOfTheWholeInput() {
        #expect(throws: InputError(file: "in", line: 3, column: 2, message: "expected a string key or '}'")) {
            _ = try split("{\"name\": \"H\"}\n{\"name\": \"a\"}\n{bad\n", count: 1, format: .jsonl)
        }
    }

    @Test func aHeaderNameIsKeptUpToTheLimit() throws {
        let long = String(repeating: "x", count: ItemDecoder.maximumHeaderNameBytes * 2)
        let result = try split(long + "\nitem\n", count: 1, size: 4096)
        #expect(result.header.map(\.utf8.count) == [ItemDecoder.maximumHeaderNameBytes])
        #expect(result.items == ["item"])
    }
}
