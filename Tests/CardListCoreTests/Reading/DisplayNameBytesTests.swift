import Testing
@testable import CardListCore
@testable import Items

/// File names that are not valid UTF-8 are shown with their bad bytes as `\xNN`.
@Suite struct DisplayNameBytesTests {
    @Test func invalidBytesAreShownAsHex() {
        #expect(DisplayName.sanitized(bytes: Array("lat".utf8) + [0xE9] + Array(".txt".utf8)) == "lat\\xE9.txt")
    }

    @Test func controlCharactersAreStillMadeVisible() {
        #expect(DisplayName.sanitized(bytes: [0xFF, 0x1B] + Array("[2J".utf8) + [0xC3]) == "\\xFF␛[2J\\xC3")
    }

    @Test func validUTF8IsUnchanged() {
        #expect(DisplayName.sanitized(bytes: Array("café 😀.json".utf8)) == "café 😀.json")
    }

    @Test func inputKeepsThePathBytesItWasGiven() {
        let input = ChunkedInput(pathBytes: [0x61, 0xE9])
        #expect(input.pathBytes == [0x61, 0xE9])
        #expect(input.displayName == "a\\xE9")
    }
}
