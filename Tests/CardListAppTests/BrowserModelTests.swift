import CardListCore
import Rows
import Testing
@testable import cardlist
@testable import Items
@testable import CardListOptions

/// The list's model on its own: messages in, effects out.
@Suite struct BrowserModelTests {
    private func model(_ arguments: [String]) throws -> BrowserModel {
        BrowserModel(options: try Options.parse(arguments + ["items.txt"], environment: [:]),
                     charset: .unicode, usesColor: false)
    }

    @Test func aReadFailureEndsTheListWithThatError() throws {
        var model = try model([])
        guard case let .fail(error) = model.update(.failed(ReadError.missingFile("items.txt"))).first else {
            Issue.record("expected .fail")
            return
        }
        #expect(error as? ReadError == .missingFile("items.txt"))
    }

    @Test func theEndOfLoadingStartsTheNameIndexAndStopsLoading() throws {
        var model = try model([])
        guard case .startIndexing = model.update(.finished(skipped: 0, firstSkipped: nil)).first else {
            Issue.record("expected .startIndexing")
            return
        }
        #expect(!model.isLoading)
    }

    @Test func theEndOfLoadingKeepsTheCountAndTheFirstSkippedRecordForTheReport() throws {
        var model = try model([])
        let first = InputError(file: "items.jsonl", line: 3, column: 7, message: "expected a string key")
        _ = model.update(.finished(skipped: 2, firstSkipped: first))
        #expect(model.skippedCount == 2)
        #expect(model.firstSkipped == first)
    }

    @Test func aSelectionNeverFoundIsReportedWhenLoadingEnds() throws {
        var model = try model(["--select", "nothing"])
        _ = model.update(.opened(Size(width: 40, height: 10), .glibc))
        _ = model.update(.finished(skipped: 0, firstSkipped: nil))
        #expect(model.state?.statusMessage == "no item matches \"nothing\"")
    }

    @Test func aSelectionNeverFoundBeforeTheScreenOpensIsReportedOnceItHas() throws {
        var model = try model(["--select", "nothing"])
        _ = model.update(.finished(skipped: 0, firstSkipped: nil))
        _ = model.update(.opened(Size(width: 40, height: 10), .glibc))
        #expect(model.state?.statusMessage == "no item matches \"nothing\"")
    }

    @Test func selectWithAQuerySearchedInTheBackgroundIsPlacedWhenTheResultsArrive() throws {
        var model = try model(["--style", "line", "--select", "item-30000", "--query", "3000"])
        // Enough items that the query's first search runs off the UI thread.
        _ = model.update(.items(ItemSegment(items: (0..<60_000).map { Item(name: "item-\($0)") })))
        _ = model.update(.opened(Size(width: 40, height: 10), .glibc))
        let request = try #require(model.state?.pendingSearch)
        guard case let .items(range) = request.scope else {
            Issue.record("expected a search of the items")
            return
        }
        let results = model.items.search(request.matcher, in: range, ranking: request.ranking)
        #expect(results.matches.first?.item != 30000)  // the best match is another item
        _ = model.update(.searched(request, results))
        #expect(model.state?.selection == 30000)
    }

    @Test func theModelHasNoListStateBeforeTheScreenOpens() throws {
        var model = try model(["--select", "b"])
        _ = model.update(.items(ItemSegment(items: ["a", "b", "c"].map { Item(name: $0) })))
        #expect(model.state == nil)
        _ = model.update(.opened(Size(width: 40, height: 10), .glibc))
        #expect(model.state?.screenSize == Size(width: 40, height: 10))
        #expect(model.state?.selection == 1)
    }

    @Test func theQueryOpensTheFilterWhenTheScreenOpens() throws {
        var model = try model(["--query", "rr"])
        #expect(model.state == nil)
        _ = model.update(.opened(Size(width: 40, height: 10), .glibc))
        #expect(model.state?.isFilterOpen == true && model.state?.filterQuery == "rr")
    }

    @Test func resultsTheListLetGoOfAreFreedInTheNextPause() throws {
        var model = try model(["--style", "line"])
        _ = model.update(.items(ItemSegment(items: ["apple", "banana", "cherry"].map { Item(name: $0) })))
        _ = model.update(.finished(skipped: 0, firstSkipped: nil))
        _ = model.update(.opened(Size(width: 40, height: 10), .glibc))
        for key in ["/", "a", "n"] { _ = model.update(.input(.key(.character(Character(key))), at: .zero)) }
        _ = model.update(.input(.key(.escape), at: .zero))
        #expect(model.state?.hasRetiredResults == true)
        // Waiting for keys ends soon, so the pause comes as a tick.
        #expect(model.readTimeout(at: .zero) == BrowserModel.releaseDelay)
        _ = model.update(.tick(at: .milliseconds(10)))
        #expect(model.state?.hasRetiredResults == false)
        #expect(model.readTimeout(at: .milliseconds(10)) != BrowserModel.releaseDelay)
    }
}
