import Testing
@testable import CardListCore
@testable import Items

/// Standard input is named `<stdin>` in every message, never `-`.
@Suite struct StandardInputNameTests {
    @Test func chunkedStandardInputIsNamedStdin() {
        #expect(ChunkedInput(path: nil).displayName == "<stdin>")
    }

    @Test func decoderErrorsNameStdinByDefault() {
        var decoder = ItemDecoder(format: .jsonl)
        #expect(throws: InputError(file: "<stdin>", line: 1, column: 1, message: "record has no 'name'")) {
            _ = try decoder.feed(Array("{\"x\": 1}\n".utf8))
        }
    }

    @Test func firstSkippedRecordIsKeptWithItsPlace() throws {
        var decoder = ItemDecoder(format: .jsonl, skipInvalid: true)
        _ = try decoder.feed(Array("{\"name\": \"a\"}\n {\"x\": 1}\n{\"y\": 2}\n".utf8))
        #expect(decoder.firstSkipped == InputError(file: "<stdin>", line: 2, column: 2, message: "record has no 'name'"))
        #expect(decoder.skippedCount == 2)
    }
}
