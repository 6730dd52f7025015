import Foundation
import Testing
@testable import CardListCore
@testable import Items
import Rows

@Suite struct ItemDecoderFormatTests {
    @Test func jsonArrayReadsEveryField() throws {
        let text = """
        [{"name": "Flat white", "summary": "Microfoam", "image": "flat-white.png", "label": "hot",
          "detail": "€3.60", "icon": "☕", "tags": ["milk", 2], "amount": -12.50, "currency": "EUR",
          "time": "07:10", "unknown": {"nested": true}}]
        """
        let items = try decodeWhole(text)
        var expected = Item(
            name: "Flat white", summary: "Microfoam", image: "flat-white.png", label: "hot",
            detail: "€3.60", icon: "☕", tags: ["milk", "2"], amount: Amount("-12.50"),
            currency: "EUR", time: "07:10", position: 0
        )
        expected.source = Array(text.utf8.dropFirst().dropLast())
        #expect(items == [expected])
    }

    @Test func jsonArrayElementSourceIsItsExactText() throws {
        let items = try decodeWhole("[ {\"name\" :\n \"A\"} ,\"Tea\"\n]")
        #expect(items.map(\.sourceText) == ["{\"name\" :\n \"A\"}", "\"Tea\""])
        #expect(items.map(\.name) == ["A", "Tea"])
        #expect(items.map(\.position) == [0, 1])
    }

