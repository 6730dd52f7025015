import Testing
@testable import CardListCore
@testable import Items
@testable import Search

/// `--ansi`: what is searched and printed loses the escapes, what is drawn keeps them.
@Suite struct ItemSegmentEscapesTests {
    private func segment(_ text: String, format: InputFormat? = nil) throws -> ItemSegment {
        var decoder = ItemDecoder(format: format, fileName: "in")
        var segment = try Array(text.utf8).withUnsafeBytes { try decoder.feedSegment($0) }
        let rest = try decoder.finishSegment()
        for item in rest.items { segment.append(item) }
        return segment
    }

    @Test func namesLoseTheirEscapesAndRecordsKeepTheirBytes() throws {
        let line = "\u{1B}[01;34mbin\u{1B}[0m"
        let stripped = try segment(line + "\nplain\n").strippingEscapes()
        #expect(stripped.name(of: 0) == "bin")
        #expect(stripped[0].name == "bin")
        #expect(stripped[0].source == Array(line.utf8))
        #expect(stripped.displayItem(0).name == line)
        #expect(stripped[1].name == "plain")
        #expect(stripped.displayItem(1).name == "plain")
    }

    @Test func theFilterMatchesTheTextWithoutEscapes() throws {
        var store = ItemStore()
        store.append(try segment("\u{1B}[31mred\u{1B}[0m apple\n\u{1B}[32mgreen\n").strippingEscapes())
        #expect(store.matches(of: Matcher(query: "red apple"), in: store.indices) == [0])
        #expect(store.matches(of: Matcher(query: "31m"), in: store.indices) == [])
    }

    @Test func jsonFieldsAndRichItemsAreStrippedToo() throws {
        let json = #"[{"name": "\u001b[1mTea\u001b[0m", "summary": "\u001b[2mgreen", "detail": "\u001b[33m€3"}]"#
        let stripped = try segment(json, format: .json).strippingEscapes()
        #expect(stripped[0].name == "Tea")
        #expect(stripped[0].summary == "green")
        #expect(stripped[0].detail == "€3")
        #expect(stripped.displayItem(0).name == "\u{1B}[1mTea\u{1B}[0m")
    }

    @Test func aSegmentWithoutEscapesIsKeptAsItIs() throws {
        let plain = try segment("a\nb\n")
        let stripped = plain.strippingEscapes()
        #expect(stripped.items == plain.items)
        #expect(stripped.rawFields.isEmpty)
    }

    @Test func plainLinesAndNULRecordsArePlainTextWhateverARecordHolds() throws {
        #expect(try segment("a\nb\n").isPlainText)
        #expect(try segment("a\u{0}b\u{0}", format: .nul).isPlainText)
        #expect(try segment("a\nsummary\u{0}b\u{0}", format: .nul).isPlainText, "one record with a line break is no card")
        #expect(try !segment(#"{"name": "a"}"# + "\n").isPlainText)
        #expect(try !segment("name\tsummary\nTea\tGreen\n", format: .tsv).isPlainText)
    }
}
