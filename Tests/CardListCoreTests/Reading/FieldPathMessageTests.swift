import Testing
@testable import CardListCore
@testable import Items

/// Field paths given on the command line reach error messages only sanitised.
@Suite struct FieldPathMessageTests {
    private let hostile = "x\u{1B}[2Jy\nz"

    private func message(_ text: String, format: InputFormat) -> String? {
        do {
            _ = try decodeWhole(text, format: format, mapping: FieldMapping(name: hostile))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func missingFieldMessageShowsTheControlCharactersVisibly() throws {
        let text = try #require(message("{\"name\":\"a\"}\n", format: .jsonl))
        #expect(!text.contains("\u{1B}") && !text.contains("\n"))
        #expect(text == "in:1:1: record has no 'x␛[2Jy␊z'")
    }

    @Test func notTextMessageShowsTheControlCharactersVisibly() throws {
        let text = try #require(message("{\"x\\u001b[2Jy\\nz\":{\"a\":1}}\n", format: .jsonl))
        #expect(text == "in:1:1: 'x␛[2Jy␊z' is not text; name a field inside it with --name-field")
    }

    @Test func tsvHeaderMessageShowsTheControlCharactersVisibly() throws {
        let text = try #require(message("name\tsummary\n", format: .tsv))
        #expect(!text.contains("\u{1B}") && !text.contains("\n"))
        #expect(text.hasPrefix("in:1:1: TSV header has no 'x␛[2Jy␊z' column"))
    }

    @Test func emptyPathIsTheValueItself() {
        let value = JSONValue.object([.init("a", .number("1"))])
        #expect(value.value(atPath: "") == value)
        #expect(JSONValue.string("s").value(atPath: "") == .string("s"))
    }
}
