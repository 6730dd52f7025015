import Foundation
import Testing
@testable import CardListCore
@testable import Items

/// Feeding an input in small pieces gives the same items and errors as feeding it whole.
@Suite struct ItemDecoderChunkTests {
    static let documents: [(String, [UInt8], InputFormat?)] = [
        ("json array", Array(#"[{"name": "Caf\u00e9 \ud83d\ude00", "summary": "a \"b\" \\ c", "tags": ["S1"]}, "抹茶ラテ", {"name": "x", "amount": -1.5e2}]"#.utf8), nil),
        ("json lines with crlf", Array("{\"name\":\"Café\"}\r\n\r\n{\"name\":\"🚆 ICE\",\"detail\":\"07:41\"}\r\n".utf8), nil),
        ("plain text with bom", [0xEF, 0xBB, 0xBF] + Array("Espresso\r\nCafé au lait\n\n抹茶ラテ".utf8), nil),
        ("tsv", Array("name\tsummary\n抹茶\tgreen\\ttea\nCafé\t\n".utf8), .tsv),
        ("nul records", Array("Tea\nGreen\0Café\nau lait\n\0".utf8), .nul),
        ("invalid utf-8", Array("caf".utf8) + [0xC3] + Array("\nok\n".utf8), nil),
        ("truncated array", Array("[{\"name\": \"A\"},\n {\"name\": \"B".utf8), nil),
        ("missing comma", Array("[\n  {\"name\": \"é\"}\n  {\"name\": \"B\"}\n]".utf8), nil),
        ("bad escape across lines", Array("{\"name\":\"x\"}\n{\"name\": \"a\\qb\"}".utf8), nil),
        ("bad unicode escape", Array("[\"\\u00G9\"]".utf8), nil),
        ("unterminated string", Array("[\n\"abc".utf8), nil),
        ("record without name", Array("[{\"name\": \"A\"}, {\"title\": \"B\"}]".utf8), nil),
        ("content after array", Array("[\"A\"]\n\n  ]".utf8), nil),
        ("deep nesting", Array(("[" + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "]").utf8), nil),
        ("strings hide brackets", Array(#"[{"name": "a]b,c", "summary": "}{[\"]"}, "\\"]"#.utf8), nil),
    ]

    @Test(arguments: [1, 2, 3, 7])
    func chunkedDecodingMatchesWholeDecoding(size: Int) {
        for (label, bytes, format) in Self.documents {
            let whole = outcome(bytes, format: format)
            let chunked = outcome(bytes, size: size, format: format)
            #expect(chunked == whole, "\(label) in \(size)-byte chunks")
        }
    }

    @Test func wholeDocumentsDecodeAsExpected() throws {
        let items = try decodeWhole(Self.documents[0].1)
        #expect(items.map(\.name) == ["Café 😀", "抹茶ラテ", "x"])
        #expect(items[0].summary == #"a "b" \ c"#)
        #expect(outcome(Self.documents[6].1) == .failure(InputError(file: "in", line: 2, column: 11, message: "unterminated string")))
        #expect(try decodeWhole(Self.documents[14].1).map(\.name) == ["a]b,c", "\\"])
    }

    @Test func aCharacterSplitAcrossChunksIsDecodedWhole() throws {
        var decoder = ItemDecoder(format: .lines)
        let bytes = Array("抹茶\n".utf8)
        #expect(try decoder.feed(Array(bytes[0..<2])).isEmpty)
        #expect(try decoder.feed(Array(bytes[2..<4])).isEmpty)
        #expect(try decoder.feed(Array(bytes[4...])).map(\.name) == ["抹茶"])
        #expect(try decoder.finish().isEmpty)
    }

    @Test func itemsArriveAsSoonAsTheirRecordIsComplete() throws {
        var decoder = ItemDecoder()
        #expect(try decoder.feed(Array("[{\"name\": \"A\"}".utf8)).isEmpty)
        #expect(try decoder.feed(Array(", {\"name\"".utf8)).map(\.name) == ["A"])
        #expect(try decoder.feed(Array(": \"B\"}]".utf8)).map(\.name) == ["B"])
        #expect(try decoder.finish().isEmpty)
        #expect(decoder.itemCount == 2)
    }

    @Test func rawBufferChunksWorkLikeArrays() throws {
        var decoder = ItemDecoder(format: .lines)
        let bytes = Array("a\nb\n".utf8)
        let items = try bytes.withUnsafeBytes { buffer in try decoder.feed(buffer) }
        #expect(items.map(\.name) == ["a", "b"])
    }
}

@Suite struct ItemDecoderPositionTests {
    @Test func positionsContinueFromAnEarlierInput() throws {
        var decoder = ItemDecoder(format: .lines, firstPosition: 3)
        var items = try decoder.feed(Data("a\nb".utf8))
        items += try decoder.finish()
        #expect(items.map(\.position) == [3, 4])
        #expect(decoder.itemCount == 2)
    }
}

/// A backlog of lines read while the format was being detected (blank lines first) is
/// decoded as the same items (with room reserved for exactly its lines, which only the
/// peak memory shows: 20 MiB of empty lines took 207 MiB, now as much as `--input lines`).
@Suite struct LineBacklogTests {
    @Test func fiveMebibytesOfEmptyLinesBeforeTheFirstTextAreAllItems() throws {
        let blanks = 5 << 20
        var decoder = ItemDecoder(fileName: "in")
        var segment = try Array(repeating: UInt8(0x0A), count: blanks).withUnsafeBytes { try decoder.feedSegment($0) }
        #expect(segment.isEmpty, "still detecting")
        let bytes = Array("x\ny\n".utf8)
        segment = try bytes.withUnsafeBytes { try decoder.feedSegment($0) }
        #expect(segment.format == .lines)
        #expect(segment.count == blanks + 2)
        #expect(segment[0].name == "" && segment[blanks].name == "x" && segment[blanks + 1].name == "y")
    }
}
