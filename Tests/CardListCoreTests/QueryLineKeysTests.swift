import Testing
import Rows
@testable import CardListCore

/// The keys of the filter's query line as the list state handles them.
@Suite struct QueryLineKeysTests {
    static let names = ["Apple", "Banana", "Café au lait", "cherry", "Åland", "avocado", "Blueberry"]
    let context = makeContext(names: QueryLineKeysTests.names, rowHeight: 1)

    @Test func altLetterInTheFilterLineMovesTheCursorAndKeepsTheQuery() {
        var state = typedFilterState("an ap", in: context)
        state.run([.key(.alt("b"))], in: context)
        #expect(state.isFilterOpen)
        #expect(state.filterQuery == "an ap")
        #expect(state.queryLine.cursor == 3)
        state.run([.key(.alt("f"))], in: context)
        #expect(state.queryLine.cursor == 5)
    }

    @Test func altLetterInTheListDoesNotQuit() {
        var state = smallState()
        state.settings = context.settings
        #expect(state.run([.key(.alt("b"))], in: context) == nil)
        #expect(state.run([.key(.escape)], in: context) == .cancel)
    }

    @Test func controlKInTheFilterLineKillsToTheEndAndFiltersAgain() {
        var state = typedFilterState("bananas", in: context)
        #expect(state.visibleCount(in: context) == 0)
        state.run([.key(.control("a")), .key(.control("f")), .key(.control("f")), .key(.control("k"))], in: context)
        #expect(state.filterQuery == "ba")
        #expect(state.filteredItems == [1])
    }

    @Test func controlJAndControlKMoveTheSelectionInTheList() {
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.control("j")), .key(.control("j"))], in: context)
        #expect(state.selection == 2)
        state.run([.key(.control("k"))], in: context)
        #expect(state.selection == 1)
    }

    @Test func controlJChoosesNothingItMovesDownInTheFilterLineToo() {
        var state = typedFilterState("a", in: context)
        let first = state.selection
        #expect(state.run([.key(.control("j"))], in: context) == nil)
        #expect(state.selection != first)
    }

    @Test func typingInTheMiddleOfTheQueryInsertsAtTheCursor() {
        var state = typedFilterState("cy", in: context)
        state.run([.key(.left)], in: context)
        state.type("herr", in: context)
        #expect(state.filterQuery == "cherry")
        #expect(state.filteredItems == [3])
    }

    @Test func pasteGoesIntoTheQueryAsTextAndANewlineDoesNotChoose() {
        var state = smallState()
        state.settings = context.settings
        #expect(state.run([.paste("blue\n")], in: context) == nil)
        #expect(state.isFilterOpen)
        #expect(state.filterQuery == "blue ")
        #expect(state.filteredItems == [6])
    }

    @Test func enterOnAnEmptyListLeavesAtOnce() {
        var state = smallState()
        state.settings = context.settings
        let empty = makeContext(names: [], rowHeight: 1)
        #expect(state.run([.key(.enter)], in: empty) == .noMatch)
    }

    @Test func theCursorIsDrawnOnTheCharacterItStandsOn() {
        var state = typedFilterState("abc", in: context)
        state.run([.key(.left), .key(.left)], in: context)
        let canvas = boxLayout(heights: { _ in 1 }).render(state, size: state.screenSize, in: context)
        #expect(canvas[3, 0].glyph?.text == "b")
        #expect(canvas[3, 0].style.attributes.contains(.reverse))
        #expect(!canvas[2, 0].style.attributes.contains(.reverse))
        #expect(!canvas[5, 0].style.attributes.contains(.reverse))
    }
}

/// Other keys fzf users press: Ctrl-G and Ctrl-Q quit, Shift-Tab marks upwards, Alt-D and
/// Alt-Backspace delete words.
@Suite struct FzfKeysTests {
    let context = makeContext(names: QueryLineKeysTests.names, rowHeight: 1, multi: true)

    @Test func controlGAndControlQQuitFromTheListAndFromTheFilterLine() {
        var state = smallState()
        state.settings = context.settings
        #expect(state.run([.key(.control("g"))], in: context) == .cancel)
        state.run([.key(.character("/"))], in: context)
        #expect(state.run([.key(.control("q"))], in: context) == .cancel)
    }

    @Test func shiftTabMarksAndMovesUp() {
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.down), .key(.down), .key(.backTab)], in: context)
        #expect(state.marks == [2])
        #expect(state.selection == 1)
    }

    @Test func altDDeletesTheWordAfterTheCursorAndAltBackspaceTheOneBefore() {
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("ab cd ef", in: context)
        state.run([.key(.alt("b")), .key(.alt("b")), .key(.alt("d"))], in: context)
        #expect(state.filterQuery == "ab  ef")
        state.run([.key(.alt(Key.backspaceCharacter))], in: context)
        #expect(state.filterQuery == " ef")
    }
}

extension FzfKeysTests {
    @Test func spaceAndQuestionMarkExtendALiveJumpPrefixButSlashOpensTheFilter() {
        var state = smallState()
        state.settings = context.settings
        let names = makeContext(names: ["a b", "a?c", "a/d"], rowHeight: 1)
        state.type("a ", in: names)
        #expect(state.jumpPrefix == "a ")
        state.run([.key(.escape)], in: names)
        state.type("a?", in: names)
        #expect(state.jumpPrefix == "a?" && state.selection == 1)
        state.run([.key(.escape)], in: names)
        state.type("a/", in: names)
        #expect(state.isFilterOpen)
    }
}
