import Testing
@testable import CardListCore
@testable import Items

/// TSV without a file name (on stdin) is recognised by its header row.
@Suite struct TSVDetectionTests {
    @Test func headerNamingTheNameColumnIsDetectedAsTSV() throws {
        let items = try decodeWhole("name\tsummary\nTea\tHot\n")
        #expect(items.map(\.name) == ["Tea"])
        #expect(items.first?.summary == "Hot")
    }

    @Test func headerIsMatchedWhateverItsCaseAndLineEnding() {
        #expect(InputFormat.detect(in: Array("Name\tImage\r\nx\ty\r\n".utf8)[...], isComplete: true) == .tsv)
    }

    @Test func headerIsMatchedAgainstTheNameField() {
        let header = Array("login\tbio\nada\tx\n".utf8)[...]
        #expect(InputFormat.detect(in: header, isComplete: true) == .lines)
        #expect(InputFormat.detect(in: header, isComplete: true, nameField: "login") == .tsv)
    }

    @Test func tabsWithoutAHeaderStayPlainLines() {
        #expect(InputFormat.detect(in: Array("a\tb\nc\td\n".utf8)[...], isComplete: true) == .lines)
    }

    @Test func detectionWaitsForTheWholeFirstLine() {
        let start = Array("summary\tna".utf8)[...]
        #expect(InputFormat.detect(in: start, isComplete: false) == nil)
        #expect(InputFormat.detect(in: Array("summary\tname\n".utf8)[...], isComplete: false) == .tsv)
    }

    @Test func headerCutIntoChunksIsStillDetected() throws {
        let items = try decodeInChunks(Array("summary\tname\nHot\tTea\n".utf8), size: 3)
        #expect(items.map(\.name) == ["Tea"])
    }
}
