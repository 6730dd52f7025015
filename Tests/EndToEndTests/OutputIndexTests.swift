import Foundation
import Testing

/// `--output index` is the item's 0-based place in the list cardlist read: items across all
/// inputs in order (every line of plain text, an empty one too), not counting blank lines of
/// JSON Lines or TSV, a TSV header or records `--skip-invalid` skipped.
/// `cardlist --filter '' --output line FILES | sed -n "$((INDEX + 1))p"` prints the record
/// again (for line-based formats).
@Suite struct OutputIndexTests {
    private func indices(_ arguments: String, files: [String: String] = [:], input: String? = nil) throws -> String {
        let pipe = input.map { "printf '\($0)' | " } ?? ""
        return try ShellCommand.run("\(pipe)\"$cardlist\" --output index \(arguments)", files: files.mapValues { Array($0.utf8) }).output
    }

    @Test func linesCountEveryLineEmptyOnesToo() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        #expect(try indices("--filter b", input: "a\\n\\nb\\n  \\nbb\\n") == "2\n4\n")
    }

    @Test func jsonArrayCountsElements() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        #expect(try indices("--filter c m.json", files: ["m.json": "[\"a\", {\"name\": \"c\"}, \"cc\"]"]) == "1\n2\n")
    }

    @Test func jsonLinesCountRecords() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        #expect(try indices("--filter c m.jsonl", files: ["m.jsonl": "{\"name\":\"a\"}\n\n{\"name\":\"c\"}\n"]) == "1\n")
    }

    @Test func tsvDoesNotCountItsHeader() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        #expect(try indices("--filter c m.tsv", files: ["m.tsv": "name\tsummary\na\tx\nc\ty\n"]) == "1\n")
    }

    @Test func severalFilesContinueTheCount() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let files = ["one.txt": "a\nb\n", "two.jsonl": "{\"name\":\"c\"}\n"]
        #expect(try indices("--filter '' one.txt two.jsonl", files: files) == "0\n1\n2\n")
    }

    @Test func read0CountsRecords() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        #expect(try indices("--read0 --filter c", input: "a\\nsum\\0c\\0") == "1\n")
    }

    @Test func skippedRecordsAreNotCounted() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        #expect(try indices("--skip-invalid --filter c", input: "{\"x\":1}\\n{\"name\":\"c\"}\\n") == "0\n")
    }

    @Test func indexFindsTheRecordInTheListedRecords() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let files = ["m.tsv": "name\tsummary\n\na\tx\nc\ty\n"]
        let script = "i=$(\"$cardlist\" --filter c --output index m.tsv); \"$cardlist\" --filter '' --output line m.tsv | sed -n \"$((i + 1))p\""
        #expect(try ShellCommand.run(script, files: files.mapValues { Array($0.utf8) }).output == "c\ty\n")
    }
}
