import Testing
@testable import CardListCore
@testable import Items

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

    @Test func anEmptyDelimiterMakesEachCharacterAField() {
        #expect(FieldDelimiter("").fields(of: "xéz") == ["x", "é", "z"])
        #expect(FieldDelimiter("").fields(of: "").isEmpty)
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

/// The byte-class shortcut for simple delimiter expressions finds what the general
/// expression finds.
@Suite struct FieldPatternByteClassTests {
    private func regexRanges(_ pattern: String, _ text: String) throws -> [Range<Int>] {
        let regex = try Regex(pattern, as: Substring.self)
        return text.matches(of: regex).map {
            text.utf8.distance(from: text.startIndex, to: $0.range.lowerBound)..<text.utf8.distance(from: text.startIndex, to: $0.range.upperBound)
        }
    }

    @Test(arguments: ["[ :]+", "\\s+", "[,;]", "\\t+", " +", "[0-9]+", "\\.", "x+", "[a-c-]", "[\\t ]+", "\\d"])
    func aSimpleClassMatchesAsTheExpressionDoes(_ pattern: String) throws {
        let byteClass = try #require(FieldPattern.ByteClass(pattern))
        for text in ["a b:: c", "x,y;;z", "1.2.33", "tab\t\there  x", "", "é é:ü", "axxb-c"] {
            let bytes = Array(text.utf8)
            let found = bytes.withUnsafeBufferPointer { byteClass.matchRanges(in: $0) }
            #expect(found == (try regexRanges(pattern, text)), "\(pattern) in \(text.debugDescription)")
        }
    }

    @Test(arguments: ["a|b", "[^a]", "x*", "ab+", "\\w+", "(a)", "é+"])
    func anythingElseIsLeftToTheExpression(_ pattern: String) {
        #expect(FieldPattern.ByteClass(pattern) == nil)
    }
}
