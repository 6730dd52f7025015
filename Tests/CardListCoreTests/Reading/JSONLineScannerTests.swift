import Testing
@testable import CardListCore

@Suite struct JSONLineScannerTests {
    func scan(_ line: String, mapping: FieldMapping = .standard) -> JSONLineScanner.Outcome? {
        let bytes = Array(line.utf8)
        return JSONLineScanner(mapping: mapping).map { scanner in bytes.withUnsafeBufferPointer { scanner.scan($0) } }
    }

    /// The items the full parser and `ItemBuilder` make of each line, or the first error.
    func parsedItems(_ lines: [String], mapping: FieldMapping = .standard) -> [Item] {
        var items: [Item] = []
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, let value = try? JSONParser.parse(Array(line.utf8)),
                  let item = try? ItemBuilder.item(from: value, mapping: mapping, source: Array(trimmed.utf8), position: items.count)
            else { continue }
            items.append(item)
        }
        return items
    }

    @Test func flatStringObjectsGiveTheirFieldsAsRanges() {
        #expect(scan(#" {"name":"Tea", "x": "y", "summary" : "Green"}  "#)
            == .record(source: 1..<46, name: 10..<13, summary: 39..<44, image: nil))
        #expect(scan("   ") == .blank)
    }

    @Test func anythingBeyondPlainStringsNeedsTheParser() {
        let lines = [
            #"{"name": "Say \"hi\""}"#, #"{"name": 42}"#, #"{"name": "a", "n": {"x": 1}}"#,
            #"{"name": "a", "tags": "x"}"#, #"{"name": "a", "amount": "1"}"#, #"{"summary": "no name"}"#,
            #"{"name": ""}"#, #"{"name": "a",}"#, #"{"name": "a"} x"#, #"["a"]"#, "{\"name\": \"a\u{1}\"}",
            #"{"name": "a""#, "{}",
        ]
        for line in lines { #expect(scan(line) == .needsParser, "\(line)") }
    }

    @Test func dottedMappingsHaveNoFastPathAndOtherMappedKeysNeedTheParser() {
        #expect(scan(#"{"user": "x"}"#, mapping: FieldMapping(name: "user.login")) == nil)
        #expect(scan(#"{"title": "T", "kind": "k"}"#, mapping: FieldMapping(name: "title", label: "kind")) == .needsParser)
        #expect(scan(#"{"title": "T", "name": "n"}"#, mapping: FieldMapping(name: "title"))
            == .record(source: 0..<27, name: 11..<12, summary: nil, image: nil))
    }

    @Test func decoderGivesTheSameItemsAsTheFullParser() throws {
        let lines = [
            #"{"name": "Tea", "summary": "Green", "image": "t.png"}"#,
            #"{"name": "First", "name": "Second", "summary": "dup"}"#,
            #"  {"summary": "Café", "name": "Ünïcode"}  "#,
            #"{"name": "Say \"hi\"", "summary": "a\nb"}"#,
            #"{"name": 7, "detail": "€3"}"#,
            #"{"name": "Deep", "meta": {"a": [1, 2]}, "image": "d.png"}"#,
            "{\"name\": \"odd \u{FFFD}\", \"summary\":\t\"tab before\"}",
            "",
            #"{"name": "Tags", "tags": ["a", "b"], "time": "10:00"}"#,
        ]
        let text = lines.joined(separator: "\r\n")
        #expect(try decodeWhole(text, format: .jsonl, skipInvalid: true) == parsedItems(lines))
    }

    @Test func invalidUTF8InAFastRecordIsReplacedLikeTheParserDoes() throws {
        let line: [UInt8] = Array(#"{"name": "a"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        let items = try decodeWhole(line, format: .jsonl)
        let parsed = try JSONParser.parse(line)
        #expect(items.first?.name == parsed["name"]?.text)
        #expect(items.first?.source == line)
    }

    @Test func errorsKeepTheirLinesAndColumns() {
        let text = "{\"name\": \"ok\"}\n{\"name\": \"Tea\" \"summary\": \"x\"}\n"
        let error = decodingError(text, format: .jsonl)
        #expect(error?.position == TextPosition(line: 2, column: 16))
    }
}
