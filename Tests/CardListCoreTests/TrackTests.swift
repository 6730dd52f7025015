import Testing
@testable import CardListCore

/// `--track`: the current item stays current when the query changes, while it matches.
@Suite struct TrackTests {
    static let names = ["Apple", "Banana", "Café au lait", "cherry", "Åland", "avocado", "Blueberry"]

    private func stateOnBananaAfterBackspace(tracks: Bool) -> (ListState, TestList) {
        let context = makeContext(names: Self.names, rowHeight: 1).with(markLimit: nil, cycles: false, tracks: tracks)
        var state = typedFilterState("an", in: context)
        state.select(1, in: context)
        #expect(state.selection == 1)
        state.run([.key(.backspace)], in: context)  // "a": Banana matches, not first
        return (state, context)
    }

    @Test func withTrackTheCurrentItemStaysCurrentWhileItMatches() {
        let (state, context) = stateOnBananaAfterBackspace(tracks: true)
        #expect(state.selection == 1)
        #expect(state.selectedPosition(in: context) != 0)
    }

    @Test func withoutTrackTheBestMatchBecomesCurrent() {
        let (state, context) = stateOnBananaAfterBackspace(tracks: false)
        #expect(state.selectedPosition(in: context) == 0)
        #expect(state.selection != 1)
    }

    @Test func withTrackAnItemThatNoLongerMatchesGivesWayToTheBestMatch() {
        let context = makeContext(names: Self.names, rowHeight: 1).with(markLimit: nil, cycles: false, tracks: true)
        var state = typedFilterState("a", in: context)
        state.select(1, in: context)  // Banana
        state.type("v", in: context)  // "av": only avocado
        #expect(state.selection == 5)
    }
}
