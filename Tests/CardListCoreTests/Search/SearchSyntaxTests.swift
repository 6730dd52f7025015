import Testing
@testable import CardListCore
@testable import Search

/// The extended search syntax, one operator each.
@Suite struct SearchSyntaxTests {
    static let lines = ["foo bar", "foobar", "barfoo", "bar foo baz", "fxoxo"]

    @Test func spaceSeparatedTermsMustAllMatch() {
        #expect(Set(ranked(Self.lines, "fo ba")) == ["foo bar", "foobar", "barfoo", "bar foo baz"])
        #expect(ranked(Self.lines, "fo baz") == ["bar foo baz"])
    }

    @Test func aQuotedTermMatchesOnlyAsOneRun() {
        #expect(Set(ranked(Self.lines, "foo")) == Set(Self.lines))
        #expect(Set(ranked(Self.lines, "'foo")) == ["foo bar", "foobar", "barfoo", "bar foo baz"])
    }

    @Test func aTermInQuotesOnBothSidesMatchesWholeWords() {
        #expect(ranked(["foobar", "a foo b", "foo-bar", "barfoo"], "'foo'") == ["a foo b", "foo-bar"])
    }

    @Test func aCaretMatchesAtTheStart() {
        #expect(ranked(Self.lines, "^bar") == ["barfoo", "bar foo baz"])
    }

    @Test func aDollarMatchesAtTheEnd() {
        #expect(ranked(Self.lines, "bar$") == ["foo bar", "foobar"])
    }

    @Test func caretAndDollarMatchTheWholeText() {
        #expect(ranked(Self.lines, "^foobar$") == ["foobar"])
    }

    @Test func anExclamationMarkExcludes() {
        #expect(ranked(Self.lines, "!bar") == ["fxoxo"])
        #expect(Set(ranked(Self.lines, "!^bar")) == ["foo bar", "foobar", "fxoxo"])
        #expect(Set(ranked(Self.lines, "!bar$")) == ["barfoo", "bar foo baz", "fxoxo"])
    }

    @Test func anExcludedTermIsExactUnlessQuoted() {
        #expect(ranked(["fxoxo", "fooo"], "!foo") == ["fxoxo"])
        #expect(ranked(["fxoxo", "fooo", "zzz"], "!'foo") == ["zzz"])
    }

    @Test func aBarMatchesEitherTerm() {
        #expect(Set(ranked(Self.lines, "^foo | ^fx")) == ["foo bar", "foobar", "fxoxo"])
        #expect(Set(ranked(Self.lines, "baz | fxo oo")) == ["bar foo baz", "fxoxo"])
    }

    @Test func anEscapedSpaceIsPartOfTheTerm() {
        #expect(ranked(Self.lines, "^foo\\ bar$") == ["foo bar"])
        #expect(Set(ranked(Self.lines, "o\\ b")) == ["foo bar", "bar foo baz"])
        #expect(SearchQuery.tokens(of: "a\\ b c") == ["a b", "c"])
    }

    @Test func exactModeMakesEveryTermExactAndAQuoteMakesOneFuzzy() {
        #expect(Set(ranked(Self.lines, "fo", exact: true)) == ["foo bar", "foobar", "barfoo", "bar foo baz"])
        #expect(ranked(Self.lines, "fxx", exact: true) == [])
        #expect(ranked(Self.lines, "'fzz", exact: true) == [])
        #expect(ranked(Self.lines, "'fxo", exact: true) == ["fxoxo"])
        #expect(ranked(Self.lines, "'fxoo", exact: true) == ["fxoxo"])
    }

    @Test func smartCaseIsSensitiveOnlyWithAnUpperCaseLetter() {
        #expect(ranked(["Foo", "foo"], "foo") == ["Foo", "foo"])
        #expect(ranked(["Foo", "foo"], "Foo") == ["Foo"])
        // Each term decides for itself.
        #expect(ranked(["Foo bar"], "foo Fbar") == ["Foo bar"])
    }

    @Test func smartAccentsLetAPlainLetterFindAccentedOnes() {
        let lines = ["a", "á", "A", "Á"]
        #expect(ranked(lines, "a") == ["a", "á", "A", "Á"])
        #expect(ranked(lines, "á") == ["á", "Á"])
        #expect(ranked(lines, "A") == ["A", "Á"])
        #expect(ranked(lines, "Á") == ["Á"])
    }

    @Test func caseFoldsBeyondLatin() {
        let lines = ["строКА1", "СТРОКА2", "строка3", "Строка4"]
        #expect(ranked(lines, "С", sorted: false) == ["СТРОКА2", "Строка4"])
        #expect(ranked(lines, "с", sorted: false) == lines)
    }

    @Test func operatorsAloneAreNotTerms() {
        #expect(SearchQuery("! ^ ' $").isEmpty == false)  // `$` alone is a literal dollar
        #expect(SearchQuery("! ^ '").isEmpty)
        // A bar with nothing before it is a term of its own, as in fzf.
        #expect(SearchQuery("| a").groups.count == 2)
        #expect(SearchQuery("a |").groups.count == 1)
    }
}
