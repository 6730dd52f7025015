import Foundation
import Testing
@testable import CardListCore
@testable import Items

/// `--items-path`: the items are the array at a dotted path inside a JSON object.
@Suite struct ItemsPathTests {
    private func items(_ text: String, path: String, format: InputFormat? = nil, chunk: Int? = nil) throws(InputError) -> [Item] {
        var decoder = ItemDecoder(format: format, fileName: "in", mapping: FieldMapping(items: path))
        let bytes = Array(text.utf8)
        var items: [Item] = []
        var start = 0
        let size = chunk ?? max(1, bytes.count)
        while start < bytes.count {
            items += try decoder.feed(Array(bytes[start..<min(bytes.count, start + size)]))
            start += size
        }
        return items + (try decoder.finish())
    }

    private let iso = "{\n  \"3166-1\": [\n    {\"alpha_2\": \"AW\", \"name\": \"Aruba\"},\n    {\"alpha_2\": \"AF\", \"name\": \"Afghanistan\"}\n  ]\n}\n"

    @Test func aPrettyPrintedObjectsArrayIsReadAsItems() throws {
        for format in [nil, InputFormat.json, .jsonl] {
            let found = try items(iso, path: "3166-1", format: format)
            #expect(found.map(\.name) == ["Aruba", "Afghanistan"])
            #expect(found.map(\.position) == [0, 1])
        }
    }

    @Test func theDocumentMayArriveInManyChunks() throws {
        #expect(try items(iso, path: "3166-1", chunk: 7).map(\.name) == ["Aruba", "Afghanistan"])
    }

    @Test func aDottedPathReachesANestedArrayAndEachItemKeepsItsRecord() throws {
        let found = try items(#"{"data": {"items": [{"name": "a", "n": 1.50}, "b"]}}"#, path: "data.items")
        #expect(found.map(\.name) == ["a", "b"])
        #expect(String(decoding: found[0].source, as: UTF8.self) == #"{"name":"a","n":1.50}"#)
    }

    @Test func aMissingPathNamesTheArraysTheObjectHas() {
        #expect(throws: InputError(file: "in", line: 1, column: 1, message: "the JSON document has no 'items' (--items-path); its arrays: '3166-1'")) {
            _ = try items(iso, path: "items")
        }
    }

    @Test func aPathToSomethingElseThanAnArrayIsAnError() {
        #expect(throws: InputError(file: "in", line: 1, column: 1, message: "'3166-1.0' is not an array (--items-path)")) {
            _ = try items(iso, path: "3166-1.0")
        }
    }

    @Test func aBadRecordInsideTheArrayIsSkippedWithSkipInvalid() throws {
        var decoder = ItemDecoder(fileName: "in", mapping: FieldMapping(items: "items"), skipInvalid: true)
        var found = try decoder.feed(Array(#"{"items": [{"name": "a"}, {"title": "x"}, {"name": "b"}]}"#.utf8))
        found += try decoder.finish()
        #expect(found.map(\.name) == ["a", "b"])
        #expect(decoder.skippedCount == 1)
    }

    @Test func readingTheDocumentIsLinear() throws {
        func seconds(_ count: Int) throws -> Double {
            let text = #"{"meta": {"x": [1, 2]}, "items": ["# + (0..<count).map { #"{"name": "n\#($0)", "v": [\#($0)]}"# }.joined(separator: ", ") + "]}"
            let clock = ContinuousClock()
            var best = Double.infinity
            for _ in 0..<2 {
                let start = clock.now
                let found = try items(text, path: "items", chunk: 64 * 1024)
                #expect(found.count == count)
                let elapsed = clock.now - start
                best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
            return best
        }
        let small = try seconds(10_000), large = try seconds(40_000)
        #expect(large < small * 10 + 0.02, "n: \(small) s, 4n: \(large) s")
    }
}
