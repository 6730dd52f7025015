import Testing
@testable import CardListCore
@testable import Items

/// An empty name is an item with an empty name in every format, as an empty line is in
/// fzf: it never stops the input, and `--skip-invalid` has nothing to skip.
@Suite struct EmptyNameTests {
    @Test func emptyStringElementOfAJSONArrayIsAnItemAndTheRestFollows() throws {
        let items = try decodeWhole(#"["a", "", "b"]"#)
        #expect(items.map(\.name) == ["a", "", "b"])
        #expect(items.map(\.position) == [0, 1, 2])
    }

    @Test func emptyNameFieldOfAJSONArrayObjectIsAnItem() throws {
        let items = try decodeWhole(#"[{"name": "a"}, {"name": "", "summary": "kept"}, {"name": "b"}]"#)
        #expect(items.map(\.nameAndSummary) == ["a", ": kept", "b"])
    }

    @Test func emptyNameInJSONLinesIsAnItem() throws {
        let items = try decodeWhole("{\"name\": \"a\"}\n{\"name\": \"\"}\n\"\"\n{\"name\": \"b\"}\n", format: .jsonl)
        #expect(items.map(\.name) == ["a", "", "", "b"])
    }

    @Test func emptyNameCellInTSVIsAnItem() throws {
        let items = try decodeWhole("name\tdetail\nTea\t€2\n\t€3\n", format: .tsv)
        #expect(items.map(\.name) == ["Tea", ""])
        #expect(items.last?.detail == "€3")
    }

    @Test func emptyLineOfPlainTextIsAnItem() throws {
        #expect(try decodeWhole("a\n\nb\n").map(\.name) == ["a", "", "b"])
    }

    @Test func emptyNulRecordIsAnItem() throws {
        let items = try decodeWhole("a\0\0b\0", format: .nul)
        #expect(items.map(\.name) == ["a", "", "b"])
    }

    @Test func nulRecordWithAnEmptyFirstLineKeepsItsSummary() throws {
        let items = try decodeWhole("\nsummary\0", format: .nul)
        #expect(items.map(\.nameAndSummary) == [": summary"])
    }

    @Test func blankTextAfterTheLastNulIsNotARecord() throws {
        #expect(try decodeWhole("a\0\n", format: .nul).map(\.name) == ["a"])
    }

    @Test func skipInvalidSkipsNoEmptyName() throws {
        var decoder = ItemDecoder(format: .json, fileName: "in", skipInvalid: true)
        let items = try decoder.feed(Array(#"["a", "", {"x": 1}, "b"]"#.utf8)) + decoder.finish()
        #expect(items.map(\.name) == ["a", "", "b"])
        #expect(decoder.skippedCount == 1)
    }
}