    @Test func jsonArrayStringNumberAndBooleanElementsAreNames() throws {
        let items = try decodeWhole(#"["Tea", 42, true]"#)
        #expect(items.map(\.name) == ["Tea", "42", "true"])
    }

    @Test func emptyArrayAndEmptyInputGiveNoItems() throws {
        #expect(try decodeWhole(" [ ] \n").isEmpty)
        #expect(try decodeWhole("").isEmpty)
        #expect(try decodeWhole([0xEF, 0xBB, 0xBF]).isEmpty)
    }

    @Test func jsonLinesSkipBlankLinesAndKeepEachLineAsSource() throws {
        let items = try decodeWhole("{\"name\": \"A\"}\n\n   \n{\"name\": \"B\", \"summary\": \"b\"}  \n")
        #expect(items.map(\.nameAndSummary) == ["A", "B: b"])
        #expect(items.map(\.sourceText) == ["{\"name\": \"A\"}", "{\"name\": \"B\", \"summary\": \"b\"}"])
        #expect(items.map(\.position) == [0, 1])
    }

    @Test func crlfLineEndingsAreRemovedInEveryLineFormat() throws {
        #expect(try decodeWhole("{\"name\":\"A\"}\r\n{\"name\":\"B\"}\r\n").map(\.sourceText) == ["{\"name\":\"A\"}", "{\"name\":\"B\"}"])
        #expect(try decodeWhole("Tea\r\nCoffee\r\n").map(\.sourceText) == ["Tea", "Coffee"])
        #expect(try decodeWhole("name\tdetail\r\nTea\t€2\r\n", format: .tsv).map(\.nameAndSummary) == ["Tea"])
        #expect(try decodeWhole("name\tdetail\r\nTea\t€2\r\n", format: .tsv).first?.detail == "€2")
    }

    @Test func plainTextIsOneNamePerLineEmptyLinesIncluded() throws {
        let items = try decodeWhole("Espresso\n\n \t \nCafé au lait\n  indented \nlast without newline")
        #expect(items.map(\.name) == ["Espresso", "", " \t ", "Café au lait", "  indented ", "last without newline"])
        #expect(items.map(\.position) == [0, 1, 2, 3, 4, 5])
    }

    @Test func tsvMapsColumnsByHeaderAndResolvesEscapes() throws {
        let text = "name\tsummary\tcolour\ttags\tamount\tcurrency\nTea\tline one\\nline two\tred\tS1, ICE 578\t-3.5\tEUR\nCoffee\t\t\t\t\t\n"
        let items = try decodeWhole(text, format: .tsv)
        #expect(items.count == 2)
        #expect(items[0].summary == "line one\nline two")
        #expect(items[0].tags == ["S1", "ICE 578"])
        #expect(items[0].amount == Amount("-3.5"))
        #expect(items[0].currency == "EUR")
        #expect(items[0].sourceText == "Tea\tline one\\nline two\tred\tS1, ICE 578\t-3.5\tEUR")
        #expect(items[1] == Item(name: "Coffee", source: Array("Coffee\t\t\t\t\t".utf8), position: 1))
    }

    @Test func nulRecordsSpanLinesWithFirstLineAsName() throws {
        let items = try decodeWhole("Tea\nGreen and\nfresh\n\0Coffee\0Cocoa\n", format: .nul)
        #expect(items.map(\.nameAndSummary) == ["Tea: Green and\nfresh", "Coffee", "Cocoa"])
        // A NUL-terminated record is kept byte for byte; the last, unterminated one loses its line end.
        #expect(items.map(\.sourceText) == ["Tea\nGreen and\nfresh\n", "Coffee", "Cocoa"])
    }

    @Test func formatIsDetectedFromTheFirstNonBlankByteAfterAByteOrderMark() throws {
        var detector = ItemDecoder()
        _ = try detector.feed([0xEF, 0xBB, 0xBF] + Array(" \n [\"A\"]".utf8))
        #expect(detector.format == .json)
        detector = ItemDecoder()
        _ = try detector.feed(Array("\n{\"name\":\"A\"}\n".utf8))
        #expect(detector.format == .jsonl)
        detector = ItemDecoder()
        _ = try detector.feed(Array("name\tdetail\n".utf8))
        #expect(detector.format == .tsv)
        #expect(try decodeWhole([0xEF, 0xBB, 0xBF] + Array("Tea".utf8)).map(\.name) == ["Tea"])
    }

    @Test func formatComesFromTheFileExtension() {
        #expect(InputFormat(fileName: "menu.JSON") == .json)
        #expect(InputFormat(fileName: "log.ndjson") == .jsonl)
        #expect(InputFormat(fileName: "a.b/c.tsv") == .tsv)
        #expect(InputFormat(fileName: "names.txt") == .lines)
        #expect(InputFormat(fileName: "dir.json/file") == nil)
        #expect(InputFormat(fileName: "-") == nil)
    }

    @Test func fieldMappingFollowsDottedPathsAndShowsScalarsAsText() throws {
        let mapping = FieldMapping(name: "user.login", summary: "stats.stars", image: "user.avatar", detail: "public", label: "tags.0")
        let items = try decodeWhole(
            #"{"user": {"login": "octocat", "avatar": "o.png"}, "stats": {"stars": 42}, "public": false, "tags": ["go"]}"#,
            mapping: mapping
        )
        #expect(items.count == 1)
        #expect(items.first.map { [$0.name, $0.summary, $0.image, $0.detail, $0.label] } == ["octocat", "42", "o.png", "false", "go"])
    }

    @Test func invalidUTF8IsShownAsReplacementWhileSourceKeepsTheBytes() throws {
        let bytes: [UInt8] = Array("caf".utf8) + [0xE9] + Array(" noir\n".utf8)
        let items = try decodeWhole(bytes)
        #expect(items.map(\.name) == ["caf\u{FFFD} noir"])
        #expect(items.first?.source == Array(bytes.dropLast()))
    }

    @Test func nulInAPlainLineStaysInTheName() throws {
        let items = try decodeWhole("a\0b\nc\n", format: .lines)
        #expect(items.map(\.name) == ["a\u{0}b", "c"])
    }

    @Test func skipInvalidCountsSkippedRecordsAndKeepsPositionsDense() throws {
        var decoder = ItemDecoder(format: .jsonl, skipInvalid: true)
        var items = try decoder.feed(Array("{\"name\":\"A\"}\n{\"title\":\"x\"}\n[1]\n{\"name\":\"B\",\"amount\":\"lots\"}\n{\"name\":\"C\"}".utf8))
        items += try decoder.finish()
        #expect(items.map(\.name) == ["A", "C"])
        #expect(items.map(\.position) == [0, 1])
        #expect(decoder.skippedCount == 3)
        #expect(decoder.itemCount == 2)
    }

    @Test func amountAcceptsNumbersAndNumericStrings() throws {
        let items = try decodeWhole(#"[{"name":"a","amount":"1234.56"},{"name":"b","amount":-0.01},{"name":"c","amount":null}]"#)
        #expect(items.map(\.amount) == [Amount("1234.56"), Amount("-0.01"), nil])
    }
}

@Suite struct InputFormatDetectionTests {
    private func detect(_ text: String, isComplete: Bool = true) -> InputFormat? {
        InputFormat.detect(in: Array(text.utf8)[...], isComplete: isComplete)
    }

    @Test func jsonNeedsAnArrayOfObjectsStringsOrArrays() {
        #expect(detect(" \n[ {") == .json)
        #expect(detect("[\"a\"") == .json)
        #expect(detect("[]") == .json)
        #expect(detect("[[") == .json)
    }

    @Test func jsonLinesNeedAnObjectWithAKey() {
        #expect(detect("{\"name\"") == .jsonl)
        #expect(detect("{ }") == .jsonl)
    }

    @Test func bracketedTextIsPlainText() {
        #expect(detect("[draft] notes.txt") == .lines)
        #expect(detect("{x}") == .lines)
        #expect(detect("[1, 2]") == .lines)
        #expect(detect("Espresso") == .lines)
        #expect(detect("[") == .lines)
        #expect(detect("   ") == .lines)
    }

    @Test func waitsForASecondByteOrTheFirstLineBeforeDeciding() {
        #expect(detect(" [ \n", isComplete: false) == nil)
        #expect(detect("", isComplete: false) == nil)
        // Text waits for its first line, which may be a TSV header.
        #expect(detect("a", isComplete: false) == nil)
        #expect(detect("a\n", isComplete: false) == .lines)
    }

    @Test func bracketedPlainTextDecodesAsNames() throws {
        #expect(try decodeWhole("[draft] notes\n{x}\n").map(\.name) == ["[draft] notes", "{x}"])
    }
}
