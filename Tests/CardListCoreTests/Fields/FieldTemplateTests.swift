import Testing
@testable import CardListCore
@testable import Items
@testable import CardListOptions

/// fzf's templates for `--with-nth` and `--accept-nth` (each case as fzf 0.74 prints it).
@Suite struct FieldTemplateTests {
    private func filled(_ template: String, _ line: String, _ delimiter: FieldDelimiter = .blanks, index: Int = 0) throws -> String {
        String(decoding: try FieldTemplate(parsing: template).render(Array(line.utf8), delimiter: delimiter, index: index), as: UTF8.self)
    }

    @Test func placeholdersAreFieldsWithoutTheirDelimiter() throws {
        #expect(try filled("{2..}|{1,3}", "a:b:c", FieldDelimiter(":")) == "b:c|a:c")
        #expect(try filled("[{2}] {1}", "a b") == "[b] a")
    }

    @Test func nIsTheIndex() throws {
        #expect(try filled("{n}:{2}", "a b", index: 7) == "7:b")
        #expect(try filled("{n}:{2}", "a b", index: -1) == ":b")
    }

    @Test func aMissingFieldIsEmptyAndOtherBracesAreText() throws {
        #expect(try filled("{9}<{x}>{}", "a b") == "<{x}>{}")
        #expect(try filled("{0}", "a b") == "")
    }

    @Test func aTemplateNeedsAPlaceholder() {
        #expect(throws: FieldTemplate.ParseError.self) { try FieldTemplate(parsing: "{x} and {}") }
    }

    @Test func shownTextLosesTheBlanksAtItsEnd() throws {
        let shown = try FieldTemplate(parsing: "{3} <{1}> ").shown(Array("a:b:c".utf8), delimiter: FieldDelimiter(":"), index: 0)
        #expect(String(decoding: shown, as: UTF8.self) == "c <a>")
    }

    @Test func withNthAndAcceptNthTakeTemplatesButNthDoesNot() throws {
        #expect(try Options.parse(["--with-nth", "{2} {1}"]).withNth?.template?.pieces.count == 3)
        #expect(try Options.parse(["--accept-nth", "{n}"]).acceptNth?.template?.pieces == [.index])
        #expect(throws: OptionsError.self) { try Options.parse(["--nth", "{1}"]) }
        #expect(throws: OptionsError.invalidFields(option: "--with-nth", value: "{x}", part: "{x}")) { try Options.parse(["--with-nth", "{x}"]) }
    }

    @Test func aTemplateFillsInALinesName() throws {
        var segment = ItemSegment(firstPosition: 4, format: .lines)
        let bytes = Array("a:b:c".utf8)
        bytes.withUnsafeBufferPointer { segment.appendLine($0) }
        let shown = segment.showingFields(try FieldList(parsing: "{n} {3}/{1}", templates: true), delimiter: FieldDelimiter(":"), indexOffset: 1)
        #expect(shown.name(of: 0) == "5 c/a")
        #expect(shown[0].sourceText == "a:b:c")
    }
}
