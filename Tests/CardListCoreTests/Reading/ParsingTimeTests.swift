import Foundation
import Testing
@testable import CardListCore
@testable import Items

/// Parsing time grows linearly with the size of the input: four times the members take
/// about four times as long, never sixteen (what a parser that copies a container for
/// every member added takes). Each case is timed at *n* and 4*n*, best of two runs, and
/// must stay under ten times; the suite runs serially so the timings do not compete.
@Suite(.serialized) struct ParsingTimeTests {
    /// The best of two timings of `body(size)`.
    private func time(_ size: Int, _ body: (Int) throws -> Void) rethrows -> Duration {
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000)
        for _ in 0..<2 {
            let start = clock.now
            try body(size)
            best = min(best, clock.now - start)
        }
        return best
    }

    /// Checks that `body` at 4*n* takes less than ten times as long as at *n*, give or take
    /// `slack` (for inputs of many megabytes, whose memory costs vary with the machine).
    private func expectLinear(from size: Int, slack: Duration = .milliseconds(20), _ body: (Int) throws -> Void) rethrows {
        let small = try time(size, body)
        let large = try time(4 * size, body)
        #expect(large < small * 10 + slack, "n: \(small), 4n: \(large)")
    }

    @Test func numberArrayParsesInLinearTime() throws {
        try expectLinear(from: 20_000) { size in
            let text = "[" + (0..<size).map { String($0) }.joined(separator: ",") + "]"
            guard case .array(let elements) = try JSONParser.parse(Array(text.utf8)) else { throw Unexpected() }
            #expect(elements.count == size)
        }
    }

    @Test func objectParsesInLinearTime() throws {
        try expectLinear(from: 20_000) { size in
            let text = "{" + (0..<size).map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + "}"
            guard case .object(let members) = try JSONParser.parse(Array(text.utf8)) else { throw Unexpected() }
            #expect(members.count == size)
        }
    }

    @Test func nestedArraysParseInLinearTime() throws {
        try expectLinear(from: 20_000) { size in
            let text = "[" + (0..<size).map { "[\($0),[\($0)]]" }.joined(separator: ",") + "]"
            guard case .array(let elements) = try JSONParser.parse(Array(text.utf8)) else { throw Unexpected() }
            #expect(elements.count == size)
        }
    }

    @Test func stringWithEscapesParsesInLinearTime() throws {
        try expectLinear(from: 20_000) { size in
            let text = "\"" + String(repeating: #"a\n\u00e9"#, count: size) + "\""
            guard case .string(let string) = try JSONParser.parse(Array(text.utf8)) else { throw Unexpected() }
            #expect(string.unicodeScalars.count == 3 * size)
        }
    }

    @Test func largeJSONLinesRecordDecodesInLinearTime() throws {
        try expectLinear(from: 20_000) { size in
            let tags = (0..<size).map { #""t\#($0)""# }.joined(separator: ",")
            let items = try decodeWhole(#"{"name":"many tags","tags":[\#(tags)]}"# + "\n", format: .jsonl)
            #expect(items.first?.tags.count == size)
        }
    }

    @Test func largeJSONArrayElementDecodesInLinearTime() throws {
        try expectLinear(from: 20_000) { size in
            let tags = (0..<size).map { #""t\#($0)""# }.joined(separator: ",")
            let text = #"[{"name":"many tags","tags":[\#(tags)]}]"#
            let items = try decodeInChunks(Array(text.utf8), size: 1 << 12, format: .json)
            #expect(items.first?.tags.count == size)
        }
    }

    @Test func manyJSONArrayElementsDecodeInLinearTime() throws {
        try expectLinear(from: 5_000) { size in
            let text = "[" + (0..<size).map { #""item \#($0)""# }.joined(separator: ",\n") + "]"
            let items = try decodeInChunks(Array(text.utf8), size: 1 << 12, format: .json)
            #expect(items.count == size)
        }
    }

    @Test func manyTSVRowsDecodeInLinearTime() throws {
        try expectLinear(from: 5_000) { size in
            let text = "name\tsummary\n" + (0..<size).map { "n\($0)\ts\\t\($0)" }.joined(separator: "\n")
            let items = try decodeInChunks(Array(text.utf8), size: 1 << 12, format: .tsv)
            #expect(items.count == size)
        }
    }

    @Test func longNulRecordDecodesInLinearTime() throws {
        try expectLinear(from: 10_000) { size in
            let text = "name\n" + String(repeating: "x", count: size * 10) + "\0b\0"
            let items = try decodeInChunks(Array(text.utf8), size: 1 << 12, format: .nul)
            #expect(items.count == 2)
        }
    }

    @Test func longLineDecodesInLinearTime() throws {
        try expectLinear(from: 10_000) { size in
            let text = String(repeating: "x", count: size * 10) + "\nb\n"
            let items = try decodeInChunks(Array(text.utf8), size: 1 << 12, format: .lines)
            #expect(items.count == 2)
        }
    }

    /// A line longer than the bytes the decoder counts line breaks in before reserving,
    /// arriving in a pipe's reads: the unfinished line is not searched again on every read.
    @Test func lineLongerThanTheBacklogDecodesInLinearTime() throws {
        // 8 and 32 MiB: the decoder that searched the unfinished line again on every read
        // took seconds at 32 MiB, far beyond this slack.
        try expectLinear(from: ItemDecoder.backlogByteCount * 2, slack: .milliseconds(300)) { size in
            let bytes = [UInt8](repeating: 0x78, count: size) + Array("\nb\n".utf8)
            let items = try decodeInChunks(bytes, size: 1 << 12, format: .lines)
            #expect(items.count == 2)
        }
    }

    private struct Unexpected: Error {}
}
