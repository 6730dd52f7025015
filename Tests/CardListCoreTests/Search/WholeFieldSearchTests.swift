import Foundation
import Testing
@testable import CardListCore
@testable import Items
@testable import Search

/// The search reads each field whole, however long, and counts a name's length (the tie
/// breaker) as the name is shown: each invalid UTF-8 byte as one U+FFFD.
@Suite struct WholeFieldSearchTests {
    /// The lines of `bytes` (as read from a file) matching `query`, ranked, as their bytes.
    private func ranked(bytes: [UInt8], _ query: String) throws -> [Int] {
        var decoder = ItemDecoder(format: .lines, fileName: "in")
        var store = ItemStore()
        store.append(try bytes.withUnsafeBytes { try decoder.feedSegment($0) })
        store.append(try decoder.finishSegment())
        return store.search(Matcher(query: query), in: store.indices).map(\.item)
    }

    @Test func aMatchPastTheDisplayLimitIsFound() throws {
        let line = Array(repeating: UInt8(ascii: "a"), count: ItemRows.displayLimit) + Array("b\nc\n".utf8)
        #expect(try ranked(bytes: line, "b") == [0])
        #expect(try ranked(bytes: line, "a$") == [])
        #expect(try ranked(bytes: line, "ab$") == [0])
    }

    @Test func aStringFieldIsSearchedWholeToo() {
        let name = String(repeating: "a", count: ItemRows.displayLimit) + "b"
        #expect(Matcher(query: "b").matches(name))
        #expect(!Matcher(query: "a$").matches(name))
    }

    @Test func invalidBytesCountOneCharacterEachInTheLength() throws {
        // `ab` and six invalid bytes (two UTF-16 surrogates in UTF-8) show as 8 characters.
        let input: [UInt8] = Array("ab".utf8) + [0xED, 0xA0, 0x80, 0xED, 0xA0, 0x80, 0x0A] + Array("abcdef\n".utf8)
        #expect(try ranked(bytes: input, "ab") == [1, 0])
    }

    @Test func theLengthCountsWhatIsShown() throws {
        var length: Int32 = 0
        let bytes: [UInt8] = [0x20, 0x61, 0xED, 0xA0, 0x80, 0xC3, 0xA9, 0xFF, 0x20]
        bytes.withUnsafeBufferPointer { length = SearchText.trimmedLength($0) }
        let shown = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: [" "]).unicodeScalars.count
        #expect(length == Int32(shown))
        #expect(length == 6)
    }
}
