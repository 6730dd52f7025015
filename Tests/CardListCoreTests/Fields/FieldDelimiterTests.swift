import Testing
@testable import CardListCore

/// How a line splits into fields, as fzf's tokenizer splits it (each case checked against
/// fzf 0.74's `--accept-nth`).
@Suite struct FieldDelimiterTests {
    @Test func blanksMakeFieldsOfNonBlanksWithTheBlanksAfterThem() {
        #expect(FieldDelimiter.blanks.fields(of: "  sp  aced  words ") == ["sp  ", "aced  ", "words "])
        #expect(FieldDelimiter.blanks.fields(of: "a\tb c") == ["a\t", "b ", "c"])
    }

    @Test func blanksFindNoFieldInAnEmptyOrBlankLine() {
        #expect(FieldDelimiter.blanks.fields(of: "").isEmpty)
        #expect(FieldDelimiter.blanks.fields(of: "   ").isEmpty)
    }

    @Test func aDelimiterStaysAtTheEndOfItsField() {
        #expect(FieldDelimiter(":").fields(of: "a:b:c") == ["a:", "b:", "c"])
    }

    @Test func aLineEndingWithTheDelimiterHasAnEmptyLastField() {
        #expect(FieldDelimiter(":").fields(of: "x:y:") == ["x:", "y:", ""])
        #expect(FieldDelimiter(":").fields(of: "") == [""])
        #expect(FieldDelimiter(":").fields(of: ":lead") == [":", "lead"])
    }

    @Test func aDelimiterOfSeveralCharactersIsMatchedWhole() {
        #expect(FieldDelimiter("::").fields(of: "foo::bar:baz") == ["foo::", "bar:baz"])
        #expect(FieldDelimiter("ab").fields(of: "xabyaabz") == ["xab", "yaab", "z"])
    }

    @Test func backslashTIsATab() {
        #expect(FieldDelimiter("\\t") == FieldDelimiter(kind: .text([0x09])))
        #expect(FieldDelimiter("\\t").fields(of: "a b\tc") == ["a b\t", "c"])
    }

    @Test func oneCharacterIsNeverARegularExpression() {
        #expect(FieldDelimiter(".") == FieldDelimiter(kind: .text([0x2E])))
        #expect(FieldDelimiter("|").fields(of: "a|b") == ["a|", "b"])
    }

    @Test func textWithARegularExpressionCharacterIsARegularExpression() throws {
        let delimiter = FieldDelimiter("[:]+")
        guard case .pattern = delimiter.kind else {
            Issue.record("\(delimiter.kind) is not a pattern")
            return
        }
        #expect(delimiter.fields(of: "foo::bar:baz") == ["foo::", "bar:", "baz"])
        #expect(FieldDelimiter("[0-9]+").fields(of: "a1b22c3") == ["a1", "b22", "c3"])
    }

    @Test func anInvalidRegularExpressionIsTakenAsText() {
        #expect(FieldDelimiter("a[") == FieldDelimiter(kind: .text(Array("a[".utf8))))
        #expect(FieldDelimiter("a[").fields(of: "xa[y") == ["xa[", "y"])
    }

    @Test func trimmingDropsTheDelimiterOrTheBlanksAtTheEnd() {
        func trimmed(_ delimiter: FieldDelimiter, _ text: String) -> String {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { String(decoding: bytes[delimiter.trimmingDelimiter(0..<bytes.count, in: $0)], as: UTF8.self) }
        }
        #expect(trimmed(FieldDelimiter(":"), "b:") == "b")
        #expect(trimmed(FieldDelimiter(":"), "b") == "b")
        #expect(trimmed(FieldDelimiter(":"), "b::") == "b:")
        #expect(trimmed(.blanks, "b  \t") == "b")
        #expect(trimmed(FieldDelimiter("[:]+"), "b::") == "b")
    }
}
