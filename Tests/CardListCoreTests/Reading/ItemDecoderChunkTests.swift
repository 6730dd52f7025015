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

/// Plain text read from raw chunks takes its lines straight from each chunk (past the
/// header, once its format is known): cut anywhere, the items are those of the whole text.
@Suite struct PlainLineChunkTests {
    static let text: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("head\r\nEspresso\r\n\nCafé au lait\r\n\r\n抹茶ラテ\n".utf8)
        + [0x63, 0xC3, 0x0A] + Array("x\ry\nlast, unterminated\r".utf8)

    /// The items and header of `text` fed as raw chunks of `size` bytes, and the decoder's count.
    func decode(_ text: [UInt8], size: Int, headerCount: Int, format: InputFormat?) throws -> (items: [Item], header: [String], count: Int) {
        var decoder = ItemDecoder(format: format, fileName: "in", firstPosition: 5, headerCount: headerCount)
        var items: [Item] = []
        var start = 0
        while start < text.count {
            let end = min(text.count, start + size)
            items += try text[start..<end].withUnsafeBytes { try decoder.feedSegment($0) }.items
            start = end
        }
        items += try decoder.finishSegment().items
        return (items, decoder.header, decoder.itemCount)
    }

    @Test(arguments: [1, 2, 3, 5, 8, 29, 40])
    func linesCutAnywhereDecodeAsTheWholeText(size: Int) throws {
        #expect(size < Self.text.count, "more than one chunk, so that the later ones take the lines in place")
        for format in [InputFormat.lines, nil] {
            for headerCount in [0, 1] {
                let whole = try decode(Self.text, size: Self.text.count, headerCount: headerCount, format: format)
                let chunked = try decode(Self.text, size: size, headerCount: headerCount, format: format)
                #expect(chunked.items == whole.items, "\(size)-byte chunks, header \(headerCount), format \(String(describing: format))")
                #expect(chunked.header == whole.header && chunked.count == whole.count)
            }
        }
    }

    @Test func wholeTextGivesEachLineWithoutItsLineBreak() throws {
        let decoded = try decode(Self.text, size: 4, headerCount: 1, format: .lines)
        #expect(decoded.header == ["head"])
        #expect(decoded.items.map(\.name) == ["Espresso", "", "Café au lait", "", "抹茶ラテ", "c\u{FFFD}", "x\ry", "last, unterminated"])
        #expect(decoded.items.map(\.position) == Array(5..<13))
        #expect(decoded.items[2].source == Array("Café au lait".utf8))
        #expect(decoded.count == 8)
    }

    @Test func aLineLongerThanManyChunksIsOneItem() throws {
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: 10_000)
        let decoded = try decode(Array("one\n".utf8) + long + Array("\ntwo\n".utf8), size: 7, headerCount: 0, format: .lines)
        #expect(decoded.items.map(\.source) == [Array("one".utf8), long, Array("two".utf8)])
    }

    @Test func linesTakenFromAChunkLeaveTheirBreaksAndTheUnfinishedLineOut() {
        var segment = ItemSegment()
        var scratch: [UInt32] = []
        let bytes = Array("ab\ncd\r\n\nunfinished".utf8)
        let (lines, taken) = bytes.withUnsafeBufferPointer { segment.appendLines($0, scratch: &scratch) }
        #expect(lines == 3 && taken == 8)
        #expect(segment.items.map(\.name) == ["ab", "cd", ""])
        #expect(segment.sources == Array("abcd".utf8))
    }

    @Test func theOffsetsOfAChunksLinesTakeTheirRoomAndNoMore() {
        var segment = ItemSegment()
        var scratch: [UInt32] = []
        let bytes = Array(String(repeating: "line\n", count: 10_000).utf8)
        _ = bytes.withUnsafeBufferPointer { segment.appendLines($0, scratch: &scratch) }
        #expect(segment.count == 10_000)
        // Grown by doubling, they would have room for 16,384.
        #expect(segment.sourceEnds.capacity < 10_000 + 10_000 / 16)
    }

    @Test func aChunkTakenInPlaceUsesTheSpareArraysMadeReady() throws {
        let spares = SpareBuffers(capacity: 4096)
        spares.refill()
        var decoder = ItemDecoder(format: .lines, fileName: "in")
        decoder.spares = spares
        let text = Array((0..<600).map { "name \($0)\n" }.joined().utf8)
        var items: [Item] = []
        var start = 0
        while start < text.count {
            let end = min(text.count, start + 2000)
            items += try text[start..<end].withUnsafeBytes { try decoder.feedSegment($0) }.items
            start = end
        }
        items += try decoder.finishSegment().items
        #expect(items.map(\.name) == (0..<600).map { "name \($0)" })
        #expect(spares.take(minimumCapacity: 1) == nil, "both ready arrays were used")
    }
}
