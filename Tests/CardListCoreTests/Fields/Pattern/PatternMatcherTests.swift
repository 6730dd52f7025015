import Testing
@testable import Items

/// Matches of cardlist's regular-expression engine, leftmost-first and non-overlapping as
/// Go's `FindAllString` finds them (the cases worked out by hand from Go's rules).
@Suite struct PatternMatcherTests {
    /// The matched texts of `pattern` in `text`.
    private func matches(_ pattern: String, _ text: String) throws -> [String] {
        let bytes = Array(text.utf8)
        return try ranges(pattern, bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    private func ranges(_ pattern: String, _ bytes: [UInt8]) throws -> [Range<Int>] {
        var matcher = PatternMatcher(try PatternProgram(pattern))
        var found: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { text in matcher.forEachMatch(in: text) { found.append($0) } }
        return found
    }

    @Test func literalsAndRepetitionsMatchGreedily() throws {
        #expect(try matches("a+", "baaac aa") == ["aaa", "aa"])
        #expect(try matches("ab*c", "ac abbc abx") == ["ac", "abbc"])
        #expect(try matches("colou?r", "color colour colouur") == ["color", "colour"])
    }

    @Test func aQuestionMarkAfterARepetitionMakesItLazy() throws {
        #expect(try matches("a+?", "aaa") == ["a", "a", "a"])
        #expect(try matches("<.*?>", "<a><b>") == ["<a>", "<b>"])
        #expect(try matches("<.*>", "<a><b>") == ["<a><b>"])
    }

    @Test func theFirstAlternativeThatMatchesWinsNotTheLongest() throws {
        #expect(try matches("a|ab", "ab") == ["a"])
        #expect(try matches("ab|a", "ab") == ["ab"])
        #expect(try matches("::|:", "a:::b") == ["::", ":"])
    }

    @Test func countedRepetitionsTakeBetweenTheirBounds() throws {
        #expect(try matches("a{2,3}", "aaaaaaa") == ["aaa", "aaa"])
        #expect(try matches("a{2}", "aaaaa") == ["aa", "aa"])
        #expect(try matches("a{2,}", "a aa aaaa") == ["aa", "aaaa"])
        #expect(try matches("(ab){0,2}c", "ababc abababc") == ["ababc", "ababc"])
        #expect(try matches("x{,2}", "x{,2}") == ["x{,2}"])
    }

    @Test func classesTakeRangesNegationsAndNamedSets() throws {
        #expect(try matches("[a-c-]+", "xab-cd") == ["ab-c"])
        #expect(try matches("[^,;]+", "a,b;;c") == ["a", "b", "c"])
        #expect(try matches("[]x]+", "a]x]b") == ["]x]"])
        #expect(try matches("[[:digit:]]+", "a12b3") == ["12", "3"])
        #expect(try matches("[[:^alpha:]]+", "ab12c") == ["12"])
        #expect(try matches("[\\d.]+", "v1.22 x") == ["1.22"])
    }

    @Test func perlClassesAreAsciiAsInGo() throws {
        #expect(try matches("\\d+", "a١2٣45") == ["2", "45"])
        #expect(try matches("\\w+", "héllo wörld_1") == ["h", "llo", "w", "rld_1"])
        #expect(try matches("\\s+", "a \t\nb\u{0B}c") == [" \t\n"])
        #expect(try matches("\\S+", " ab  c ") == ["ab", "c"])
    }

    @Test func aDotMatchesAnyScalarButALineFeed() throws {
        #expect(try matches("a.b", "a\nb aéb") == ["aéb"])
        #expect(try matches("(?s)a.b", "a\nb") == ["a\nb"])
    }

    @Test func anchorsMatchAtTheEndsOfTheText() throws {
        #expect(try matches("^a", "aaa") == ["a"])
        #expect(try matches("a$", "aaa") == ["a"])
        #expect(try matches("(?m)^a", "ab\nab") == ["a", "a"])
        #expect(try matches("\\bfoo\\b", "foo food foo") == ["foo", "foo"])
        #expect(try matches("\\Bo", "oo o") == ["o"])
    }

    @Test func escapesStandForTheirScalars() throws {
        #expect(try matches("\\x41\\x{e9}\\101", "AéA") == ["AéA"])
        #expect(try matches("a\\.b", "axb a.b") == ["a.b"])
        #expect(try matches("\\Q.*\\E+", ".**.*..") == [".**", ".*"])
        #expect(try matches("\\t", "a\tb") == ["\t"])
    }

    @Test func caseInsensitiveFlagFoldsLiteralsAndClasses() throws {
        #expect(try matches("(?i)abc", "ABC aBc abd") == ["ABC", "aBc"])
        #expect(try matches("(?i)[a-c]+", "xAbCx") == ["AbC"])
        #expect(try matches("(?i:é)e", "ÉE Ée") == ["Ée"])
    }

    @Test func emptyMatchesComeAsGoFindsThem() throws {
        #expect(try ranges("x*", Array("ab".utf8)) == [0..<0, 1..<1, 2..<2])
        // No empty match right where a match ended (at 4).
        #expect(try ranges("a*", Array("baaac".utf8)) == [0..<0, 1..<4, 5..<5])
    }

    @Test func invalidBytesAreEachOneReplacementScalar() throws {
        #expect(try ranges(".", [0x61, 0xFF, 0xC3]) == [0..<1, 1..<2, 2..<3])
        #expect(try ranges("\u{FFFD}+", [0x61, 0xFF, 0xFE, 0x62]) == [1..<3])
        #expect(try ranges("é+", Array("aééb".utf8)) == [1..<5])
    }
}
