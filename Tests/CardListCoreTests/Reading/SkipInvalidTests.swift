import Testing
@testable import CardListCore
@testable import Items

/// `--skip-invalid`: every kind of invalid record is skipped and counted, the first one
/// kept with its position for the message.
@Suite struct SkipInvalidTests {
    private func decoded(_ text: String, format: InputFormat? = nil) throws(InputError) -> (names: [String], decoder: ItemDecoder) {
        var decoder = ItemDecoder(format: format, fileName: "in", skipInvalid: true)
        var items = try decoder.feed(Array(text.utf8))
        items += try decoder.finish()
        return (items.map(\.name), decoder)
    }

    @Test func aJSONLineThatDoesNotParseIsSkippedAndNamedWithItsPosition() throws {
        for format in [nil, InputFormat.jsonl] {
            let (names, decoder) = try decoded("{\"name\":\"a\"}\n{bad\n{\"name\":\"b\"}\n", format: format)
            #expect(names == ["a", "b"])
            #expect(decoder.skippedCount == 1)
            #expect(decoder.firstSkipped == InputError(file: "in", line: 2, column: 2, message: "expected a string key or '}'"))
        }
    }

    @Test func lineThatLooksLikeAnotherFormatIsSkippedToo() throws {
        let (names, decoder) = try decoded("{\"name\":\"a\"}\n[1, \n{\n{\"name\":\"b\"}\n", format: .jsonl)
        #expect(names == ["a", "b"])
        #expect(decoder.skippedCount == 2)
        #expect(decoder.firstSkipped?.line == 2)
    }

    @Test func withoutSkipInvalidALineThatDoesNotParseStopsTheRead() {
        #expect(decodingError("{\"name\":\"a\"}\n{bad\n{\"name\":\"b\"}\n") == InputError(file: "in", line: 2, column: 2, message: "expected a string key or '}'"))
    }
}
