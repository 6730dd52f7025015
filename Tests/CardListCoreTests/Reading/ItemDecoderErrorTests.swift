import Testing
@testable import CardListCore
@testable import Items

@Suite struct ItemDecoderErrorTests {
    private func error(_ line: Int, _ column: Int, _ message: String) -> InputError {
        InputError(file: "in", line: line, column: column, message: message)
    }

    @Test func truncatedArrayReportsTheEndOfInput() {
        #expect(decodingError("[{\"name\": \"A\"},\n {\"name\": \"B\"") == error(2, 14, "unexpected end of input, expected ',' or '}' after object member"))
        #expect(decodingError("[{\"name\":\"A\"}") == error(1, 14, "unexpected end of input, expected ',' or ']' after array element"))
        #expect(decodingError("[", format: .json) == error(1, 2, "unexpected end of input, expected a value or ']'"))
        #expect(decodingError("[\"A\",\n") == error(2, 1, "unexpected end of input, expected a value"))
    }

    @Test func missingCommaBetweenElementsPointsAtTheNextElement() {
        #expect(decodingError("[\n  {\"name\": \"A\"}\n  {\"name\": \"B\"}\n]") == error(3, 3, "expected ',' or ']' after array element"))
    }

    @Test func trailingCommaAndEmptyElementAreReportedAtTheDelimiter() {
        #expect(decodingError("[{\"name\":\"A\"},]") == error(1, 15, "expected a value"))
        #expect(decodingError("[\"A\",,\"B\"]") == error(1, 6, "expected a value"))
        #expect(decodingError("[-, 1]", format: .json) == error(1, 3, "expected a digit in number"))
    }

    @Test func badEscapeIsReportedAtTheBackslash() {
        #expect(decodingError("{\"name\":\"x\"}\n{\"name\": \"a\\qb\"}", format: .jsonl) == error(2, 12, #"invalid escape '\q' in string"#))
    }

    @Test func unterminatedStringIsReportedAtItsOpeningQuote() {
        #expect(decodingError("{\"name\": \"abc}\n{\"name\": \"d\"}") == error(1, 10, "unterminated string"))
        #expect(decodingError("[\"abc, \"def") == error(1, 9, "expected ',' or ']' after array element"))
        #expect(decodingError("[\n\"abc") == error(2, 1, "unterminated string"))
    }

    @Test func recordWithoutNameIsReportedAtTheRecordStart() {
        #expect(decodingError("[{\"name\": \"A\"}, {\"title\": \"B\"}]") == error(1, 17, "record has no 'name'"))
        #expect(decodingError("{\"user\": {\"login\": \"x\"}}", mapping: FieldMapping(name: "user"))
            == error(1, 1, "'user' is not text; name a field inside it with --name-field"))
        #expect(decodingError("[null]", format: .json) == error(1, 2, "record is not an object or a string"))
        #expect(decodingError("  {\"id\": 1}", mapping: FieldMapping(name: "user.login")) == error(1, 3, "record has no 'user.login'"))
        #expect(decodingError("detail\tname\n€3\n", format: .tsv) == error(2, 1, "record has no 'name'"))
    }

    @Test func badAmountIsAnInvalidRecord() {
        #expect(decodingError("{\"name\": \"A\", \"amount\": \"12 EUR\"}") == error(1, 1, "'amount' is not a number"))
        #expect(decodingError("{\"name\": \"A\", \"amount\": [1]}") == error(1, 1, "'amount' is not a number"))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = "[" + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "]"
        #expect(decodingError(deep) == error(1, 514, "nesting deeper than 512 levels"))
        let deepLine = String(repeating: "{\"a\":", count: 10_000)
        #expect(decodingError(deepLine) == error(1, 2561, "nesting deeper than 512 levels"))
    }

    @Test func contentAroundTheArrayIsRejected() {
        #expect(decodingError("{\"name\": 1}", format: .json) == error(1, 1, "expected '[' at the start of a JSON array (this looks like JSON Lines; use --input jsonl)"))
        #expect(decodingError("[]\n x") == error(2, 2, "unexpected content after the JSON array"))
        #expect(decodingError("[\"A\"]]") == error(1, 6, "unexpected content after the JSON array"))
    }

    @Test func jsonLinesRejectTextAfterTheValue() {
        #expect(decodingError("{\"name\":\"A\"} x") == error(1, 14, "expected end of line after JSON value"))
    }

    @Test func nulByteInAJSONLineIsAnError() {
        #expect(decodingError("{\"name\":\"A\"}\n{\"name\":\0}") == error(2, 9, "expected a value"))
        #expect(decodingError("{\"name\":\"A\0\"}") == error(1, 11, "control character U+0000 must be escaped in string"))
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(decodingError("{\"name\": \"é\", \"x\": ?}") == error(1, 20, "expected a value"))
        #expect(decodingError("[\"抹茶\" \"x\"]") == error(1, 7, "expected ',' or ']' after array element"))
    }

    @Test func invalidUTF8BeforeAnErrorCountsOneColumnPerByte() {
        let bytes: [UInt8] = Array("{\"name\": \"".utf8) + [0xFF, 0xFE] + Array("\" ?}".utf8)
        #expect(decodingError(bytes) == error(1, 15, "expected ',' or '}' after object member"))
    }

    @Test func tsvHeaderNeedsANameColumn() {
        #expect(decodingError("title\tdetail\nTea\t1\n", format: .tsv) == error(1, 1, "TSV header has no 'name' column (choose one with --name-field)"))
        #expect(decodingError("login\nTea\n", format: .tsv, mapping: FieldMapping(name: "login")) == nil)
        #expect(decodingError("Name\tDetail\nTea\t1\n", format: .tsv) == nil)
    }

    @Test func errorsRepeatAfterTheFirstFailure() {
        var decoder = ItemDecoder(format: .jsonl, fileName: "in")
        #expect(throws: error(1, 1, "expected a value")) { try decoder.feed(Array("?\n".utf8)) }
        #expect(throws: error(1, 1, "expected a value")) { try decoder.feed(Array("{\"name\":\"A\"}\n".utf8)) }
        #expect(throws: error(1, 1, "expected a value")) { try decoder.finish() }
    }

    @Test func fileNameInErrorsIsSanitised() {
        var decoder = ItemDecoder(format: .jsonl, fileName: "evil\u{1B}[2J.jsonl")
        #expect(throws: InputError(file: "evil␛[2J.jsonl", line: 1, column: 1, message: "expected a value")) {
            _ = try decoder.feed(Array("?\n".utf8))
        }
        #expect(InputError(file: "a.json", line: 3, column: 14, message: "expected ',' or ']' after array element").description
            == "a.json:3:14: expected ',' or ']' after array element")
    }
}
