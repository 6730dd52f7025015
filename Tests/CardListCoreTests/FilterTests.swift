import Testing
import Rows
@testable import CardListCore
@testable import Search

@Suite struct FilterTests {
    static let names = ["Apple", "Banana", "Café au lait", "cherry", "Åland", "avocado", "Blueberry"]
    let context = makeContext(names: FilterTests.names, rowHeight: 1)

    @Test func matcherNeedsEveryTermIgnoringCaseAndAccents() {
        let matcher = Matcher(query: "fl  wh")
        #expect(matcher.query.groups.count == 2)
        #expect(matcher.matches("Flat white"))
        #expect(!matcher.matches("Flat black"))
        #expect(Matcher(query: "cafe").matches("Café au lait"))
        #expect(Matcher(query: "   ").isEmpty)
        #expect(Matcher(query: "").matches("anything"))
    }

    @Test func matchedRangesCoverEachOccurrenceInTheOriginalText() {
        let text = "Flat white, flat café"
        let ranges = Matcher(query: "fl cafe").matchedRanges(in: text)
        #expect(ranges.map { String(text[$0]) } == ["Fl", "café"])
        let touching = "abcd"
        #expect(Matcher(query: "ab cd").matchedRanges(in: touching).map { String(touching[$0]) } == ["abcd"])
    }

    @Test func highlightedTextStylesOnlyTheMatches() {
        let text = Matcher(query: "an").highlighted("Banana", highlight: Style([.bold]))
        #expect(text.runs == [
            Text.Run("B"), Text.Run("an", style: Style([.bold])), Text.Run("ana"),
        ])
    }

    @Test func slashOpensTheFilterAndTypingNarrowsTheList() {
        var state = smallState()
        state.run([.key(.character("/"))], in: context)
        #expect(state.isFilterOpen)
        state.type("an", in: context)
        #expect(state.filterQuery == "an")
        #expect(state.filteredItems == [4, 1])  // Åland's match starts the name
        #expect(state.selection == 4)  // the best match is current
        state.type("a", in: context)
        #expect(state.filteredItems == [1])
    }

    @Test func filterMakesTheBestMatchCurrent() {
        var state = smallState()
        state.select(5, in: context)
        state.run([.key(.control("f"))], in: context)
        state.type("a", in: context)
        #expect(state.selection == 0)  // Apple: the shortest name that starts with a
        #expect(state.selectedPosition(in: context) == 0)
    }

    @Test func escapeClosesTheFilterWithTheSameItemSelectedAndInView() {
        let context = makeContext(names: numberedNames(40))
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("3", in: context)
        // A 3 that starts a word ranks first, the shorter name first among those.
        #expect(state.filteredItems == [3, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 13, 23])
        state.run([.down, .down], in: context)
        #expect(state.selection == 31)
        state.run([.key(.escape)], in: context)
        #expect(!state.isFilterOpen)
        #expect(state.filteredItems == nil)
        #expect(state.selection == 31)
        #expect(state.offset == ViewportOffset(row: 30, line: 1))
    }

    @Test func backspaceWidensAndControlUClearsTheQuery() {
        var state = smallState()
        state.run([.key(.character("/"))], in: context)
        state.type("bl", in: context)
        #expect(state.filteredItems == [6])
        state.run([.key(.backspace)], in: context)
        #expect(state.filteredItems == [1, 6])
        state.run([.key(.control("u"))], in: context)
        #expect(state.filterQuery == "")
        #expect(state.filteredItems == nil)
        #expect(state.isFilterOpen)
    }

    @Test func enterInTheFilterChoosesTheCurrentMatch() {
        var state = smallState()
        state.run([.key(.character("/"))], in: context)
        state.type("rr", in: context)
        #expect(state.run([.key(.enter)], in: context) == .choose([3]))
    }

    @Test func enterWithNoMatchesLeavesAtOnceWithNothingChosen() {
        var state = smallState()
        state.run([.key(.character("/"))], in: context)
        state.type("zzz", in: context)
        #expect(state.visibleCount(in: context) == 0)
        #expect(state.run([.key(.enter)], in: context) == .noMatch)
        state.run([.down, .key(.end)], in: context)
        state.run([.key(.escape)], in: context)
        #expect(state.selection == 0)
    }

    @Test func itemsReadLaterAreFilteredToo() {
        var names = ["one", "two"]
        var state = smallState()
        state.run([.key(.character("/"))], in: makeContext(names: names, rowHeight: 1))
        state.type("o", in: makeContext(names: names, rowHeight: 1))
        #expect(state.filteredItems == [0, 1])
        names += ["three", "four"]
        state.itemsDidChange(in: makeContext(names: names, rowHeight: 1))
        #expect(state.filteredItems == [0, 1, 3])
    }

    @Test func itemsReadLaterKeepInputOrderUnderAQueryThatOnlyExcludes() {
        var names = ["cccc", "a"]
        var state = smallState()
        state.run([.key(.character("/"))], in: makeContext(names: names, rowHeight: 1))
        state.type("!x", in: makeContext(names: names, rowHeight: 1))
        #expect(state.filteredItems == [0, 1])
        names += ["bb", "d"]
        state.itemsDidChange(in: makeContext(names: names, rowHeight: 1))
        // Not by length: nothing ranks them.
        #expect(state.filteredItems == [0, 1, 2, 3])
    }

    @Test func multiSelectChoosesMarkedItemsInTheOrderTheyWereMarked() {
        let context = makeContext(names: FilterTests.names, rowHeight: 1, multi: true)
        var state = smallState()
        state.settings = context.settings
        state.select(5, in: context)
        state.run([.key(.tab)], in: context)  // marks avocado, moves to Blueberry
        #expect(state.selection == 6)
        state.run([.key(.home), .down], in: context)
        state.run([.key(.character(" "))], in: context)  // marks Banana
        #expect(state.marks == [1, 5])
        #expect(state.run([.key(.enter)], in: context) == .choose([5, 1]))
    }

    @Test func markingAgainUnmarks() {
        let context = makeContext(names: FilterTests.names, rowHeight: 1, multi: true)
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.tab), .up, .key(.tab)], in: context)
        #expect(state.marks.isEmpty)
        #expect(state.run([.key(.enter)], in: context) == .choose([1]))
    }

    @Test func tabDoesNothingWithoutMultipleSelection() {
        var state = smallState()
        state.run([.key(.tab)], in: context)
        #expect(state.marks.isEmpty)
        #expect(state.selection == 0)
    }

    @Test func spaceSeparatesQueryWordsEvenWithMultipleSelection() {
        let context = makeContext(names: FilterTests.names, rowHeight: 1, multi: true)
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("au lait", in: context)
        #expect(state.filterQuery == "au lait")
        #expect(state.filteredItems == [2])
        #expect(state.marks.isEmpty)
    }
}
