import Foundation
import Testing
import Rows
@testable import CardListCore

@Suite struct JumpTests {
    static let names = ["Apple", "Banana", "Café", "cherry", "Åland", "avocado", "Blueberry"]
    let context = makeContext(names: JumpTests.names, rowHeight: 1)

    @Test func foldingIgnoresCaseAndAccents() {
        #expect(NameFolding.fold("Café") == "cafe")
        #expect(NameFolding.fold("ÅLAND") == "aland")
        #expect(NameFolding.fold("Crème Brûlée") == "creme brulee")
        #expect(NameFolding.fold("ﬁne") == "fine")
        #expect(NameFolding.fold("Plain ASCII 42") == "plain ascii 42")
    }

    @Test func everyLatinLigatureFoldsToItsCompatibilityLetters() {
        for value in UInt32(0xFB00)...0xFB06 {
            let ligature = String(Unicode.Scalar(value)!)
            let letters = ligature.decomposedStringWithCompatibilityMapping.lowercased()
            #expect(NameFolding.fold("x" + ligature) == "x" + letters, "U+\(String(value, radix: 16))")
        }
    }

    @Test func nameIndexFindsTheFirstMatchAtOrAfterAnItemAndWraps() {
        let index = NameIndex(names: Self.names)
        #expect(index.firstItem(withPrefix: "a", atOrAfter: 0) == 0)
        #expect(index.firstItem(withPrefix: "a", atOrAfter: 1) == 4)
        #expect(index.firstItem(withPrefix: "A", atOrAfter: 6) == 0)
        #expect(index.firstItem(withPrefix: "bl", atOrAfter: 0) == 6)
        #expect(index.firstItem(withPrefix: "caf", atOrAfter: 3) == 2)
        #expect(index.firstItem(withPrefix: "x", atOrAfter: 0) == nil)
    }

