import Testing
import Rows
@testable import CardListCore

/// A letter typed again extends the prefix when some name starts with the longer prefix,
/// and a name equal to the prefix wins over a longer one.
@Suite struct JumpExtensionTests {
    @Test func repeatedLetterExtendsThePrefixWhenANameStartsWithIt() {
        for indexed in [true, false] {
            let context = makeContext(names: ["sed", "sh", "ssh", "sort"], rowHeight: 1, indexed: indexed)
            var state = smallState()
            state.settings = context.settings
            state.type("ssh", in: context)
            #expect(state.selection == 2, "indexed: \(indexed)")
            #expect(state.jumpPrefix == "ssh")
        }
    }

    @Test func repeatedLetterFindsTheNameBeforeTheCurrentOne() {
        let context = makeContext(names: ["cc", "c++filt", "cat"], rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        state.type("cc", in: context)
        #expect(state.selection == 0)
        #expect(state.statusMessage == nil)
    }

    @Test func repeatedLetterCyclesOnlyWhenNoNameStartsWithTheRepeatedLetters() {
        let context = makeContext(names: ["xargs", "xxd", "xdg-user-dir", "xz", "yes"], rowHeight: 1)
        var state = smallState()
        state.settings = context.settings
        state.type("xx", in: context)
        #expect(state.selection == 1)
        state.type("x", in: context)  // no name starts with "xxx": the next item with "x"
        #expect(state.selection == 2)
        state.type("x", in: context)
        #expect(state.selection == 3)
        #expect(state.jumpPrefix == "xx")  // the letters some name starts with
    }

    @Test func anExactNameBeatsALongerOne() {
        let names = (1...20_000).map(String.init)
        let context = makeContext(names: names, rowHeight: 1, indexed: true)
        var state = smallState()
        state.settings = context.settings
        state.selection = 4320  // "4321"
        state.type("1", in: context)
        #expect(state.selection == 9999)  // "10000", the next with 1
        state.type("00", in: context)
        #expect(state.selection == 99)  // "100", not "10000"
        state.type("0", in: context)
        #expect(state.selection == 999)
    }

    @Test func beforeTheNameIndexIsReadyTheFirstNameWithThePrefixIsTakenWithoutReadingEveryItem() {
        let names = (1...20_000).map(String.init)
        let context = makeContext(names: names, rowHeight: 1, indexed: false)
        var state = smallState()
        state.settings = context.settings
        state.selection = 4320  // "4321"
        state.type("100", in: context)
        // "10000", the next name starting with 100: finding "100" would mean reading every item on every key.
        #expect(state.selection == 9999)
    }

    @Test func nameIndexFindsEqualNamesAtOrAfterAnItemAndWraps() {
        let names = ["b", "Ab", "ab", "abc", "AB", "a"]
        let index = NameIndex(names: names)
        #expect(index.firstItem(named: "ab", in: 0..<6) == 1)
        #expect(index.firstItem(named: "ab", in: 2..<6) == 2)
        #expect(index.firstItem(named: "ab", in: 3..<6) == 4)
        #expect(index.firstItem(named: "ab", in: 5..<6) == nil)
        #expect(index.firstItem(named: "abcd", in: 0..<6) == nil)
        let state = smallState()
        let context = makeContext(names: names, rowHeight: 1)
        #expect(state.firstItem(named: "AB", atOrAfter: 5, in: context) == 1)
    }
}
