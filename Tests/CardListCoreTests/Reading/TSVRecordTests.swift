import Testing
@testable import CardListCore
@testable import Items

/// `--output json` of a TSV row: every column under its header's name.
@Suite struct TSVRecordTests {
    private func json(_ columns: [String], _ line: String) -> String {
        TSVRecord(columns: columns, line: Array(line.utf8)).json.encoded()
    }

    @Test func everyColumnIsKeptInTheHeadersOrderAndCase() {
        #expect(json(["Name", "version", "arch"], "bash\t5.2\tamd64") == #"{"Name":"bash","version":"5.2","arch":"amd64"}"#)
    }

    @Test func emptyCellsAreKeptAndEscapesResolved() {
        #expect(json(["name", "summary", "note"], "zsh\t\ta\\tb") == #"{"name":"zsh","summary":"","note":"a\tb"}"#)
    }

    @Test func aShortRowHasOnlyTheColumnsItReachesAndExtraCellsAreLeftOut() {
        #expect(json(["name", "a", "b"], "x\t1") == #"{"name":"x","a":"1"}"#)
        #expect(json(["name"], "x\t1\t2") == #"{"name":"x"}"#)
    }

    @Test func aRepeatedColumnNameKeepsItsFirstCell() {
        #expect(json(["name", "tag", "tag"], "x\tred\tblue") == #"{"name":"x","tag":"red"}"#)
    }

    @Test func theDecoderHandsTheHeaderToItsSegments() throws {
        var decoder = ItemDecoder(fileName: "in")
        let segment = try Array("\tName\tversion\n0\tbash\t5.2\n".utf8).withUnsafeBytes { try decoder.feedSegment($0) }
        #expect(segment.columns == ["", "Name", "version"])
    }
}
