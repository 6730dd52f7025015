import CardListCore
import Rows
import Search
import Testing
@testable import cardlist
@testable import Items
@testable import CardListOptions

/// The background search as the model's effect: typing asks for it, a newer query cancels
/// it, and only the results of the search still asked for are shown.
@Suite struct BrowserModelSearchTests {
    /// An open list of enough items that a query's search runs off the UI thread, its filter line open.
    private func filteringModel() throws -> BrowserModel {
        var model = BrowserModel(options: try Options.parse(["--style", "line", "items.txt"], environment: [:]),
                                 charset: .unicode, usesColor: false)
        _ = model.update(.items(ItemSegment(items: (0..<60_000).map { Item(name: "item-\($0)") })))
        _ = model.update(.finished(skipped: 0, firstSkipped: nil))
        _ = model.update(.opened(Size(width: 40, height: 10), .glibc))
        _ = model.update(.input(.key(.character("/")), at: .zero))
        return model
    }

    private func type(_ character: Character, into model: inout BrowserModel) -> [BrowserModel.Effect] {
        model.update(.input(.key(.character(character)), at: .zero))
    }

    /// The searches `effects` start, in order.
    private func started(_ effects: [BrowserModel.Effect]) -> [SearchRequest] {
        effects.compactMap { if case let .startSearch(request, _, _) = $0 { request } else { nil } }
    }

    /// The ids of the searches `effects` cancel, in order.
    private func cancelled(_ effects: [BrowserModel.Effect]) -> [Int] {
        effects.compactMap { if case let .cancelSearch(id) = $0 { id } else { nil } }
    }

    /// The results the search of `request` finds in `model`'s items.
    private func results(of request: SearchRequest, in model: BrowserModel) -> RankedResults {
        guard case let .items(range) = request.scope else { return RankedResults(ordered: []) }
        return model.items.search(request.matcher, in: range, ranking: request.ranking)
    }

    @Test func typingThatChangesTheQueryAsksForASearchOfEveryItem() throws {
        var model = try filteringModel()
        let effects = type("7", into: &model)
        let request = try #require(started(effects).first)
        #expect(started(effects).count == 1)
        #expect(request.query == "7")
        #expect(request.itemCount == 60_000)
        #expect(request.id == model.state?.pendingSearch?.id)
        guard case let .startSearch(_, items, sorted) = effects.first(where: { if case .startSearch = $0 { true } else { false } }) else {
            Issue.record("expected .startSearch")
            return
        }
        #expect(items.count == 60_000)
        #expect(sorted)
        #expect(cancelled(effects).isEmpty)
    }

    @Test func whileASearchRunsTheWaitEndsEveryMillisecondUnlessItsResultsWakeIt() throws {
        var model = try filteringModel()
        #expect(!started(type("i", into: &model)).isEmpty)
        #expect(model.state?.isSearching == true)
        #expect(model.readTimeout(at: .seconds(1)) == BrowserModel.searchPollInterval)
        #expect(model.readTimeout(at: .seconds(1), resultsWake: true) != BrowserModel.searchPollInterval)
    }

    @Test func aNewerQueryCancelsTheOlderSearchBeforeStartingItsOwn() throws {
        var model = try filteringModel()
        let older = try #require(started(type("7", into: &model)).first)
        let effects = type("3", into: &model)
        let newer = try #require(started(effects).first)
        #expect(newer.query == "73")
        #expect(newer.id != older.id)
        #expect(cancelled(effects) == [older.id])
        let cancelIndex = effects.firstIndex { if case .cancelSearch = $0 { true } else { false } }
        let startIndex = effects.firstIndex { if case .startSearch = $0 { true } else { false } }
        #expect(cancelIndex! < startIndex!)
    }

    @Test func aStaleResultIsIgnoredAndTheNewerSearchGoesOn() throws {
        var model = try filteringModel()
        let older = try #require(started(type("7", into: &model)).first)
        let newer = try #require(started(type("3", into: &model)).first)
        let effects = model.update(.searched(older, results(of: older, in: model)))
        #expect(started(effects).isEmpty)
        #expect(cancelled(effects).isEmpty)
        #expect(model.state?.matchCount == nil)
        #expect(model.state?.pendingSearch?.id == newer.id)
        let shown = results(of: newer, in: model)
        let answered = model.update(.searched(newer, shown))
        #expect(started(answered).isEmpty)
        #expect(model.state?.matchCount == shown.count)
        #expect(model.state?.isSearching == false)
    }

    @Test func aFinishedSearchIsNotCancelledWhenTheFilterCloses() throws {
        var model = try filteringModel()
        let request = try #require(started(type("7", into: &model)).first)
        _ = model.update(.searched(request, results(of: request, in: model)))
        let effects = model.update(.input(.key(.escape), at: .zero))
        #expect(model.state?.isFilterOpen == false)
        #expect(cancelled(effects).isEmpty)
    }

    @Test func closingTheFilterCancelsTheRunningSearch() throws {
        var model = try filteringModel()
        let request = try #require(started(type("7", into: &model)).first)
        let effects = model.update(.input(.key(.escape), at: .zero))
        #expect(cancelled(effects) == [request.id])
        #expect(started(effects).isEmpty)
    }

    @Test func aFewItemsAreSearchedAtOnceWithoutASearchEffect() throws {
        var model = BrowserModel(options: try Options.parse(["--style", "line", "items.txt"], environment: [:]),
                                 charset: .unicode, usesColor: false)
        _ = model.update(.items(ItemSegment(items: ["apple", "pear", "plum"].map { Item(name: $0) })))
        _ = model.update(.opened(Size(width: 40, height: 10), .glibc))
        _ = model.update(.input(.key(.character("/")), at: .zero))
        let effects = type("p", into: &model)
        #expect(started(effects).isEmpty)
        #expect(model.state?.matchCount == 3)
    }
}
