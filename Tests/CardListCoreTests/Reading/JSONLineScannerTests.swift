import Foundation
import Testing
@testable import CardListCore
@testable import Items

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

    @Test func everyRecordTheScannerAcceptsParsesToTheSameItem() throws {
        let keys = [#""name""#, #""name""#, #""name""#, #""summary""#, #""image""#, #""x""#, #""label""#,
                    #""na\u006De""#, #""""#]
        let values = [#""Tea""#, #""Tea""#, #""Ünï 😀""#, #""Ünï 😀""#, #""""#, #""a\"b""#, "1.5", "null", "[1]",
                      #"{"a": "b"}"#, #""t\u00e9""#]
        let spaces = ["", " ", "\t", "  "]
        var seed: UInt64 = 42
        func pick<T>(_ options: [T]) -> T {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return options[Int(seed >> 33) % options.count]
        }
        var accepted = 0
        for _ in 0..<4_000 {
            var line = pick(spaces) + "{"
            for member in 0..<pick([0, 1, 1, 2, 2, 3, 4]) {
                if member > 0 { line += pick([",", ", ", " ,"]) }
                line += pick(spaces) + pick(keys) + pick(["", " "]) + ":" + pick(spaces) + pick(values) + pick(spaces)
            }
            line += pick(["}", "}", "} ", "", "}x"])
            let bytes = Array(line.utf8)
            guard case .record = bytes.withUnsafeBufferPointer({ JSONLineScanner(mapping: .standard)!.scan($0) }) else { continue }
            accepted += 1
            let value = try JSONParser.parse(bytes)
            let trimmed = Array(line.trimmingCharacters(in: CharacterSet(charactersIn: " \t")).utf8)
            let expected = try ItemBuilder.item(from: value, mapping: .standard, source: trimmed, position: 0)
            #expect(try decodeWhole(bytes, format: .jsonl) == [expected], "\(line)")
        }
        #expect(accepted > 100)
    }

    @Test func theFirstQuoteBackslashOrControlByteOfAWordIsFoundExactly() {
        let fillers: [UInt8] = [0x20, 0x21, 0x5B, 0x5D, 0x7F, 0x80, 0xA0, 0xC3, 0xDF, 0xE0, 0xFF, UInt8(ascii: "a")]
        for special: UInt8 in [0x22, 0x5C, 0x00, 0x0A, 0x1F] {
            for position in 0..<8 {
                for filler in fillers {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = special
                    // Bytes after the first special one may be anything, special or not.
                    for later in (position + 1)..<8 where later % 2 == 0 { bytes[later] = 0x22 }
                    let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * $1.offset) }
                    let found = JSONLineScanner.specialBytes(word).trailingZeroBitCount >> 3
                    #expect(found == position, "\(bytes)")
                }
            }
        }
        let plain = Array("ab é ~\u{7F}z".utf8).prefix(8).enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * $1.offset) }
        #expect(JSONLineScanner.specialBytes(plain) == 0)
    }

    @Test func stringsEndingAtEveryOffsetOfAWordAreCutAtTheirQuote() {
        for length in 0..<20 {
            let name = String(repeating: "n", count: length + 1)
            let line = #"{"name": ""# + name + #"", "summary": "s"}"#
            #expect(scan(line) == .record(source: 0..<line.utf8.count, name: 10..<(11 + length),
                                          summary: (26 + length)..<(27 + length), image: nil), "\(line)")
            #expect(scan(#"{"name": ""# + name + #"\u0041"}"#) == .needsParser)
            #expect(scan("{\"name\": \"" + name + "\u{1}\"}") == .needsParser)
        }
    }

    @Test func keysLongerThanEightBytesMatchOnlyWhenEveryByteDoes() {
        let mapping = FieldMapping(name: "display_name", summary: "description")
        #expect(scan(#"{"display_namf": "x", "display_name": "Tea", "description": "Green"}"#, mapping: mapping)
            == .record(source: 0..<68, name: 39..<42, summary: 61..<66, image: nil))
        #expect(scan(#"{"display_name": "Tea", "description_": "no"}"#, mapping: mapping)
            == .record(source: 0..<45, name: 18..<21, summary: nil, image: nil))
    }

    @Test func shortKeysAtTheEndOfAShortLineMatch() {
        let mapping = FieldMapping(name: "n", summary: "s", image: "i")
        #expect(scan(#"{"n":"x"}"#, mapping: mapping) == .record(source: 0..<9, name: 6..<7, summary: nil, image: nil))
        #expect(scan(#"{"s":"y","n":"x"}"#, mapping: mapping)
            == .record(source: 0..<17, name: 14..<15, summary: 6..<7, image: nil))
        #expect(scan(#"{"m":"x"}"#, mapping: mapping) == .needsParser)
    }

    @Test func aMappedKeyThatIsAlsoARichFieldNeedsTheParser() {
        #expect(scan(#"{"tags": "x"}"#, mapping: FieldMapping(name: "tags")) == .needsParser)
        #expect(scan(#"{"name": "a", "icon": "x"}"#, mapping: FieldMapping(summary: "icon")) == .needsParser)
        #expect(scan(#"{"name": "a", "label": "x"}"#, mapping: FieldMapping(image: "label")) == .needsParser)
        #expect(scan(#"{"name": "a", "labels": "x"}"#) == .record(source: 0..<28, name: 10..<11, summary: nil, image: nil))
    }
}
