import Testing
@testable import CardListCore
@testable import Items

/// Detection and the TSV reader take the same line as the header, whole: its leading
/// blanks belong to its first cell.
@Suite struct TSVHeaderLineTests {
    @Test func aFirstLineStartingWithASpaceIsPlainTextWhoseColumnIsSpaceName() throws {
        let items = try decodeWhole(" name\tx\nA\tB\n")
        #expect(items.map(\.name) == [" name\tx", "A\tB"])
    }

    @Test func aHeaderStartingWithATabHasAnUnnamedIndexColumn() throws {
        // As pandas writes one column with its index.
        let items = try decodeWhole("\tname\n0\tTea\n1\tCoffee\n")
        #expect(items.map(\.name) == ["Tea", "Coffee"])
    }

    @Test func blankLinesBeforeTheHeaderAreSkippedByDetectionAndReader() throws {
        let items = try decodeWhole("\n  \n\r\n\tname\n0\tTea\n")
        #expect(items.map(\.name) == ["Tea"])
    }

    @Test func detectionAgreesWhenTheHeaderArrivesInPieces() throws {
        var decoder = ItemDecoder(fileName: "in")
        var items = try decoder.feed(Array("\n\t".utf8))
        items += try decoder.feed(Array("name\n0\tTea\n".utf8))
        items += try decoder.finish()
        #expect(items.map(\.name) == ["Tea"])
    }
}
