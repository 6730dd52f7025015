import Foundation
import Testing
@testable import CardListCore
@testable import Items
@testable import Search

/// Case and accent folding, one scalar at a time.
@Suite struct FoldingTests {
    @Test func foldingRemovesAccentsAndCase() {
        #expect(NameFolding.fold("Crème Brûlée") == "creme brulee")
        #expect(NameFolding.fold("ÅNGSTRÖM") == "angstrom")
        #expect(NameFolding.fold("Ĳssel Ωmega Ёлка") == "ĳssel ωmega елка")
    }

    @Test func latinLettersWithAStrokeOrAVariantFoldToTheirLetterAsInFzf() {
        // No decomposition to go by: Unicode's names tell the letter.
        #expect(NameFolding.fold("Łódź Øresund Đorđe straße ıstanbul ħ ŧ ŀ ſ ɛ ɑ") == "lodz oresund dorde strase istanbul h t l s e a")
        #expect(ScalarFolding.fold(UInt32(0x363)) == UInt32(("a" as Unicode.Scalar).value))  // combining small a
    }

    @Test func formsFzfDoesNotFoldKeepTheirForm() {
        // Full-width letters, superscripts and modifier letters, and letters with two
        // accents outside Vietnamese: a query's plain letter does not find them.
        #expect(NameFolding.fold("ｆｏｏ ² ª ᴬ ǖ ḗ") == "ｆｏｏ ² ª ᴬ ǖ ḗ")
        #expect(NameFolding.fold("Tiếng Việt") == "tieng viet")
    }

    @Test func combiningMarksAreDropped() {
        #expect(NameFolding.fold("Cafe\u{301}") == "cafe")
    }

    @Test func folding2MBOfAccentedTextTakesMilliseconds() {
        let text = String(repeating: "Crème brûlée à l’ancienne, ", count: 80_000)  // about 2 MB
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = NameFolding.fold(text) }
        #expect(text.utf8.count > 2_000_000)
        #expect(elapsed < .seconds(2), "\(elapsed)")
    }

    @Test func filteringAHugeAccentedSummaryIsLinearAndFast() {
        // About 220 kB: a search quadratic in the field's length would take minutes here.
        let summary = String(repeating: "Crème brûlée à l’ancienne, ", count: 8_000) + "zebra"
        let store = ItemStore(items: [Item(name: "Dessert", summary: summary)])
        let clock = ContinuousClock()
        var found: [Int] = []
        let elapsed = clock.measure { found = store.matches(of: Matcher(query: "creme ancienne"), in: store.indices) }
        #expect(found == [0])
        // The whole field is searched, in time linear in its length.
        #expect(elapsed < .seconds(2), "\(elapsed)")
        // Text past the first 20,000 characters of a field is searched too (not drawn).
        #expect(store.matches(of: Matcher(query: "'zebra"), in: store.indices) == [0])
        #expect(store.matches(of: Matcher(query: "'zebras"), in: store.indices) == [])
    }
}
