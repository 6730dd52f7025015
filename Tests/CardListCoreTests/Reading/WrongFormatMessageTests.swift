import Testing
@testable import CardListCore
@testable import Items

/// When the input is in another format than the one asked for, the error says which.
@Suite struct WrongFormatMessageTests {
    private func message(_ text: String, format: InputFormat) -> String? {
        do {
            _ = try decodeWhole(text, format: format)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func prettyJSONArrayReadAsJSONLinesSaysUseJSON() {
        #expect(message("[\n  {\"name\": \"a\"}\n]\n", format: .jsonl) == "in:1:1: this looks like a JSON array; use --input json")
    }

    @Test func oneLineJSONArrayReadAsJSONLinesSaysUseJSON() {
        #expect(message("[{\"name\":\"a\"},{\"name\":\"b\"}]\n", format: .jsonl) == "in:1:1: this looks like a JSON array; use --input json")
    }

    @Test func prettyObjectReadAsJSONLinesSaysOneObjectPerLine() {
        #expect(message("{\n  \"name\": \"a\"\n}\n", format: .jsonl)
            == "in:1:1: this looks like a JSON object spread over several lines; JSON Lines needs one object per line (for an array of items inside the object, name it with --items-path)")
    }

    @Test func prettyObjectReadAsJSONSaysNameTheArrayInsideIt() {
        #expect(message("{\n  \"3166-1\": [\n    {\"name\": \"Aruba\"}\n  ]\n}\n", format: .json)
            == "in:1:1: expected '[' at the start of a JSON array (this is a JSON object, not an array; name the array of items inside it with --items-path)")
    }

    @Test(arguments: ["{\n", "{  \n \"a\": [1]\n}\n", "{ \"name\": \"a\" }\n", "{  ", "x\n"])
    func theHintForAnObjectDoesNotDependOnWhereTheChunksAreCut(text: String) {
        let bytes = Array(text.utf8)
        let whole = outcome(bytes, format: .json)
        for size in 1...bytes.count {
            #expect(outcome(bytes, size: size, format: .json) == whole, "chunks of \(size)")
        }
    }

    @Test func jsonLinesReadAsJSONSaysUseJSONLines() {
        #expect(message("{\"name\":\"a\"}\n{\"name\":\"b\"}\n", format: .json)
            == "in:1:1: expected '[' at the start of a JSON array (this looks like JSON Lines; use --input jsonl)")
    }

    @Test func plainTextReadAsJSONSaysUseLines() {
        #expect(message("alpha\nbeta\n", format: .json)
            == "in:1:1: expected '[' at the start of a JSON array (this looks like plain text; use --input lines)")
    }

    @Test func jsonReadAsTSVSaysWhichJSON() {
        #expect(message("[{\"name\":\"a\"}]\n", format: .tsv)
            == "in:1:1: TSV header has no 'name' column (choose one with --name-field) (this looks like a JSON array; use --input json)")
        #expect(message("{\"name\":\"a\"}\n", format: .tsv)
            == "in:1:1: TSV header has no 'name' column (choose one with --name-field) (this looks like JSON Lines; use --input jsonl)")
    }

    @Test func plainTextReadAsTSVSaysItHasNoTab() {
        #expect(message("alpha\nbeta\n", format: .tsv)
            == "in:1:1: TSV header has no 'name' column (choose one with --name-field) (the line has no tab; for plain text use --input lines)")
    }

    @Test func aBrokenJSONLinesRecordKeepsItsSyntaxMessage() {
        #expect(message("{\"name\":\"a\"}\n{\"name\": }\n", format: .jsonl) == "in:2:10: expected a value")
    }
}
