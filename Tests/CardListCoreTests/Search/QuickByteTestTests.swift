import Testing
@testable import Items
@testable import Search

/// The quick test on a name's bytes (``ASCIITerm``): it may only rule out names that
/// cannot match, whatever the case, the order of the letters or the accents.
@Suite struct QuickByteTestTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private func occurs(_ term: String, in text: String, kind: SearchTerm.Kind = .fuzzy) -> Bool {
        let quick = ASCIITerm(SearchTerm(term, kind: kind))!
        return bytes(text).withUnsafeBufferPointer { quick.occurs(in: $0) }
    }

    private func classes(_ text: String) -> UInt64? {
        bytes(text).withUnsafeBufferPointer { ASCIITerm.classes(of: $0) }
    }

    @Test func termLettersMustOccurInOrderIgnoringCase() {
        #expect(occurs("an", in: "BANNER"))
        #expect(!occurs("an", in: "Nab"))
        #expect(!occurs("An", in: "an"))
        #expect(occurs("An", in: "xAyn"))
    }

    @Test func aNameMissingATermLetterLacksItsClass() throws {
        let term = try #require(ASCIITerm(SearchTerm("el", kind: .fuzzy)))
        let withBoth = try #require(classes("Ember Lake"))
        let withoutL = try #require(classes("Ember Road"))
        #expect(withBoth & term.classes == term.classes)
        #expect(withoutL & term.classes != term.classes)
    }

    @Test func nonASCIINamesAreLeftToTheScorer() {
        #expect(classes("Café") == nil)
        #expect(ranked(["Cafe", "Café", "Cfa"], "cafe") == ["Cafe", "Café"])
    }

    @Test func onlyAnASCIIFuzzyOrExactTermHasAQuickForm() {
        #expect(ASCIITerm(SearchTerm("ab", kind: .exact)) != nil)
        #expect(ASCIITerm(SearchTerm("ab", kind: .prefix)) == nil)
        #expect(ASCIITerm(SearchTerm("ab", kind: .fuzzy, isInverse: true)) == nil)
        #expect(ASCIITerm(SearchTerm("äb", kind: .fuzzy)) == nil)
    }

    @Test func storeSearchKeepsOnlyNamesHoldingEveryTermInOrder() {
        let names = ["Lean Oriel", "Nael Roil", "Morel Anchor", "Plain"]
        #expect(Set(ranked(names, "an or el")) == ["Lean Oriel", "Morel Anchor"])
    }
}
