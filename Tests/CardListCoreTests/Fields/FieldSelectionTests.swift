import Testing
@testable import CardListCore
@testable import Items

/// The parts of a line that field expressions take, and how they are joined (each case
/// checked against fzf 0.74: `--nth` by what `--filter` finds, `--with-nth` on screen,
/// `--accept-nth` by what it prints).
@Suite struct FieldSelectionTests {
    private func selection(_ list: String, _ delimiter: FieldDelimiter = .blanks) throws -> FieldSelection {
        FieldSelection(ranges: try FieldList(parsing: list).ranges, delimiter: delimiter)
    }

    private func searched(_ selection: FieldSelection, _ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var parts: [Range<Int>] = [], fields: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { selection.searchedParts(of: $0, into: &parts, fields: &fields) }
        return parts.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func eachExpressionIsOnePartOfWholeFields() throws {
        #expect(searched(try selection("2..", FieldDelimiter(":")), "a:b:c") == ["b:c"])
        #expect(searched(try selection("1,3", FieldDelimiter(":")), "a:b:c") == ["a:", "c"])
        #expect(searched(try selection("..", .blanks), "  a  b ") == ["a  b "])
    }

    @Test func theLastPartSearchedLosesItsDelimiter() throws {
        #expect(searched(try selection("1,2", FieldDelimiter(":")), "a:b:c") == ["a:", "b"])
        #expect(searched(try selection("2", FieldDelimiter(":")), "x:y:") == ["y"])
    }

    @Test func blankFieldsKeepTheirBlanksWhenSearched() throws {
        // fzf strips only a delimiter given: `q$` does not find "q  one" by its first field.
        #expect(searched(try selection("1"), "q  one") == ["q  "])
    }

    @Test func aMissingFieldIsAnEmptyPart() throws {
        #expect(searched(try selection("5", FieldDelimiter(":")), "a:b") == [""])
    }

    @Test func shownFieldsAreJoinedAsTheyStandWithoutTrailingBlanks() throws {
        #expect(try selection("2", FieldDelimiter(":")).joined("a:b:c") == "b:")
        #expect(try selection("3,1", FieldDelimiter(":")).joined("a:b:c") == "ca:")
        #expect(try selection("2").joined("x  y  z") == "y")
        #expect(try selection("2..").joined("x  y  z  ") == "y  z")
    }

    @Test func oneRunOfTheLineIsShownWithoutACopy() throws {
        let bytes = Array("a:b:c:d".utf8)
        var range = 0..<0
        let joined = try bytes.withUnsafeBufferPointer { try selection("2,3", FieldDelimiter(":")).joined($0, range: &range) }
        #expect(joined == nil)
        #expect(range == 2..<6)
        let apart = try bytes.withUnsafeBufferPointer { try selection("1,3", FieldDelimiter(":")).joined($0, range: &range) }
        #expect(apart == Array("a:c:".utf8))
    }

    @Test func printedFieldsLoseTheDelimiterAtTheEnd() throws {
        #expect(try selection("2", FieldDelimiter(":")).printed("a:one:z") == "one")
        #expect(try selection("1,3", FieldDelimiter(":")).printed("ID2:Jane:Boss") == "ID2:Boss")
        #expect(try selection("-1,1", FieldDelimiter(":")).printed("a:b:c") == "ca")
        #expect(try selection("1,3").printed("a  b  c  d") == "a  c")
        #expect(try selection("5", FieldDelimiter(":")).printed("a:b") == "")
    }
}
