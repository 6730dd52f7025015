import Testing
@testable import CardListCore

/// `--select NAME`: an exact name, then a name starting with NAME, then a word starting with it.
@Suite struct SelectionSearchTests {
    private func best(_ query: String, in names: [String]) -> Int? {
        var search = SelectionSearch(query)
        search.consider(0..<names.count) { names[$0] }
        return search.best
    }

    @Test func aWordInsideANameIsFoundWhenNoNameStartsWithIt() {
        #expect(best("latte", in: ["Espresso", "Caffè latte", "Flat white"]) == 1)
    }

    @Test func aNameStartingWithItBeatsAWordInside() {
        #expect(best("latte", in: ["Caffè latte", "Latte macchiato"]) == 1)
    }

    @Test func anExactNameBeatsOneThatStartsWithIt() {
        #expect(best("mocha", in: ["Mocha latte", "Mocha"]) == 1)
    }

    @Test func caseAndAccentsAreIgnored() {
        #expect(best("CAFFE", in: ["Espresso", "Caffè latte"]) == 1)
        #expect(best("türk", in: ["Turkish coffee"]) == 0)
    }

    @Test func theMiddleOfAWordIsNotAMatch() {
        #expect(best("atte", in: ["Caffè latte"]) == nil)
    }

    @Test func laterBetterItemsReplaceEarlierOnesAcrossChunks() {
        var search = SelectionSearch("flat")
        let names = ["Very flat", "Flatbread", "Flat"]
        #expect(search.consider(0..<1) { names[$0] })
        #expect(search.best == 0)
        #expect(search.consider(1..<2) { names[$0] })
        #expect(search.best == 1)
        #expect(search.consider(2..<3) { names[$0] })
        #expect(search.best == 2 && search.isSettled)
    }
}