    @Test func nameIndexAgreesWithTheLinearScan() {
        let names = (0..<300).map { "\(["ab", "Äb", "ba", "b", "abc"][$0 % 5])\($0 % 7)" }
        let indexed = makeContext(names: names, rowHeight: 1)
        let linear = makeContext(names: names, rowHeight: 1, indexed: false)
        let state = smallState()
        for prefix in ["a", "ab", "ab3", "b", "ba", "abc6", "z", "äb"] {
            for start in stride(from: 0, to: 300, by: 13) {
                #expect(state.firstItem(withPrefix: prefix, atOrAfter: start, in: indexed)
                        == state.firstItem(withPrefix: prefix, atOrAfter: start, in: linear))
            }
        }
    }

    @Test func typingPrefixJumpsToFirstMatchAfterSelection() {
        var state = smallState()
        state.type("c", in: context)
        #expect(state.selection == 2)
        state.type("h", in: context)
        #expect(state.selection == 3)
        #expect(state.jumpPrefix == "ch")
    }

    @Test func typingIgnoresCaseAndAccents() {
        var state = smallState()
        state.type("CAFE", in: context)
        #expect(state.selection == 2)
        state.run([.key(.escape)], in: context)
        state.type("ala", in: context)
        #expect(state.selection == 4)
    }

    @Test func prefixResetsAfterTheTimeout() {
        var state = smallState()
        state.type("c", at: .zero, in: context)
        state.type("b", at: .milliseconds(900), in: context)  // "cb": no match
        #expect(state.selection == 2)
        #expect(state.statusMessage == "no item starts with \"cb\"")
        state.type("b", at: .milliseconds(2500), in: context)  // new prefix "b" from Café
        #expect(state.selection == 6)
        #expect(state.jumpPrefix == "b")
        let expired = state.tick(at: .milliseconds(3600))
        #expect(expired)
        #expect(state.jumpPrefix == "")
    }

    @Test func timeoutIsConfigurable() {
        var state = ListState(screenSize: Size(width: 20, height: 8), jumpTimeout: .milliseconds(200))
        state.type("c", at: .zero, in: context)
        state.type("h", at: .milliseconds(300), in: context)  // a new prefix "h": no match
        #expect(state.selection == 2)
        #expect(state.jumpPrefix == "h")
    }

    @Test func typingTheSameLetterAgainCyclesThroughItsItems() {
        var state = smallState()
        state.type("a", in: context)
        #expect(state.selection == 4)  // Åland: a new letter moves on from Apple, the current item
        state.type("a", in: context)
        #expect(state.selection == 5)  // avocado
        state.type("a", in: context)
        #expect(state.selection == 0)  // wrapped to Apple
        #expect(state.jumpPrefix == "a")  // the live prefix, not "aaa"
    }

    @Test func sameLetterAfterThePrefixExpiredMovesToTheNextItem() {
        var state = smallState()
        state.type("c", at: .zero, in: context)
        #expect(state.selection == 2)  // Café
        state.type("c", at: .seconds(5), in: context)
        #expect(state.selection == 3)  // cherry, not Café again
        #expect(state.jumpPrefix == "c")
    }

    @Test func aLongerPrefixStillMatchesTheItemTheJumpStartedOn() {
        var state = smallState()
        state.type("ap", in: context)
        #expect(state.selection == 0)  // "a" went on to Åland, "ap" comes back to Apple
    }

    @Test func noMatchKeepsTheSelectionAndSaysSo() {
        var state = smallState()
        state.run([.down], in: context)
        state.type("xyz", in: context)
        #expect(state.selection == 1)
        #expect(state.statusMessage == "no item starts with \"xyz\"")
        state.run([.down], in: context)
        #expect(state.statusMessage == nil)
    }

    @Test func searchWrapsAroundPastTheLastItem() {
        var state = smallState()
        state.select(6, in: context)
        state.type("ba", in: context)
        #expect(state.selection == 1)
    }

    @Test func backspaceEditsThePrefixAndSearchesAgainFromWhereTheJumpStarted() {
        var state = smallState()
        state.type("ch", in: context)
        #expect(state.selection == 3)
        state.run([.key(.backspace)], in: context)
        #expect(state.jumpPrefix == "c")
        #expect(state.selection == 2)
        state.run([.key(.backspace)], in: context)
        #expect(state.jumpPrefix == "")
    }

    @Test func escapeClearsALivePrefixBeforeCancelling() {
        var state = smallState()
        state.type("b", in: context)
        #expect(state.run([.key(.escape)], in: context) == nil)
        #expect(state.jumpPrefix == "")
        #expect(state.run([.key(.escape)], in: context) == .cancel)
    }

    @Test func questionMarkShowsHelpOnlyWithoutALivePrefix() {
        var state = smallState()
        state.type("?", in: context)
        #expect(state.isShowingHelp)
        state.run([.key(.escape)], in: context)
        #expect(!state.isShowingHelp)
        state.type("b?", in: context)
        #expect(!state.isShowingHelp)
        #expect(state.jumpPrefix == "b?")
        state.run([.key(.function(1))], in: context)
        #expect(state.isShowingHelp)
    }

    @Test func spaceIsPartOfThePrefixWithoutMultipleSelection() {
        let context = makeContext(names: ["item 1", "item 2", "itemize", "item 3"], rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        state.type("item 3", in: context)
        #expect(state.selection == 3)
    }

    @Test func jumpScrollsTheMatchIntoView() {
        let context = makeContext(names: numberedNames(50))
        var state = smallState()
        state.settings = context.settings
        state.type("item 40", in: context)
        #expect(state.selection == 40)
        #expect(state.offset == ViewportOffset(row: 39, line: 1))
    }

    @Test func jumpUsesTheLinearScanForItemsBeyondTheIndex() {
        let names = ["alpha", "beta", "gamma", "bravo"]
        var context = makeContext(names: names, rowHeight: 1)
        context.nameIndex = NameIndex(names: names.prefix(2))
        var state = smallState()
        state.settings = context.settings
        state.select(2, in: context)
        state.type("b", in: context)
        #expect(state.selection == 3)
    }
}
