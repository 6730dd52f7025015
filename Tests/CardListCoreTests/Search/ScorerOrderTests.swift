import Testing
@testable import CardListCore
@testable import Items
@testable import Search

/// The scorer's order on small examples, one rule each.
@Suite struct ScorerOrderTests {
    @Test func aQueryThatOnlyExcludesKeepsInputOrder() {
        // Every item left scores alike: as fzf, no reordering (not even by length).
        #expect(ranked(["cccc", "a", "bb", "xyz"], "!x") == ["cccc", "a", "bb"])
        #expect(ranked(["cccc", "a", "bb", "xyz"], "!x !^q") == ["cccc", "a", "bb"])
        // With a term that matches, the ranking is back (ties: shorter first).
        #expect(ranked(["cccca", "a", "bba"], "!x a") == ["a", "bba", "cccca"])
    }

    @Test func aMatchAtTheStartOfTheNameRanksFirst() {
        #expect(ranked(["xabx", "abxx"], "ab") == ["abxx", "xabx"])
    }

    @Test func aMatchAtTheStartOfAWordBeatsOneInsideAWord() {
        #expect(ranked(["foobar", "foo bar"], "bar") == ["foo bar", "foobar"])
    }

    @Test(arguments: ["-", "_", ".", "/"])
    func aMatchAfterASeparatorBeatsOneInsideAWord(separator: String) {
        #expect(ranked(["fooxbar", "foo\(separator)bar"], "bar") == ["foo\(separator)bar", "fooxbar"])
    }

    @Test func aCamelCaseHumpBeatsALowerCaseLetter() {
        #expect(ranked(["foobar", "fooBar"], "fb") == ["fooBar", "foobar"])
    }

    @Test func aDigitAfterALetterBeatsADigitAfterADigit() {
        #expect(ranked(["ab12", "a1b2"], "a2") == ["a1b2", "ab12"])
    }

    @Test func aConsecutiveRunBeatsScatteredCharacters() {
        #expect(ranked(["xaxbxcx", "xxabcxx"], "abc") == ["xxabcxx", "xaxbxcx"])
    }

    @Test func aLongerGapCostsMore() {
        #expect(ranked(["abxxc", "abcxx"], "ac") == ["abcxx", "abxxc"])
    }

    @Test func theBestAlignmentIsChosenNotTheFirst() {
        // The first a and the last b would match too; the run at the word start is better.
        #expect(highlights("ab", in: "axx ab") == ["ab"])
    }

    @Test func tiesGoToTheShorterText() {
        #expect(ranked(["abcdef", "abcd"], "abc") == ["abcd", "abcdef"])
    }

    @Test func tiesOfTheSameLengthKeepInputOrder() {
        #expect(ranked(["xab2", "xab1"], "ab") == ["xab2", "xab1"])
    }

    @Test func noSortKeepsInputOrder() {
        #expect(ranked(["xabx", "abxx"], "ab", sorted: false) == ["xabx", "abxx"])
    }

    @Test func theNameCountsMoreThanTheSummary() {
        let items = [Item(name: "Espresso", summary: "Stronger than a latte"), Item(name: "Caffè latte", summary: "Milk")]
        let store = ItemStore(items: items)
        #expect(store.search(Matcher(query: "latte"), in: store.indices).map(\.item) == [1, 0])
    }

    @Test func labelDetailAndTagsAreSearchedToo() {
        let items = [
            Item(name: "One", label: "espresso"), Item(name: "Two", detail: "3.40"),
            Item(name: "Three", tags: ["iced"]), Item(name: "Four"),
        ]
        let store = ItemStore(items: items)
        #expect(store.matches(of: Matcher(query: "espresso"), in: store.indices) == [0])
        #expect(store.matches(of: Matcher(query: "'3.40"), in: store.indices) == [1])
        #expect(store.matches(of: Matcher(query: "iced"), in: store.indices) == [2])
    }

    @Test func searchFieldsLimitWhereTheQueryLooks() {
        let items = [Item(name: "Latte", summary: "milk"), Item(name: "Mocha", summary: "no latte", tags: ["latte"])]
        let store = ItemStore(items: items)
        #expect(store.matches(of: Matcher(query: "latte", fields: .name), in: store.indices) == [0])
        #expect(store.matches(of: Matcher(query: "latte", fields: [.name, .tags]), in: store.indices) == [0, 1])
        #expect(store.matches(of: Matcher(query: "milk", fields: [.name, .tags]), in: store.indices) == [])
    }

    @Test func aLongTextTakesTheBoundedGreedyAlignment() {
        // Too wide a window for the table: the match is still found and highlighted.
        let text = "abcdef" + String(repeating: "x", count: 15_000) + "g"
        let long = String(repeating: "y", count: 20_000)
        #expect(15_007 * 7 > SearchScratch.cellLimit)
        #expect(Matcher(query: "abcdefg").score(name: text) != nil)
        #expect(highlights("abcdefg", in: text) == ["abcdef", "g"])
        #expect(Matcher(query: "yz").score(name: long + "z") != nil)  // past the 20,000 drawn
        #expect(Matcher(query: "y$").score(name: long + "z") == nil)
    }

    @Test func everyFoundPositionIsAMatchOfTheTerm() {
        let texts = ["src/main/ItemStore+Filter.swift", "Flat white, flat café", "a_b-c.d/e f", "ÅlandÉtéNoël"]
        for text in texts {
            for query in ["s", "sif", "fl ca", "abc", "def", "ale", "noel"] where Matcher(query: query).matches(text) {
                let found = highlights(query, in: text).joined()
                #expect(found.count >= 1, "\(query) in \(text)")
            }
        }
    }
}
