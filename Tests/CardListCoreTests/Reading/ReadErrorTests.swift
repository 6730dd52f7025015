import Testing
@testable import CardListCore
@testable import Items

@Suite struct ReadErrorTests {
    @Test func everyCaseDescribesItselfOnOneLine() {
        #expect(ReadError.missingFile("a.json").description == "a.json: no such file")
        #expect(ReadError.isDirectory("dir").description == "dir: is a directory")
        #expect(ReadError.unreadable("a.json", reason: "Permission denied").description == "a.json: cannot read: Permission denied")
        #expect(ReadError.empty(file: "-").description == "-: no items")
        #expect(ReadError.input(InputError(file: "a.json", line: 2, column: 5, message: "expected a value")).description
            == "a.json:2:5: expected a value")
    }

    @Test func displayNamesMakeControlAndInvisibleCharactersVisible() {
        #expect(DisplayName.sanitized("evil\u{1B}[2J.json") == "evil␛[2J.json")
        #expect(DisplayName.sanitized("a\nb\u{202E}c") == "a␊b<U+202E>c")
        #expect(DisplayName.sanitized("Café 抹茶.json") == "Café 抹茶.json")
    }

    @Test func fileErrorsSanitiseThePath() {
        #expect(throws: ReadError.missingFile("no␛such")) { try ItemReader().items(atPath: "no\u{1B}such") }
    }
}
