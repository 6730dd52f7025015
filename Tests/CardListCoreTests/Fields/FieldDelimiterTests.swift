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

    @Test func aRegularExpressionSplitsAsFzfSplits() {
        // Each checked against fzf 0.74's --accept-nth (fields less their delimiter).
        #expect(FieldDelimiter("x*").fields(of: "ab:c") == ["", "a", "b", ":", "c"])
        #expect(FieldDelimiter("b*").fields(of: "ab:c") == ["", "ab", ":", "c"])
        #expect(FieldDelimiter("^a").fields(of: "ab:c") == ["a", "b:c"])
        #expect(FieldDelimiter("\\b").fields(of: "ab:c") == ["", "ab", ":", "c"])
        #expect(FieldDelimiter("\\s*->\\s*").fields(of: "a -> b->c") == ["a -> ", "b->", "c"])
        #expect(FieldDelimiter("(?i)x|y").fields(of: "1X2y3") == ["1X", "2y", "3"])
    }

    @Test func aRegularExpressionSplitsTextThatIsNotUtf8() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x3A, 0x62]
        var ranges: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { FieldDelimiter("[:]+").split($0, into: &ranges) }
        #expect(ranges == [0..<3, 3..<4])
        bytes.withUnsafeBufferPointer { FieldDelimiter(".:").split($0, into: &ranges) }
        #expect(ranges == [0..<3, 3..<4])
    }

    @Test func anExpressionTheEngineLacksIsAnErrorAtItsColumnInTheArgument() {
        #expect(throws: PatternSyntaxError(.unsupported("a Unicode class (\\p)"), column: 3)) {
            try FieldDelimiter(validating: "a|\\pL")
        }
        // \t counts as the two characters typed.
        #expect(throws: PatternSyntaxError(.unsupported("a Unicode class (\\p)"), column: 4)) {
            try FieldDelimiter(validating: "\\t|\\p{Greek}")
        }
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
/// engine finds.
@Suite struct FieldPatternByteClassTests {
    private func engineRanges(_ pattern: String, _ text: String) throws -> [Range<Int>] {
        var matcher = PatternMatcher(try PatternProgram(pattern))
        var found: [Range<Int>] = []
        Array(text.utf8).withUnsafeBufferPointer { text in matcher.forEachMatch(in: text) { found.append($0) } }
        return found
    }

    @Test(arguments: ["[ :]+", "\\s+", "[,;]", "\\t+", " +", "[0-9]+", "\\.", "x+", "[a-c-]", "[\\t ]+", "\\d"])
    func aSimpleClassMatchesAsTheExpressionDoes(_ pattern: String) throws {
        let byteClass = try #require(FieldPattern.ByteClass(pattern))
        for text in ["a b:: c", "x,y;;z", "1.2.33", "tab\t\there  x", "", "é é:ü", "axxb-c"] {
            let bytes = Array(text.utf8)
            let found = bytes.withUnsafeBufferPointer { byteClass.matchRanges(in: $0) }
            #expect(found == (try engineRanges(pattern, text)), "\(pattern) in \(text.debugDescription)")
        }
    }

    @Test(arguments: ["a|b", "[^a]", "x*", "ab+", "\\w+", "(a)", "é+"])
    func anythingElseIsLeftToTheExpression(_ pattern: String) {
        #expect(FieldPattern.ByteClass(pattern) == nil)
    }
}
