import CardListCore
import Rows
import Testing
@testable import cardlist
@testable import Items
@testable import CardListOptions

/// `--history` in the list's model: Ctrl-P and Ctrl-N recall queries, and the query the
/// list ends with is the one to add to the file.
@Suite struct BrowserModelHistoryTests {
    private let fruit = ["apple", "banana", "cherry", "grape", "melon"]

    /// A model of `arguments` with `history` read from the file, the fruit loaded and the screen open.
    private func openModel(_ arguments: [String], history: [String]?) throws -> BrowserModel {
        var model = BrowserModel(options: try Options.parse(arguments + ["items.txt"], environment: [:]),
                                 charset: .unicode, usesColor: false, history: history)
        _ = model.update(.items(ItemSegment(items: fruit.map { Item(name: $0) })))
        _ = model.update(.finished(skipped: 0, firstSkipped: nil))
        _ = model.update(.opened(Size(width: 40, height: 10), .glibc))
        return model
    }

    @discardableResult
    private func press(_ keys: [Key], on model: inout BrowserModel) -> BrowserModel.Effect {
        var effect = BrowserModel.Effect.none
        for key in keys { effect = model.update(.input(.key(key), at: .zero)).first ?? .none }
        return effect
    }

    private func names(in model: BrowserModel) -> [String] {
        let state = model.state!
        return (0..<state.visibleCount(in: model.listItems)).compactMap { state.item(at: $0, in: model.listItems) }.map { fruit[$0] }
    }

    @Test func controlPRecallsTheNewestQueryFirstAndFiltersByIt() throws {
        var model = try openModel(["--typing", "filter"], history: ["gr", "ch"])
        press([.control("p")], on: &model)
        #expect(model.state?.queryLine.text == "ch")
        #expect(model.state?.queryLine.cursor == 2)
        #expect(names(in: model) == ["cherry"])
        press([.control("p")], on: &model)
        #expect(model.query == "gr")
        #expect(names(in: model) == ["grape"])
    }

    @Test func controlPAtTheOldestQueryKeepsIt() throws {
        var model = try openModel(["--typing", "filter"], history: ["gr", "ch"])
        press([.control("p"), .control("p"), .control("p")], on: &model)
        #expect(model.query == "gr")
    }

    @Test func controlNAfterTheNewestGivesBackTheQueryBeingTyped() throws {
        var model = try openModel(["--typing", "filter"], history: ["gr", "ch"])
        press([.character("a"), .character("n"), .control("p")], on: &model)
        #expect(model.query == "ch")
        press([.control("n")], on: &model)
        #expect(model.query == "an")
        #expect(names(in: model) == ["banana"])
        press([.control("n")], on: &model)
        #expect(model.query == "an")
    }

    @Test func withoutHistoryControlPAndControlNMoveTheSelection() throws {
        var model = try openModel(["--typing", "filter", "--reverse"], history: nil)
        press([.control("n"), .control("n")], on: &model)
        #expect(model.state?.selection == 2)
        #expect(model.query == "")
        press([.control("p")], on: &model)
        #expect(model.state?.selection == 1)
    }

    @Test func inTheListControlPMovesAndInTheFilterLineItRecalls() throws {
        var model = try openModel([], history: ["me"])
        press([.down, .down, .control("p")], on: &model)
        #expect(model.state?.selection == 1)
        #expect(model.state?.isFilterOpen == false)
        press([.character("/"), .control("p")], on: &model)
        #expect(model.query == "me")
        #expect(names(in: model) == ["melon"])
    }

    @Test func theQueryChosenWithIsTheOneToAddToTheHistory() throws {
        var model = try openModel(["--typing", "filter"], history: [])
        let effect = press([.character("c"), .character("h"), .enter], on: &model)
        guard case let .finish(action) = effect else {
            Issue.record("expected the list to finish, got \(effect)")
            return
        }
        #expect(action == .choose([2]))
        #expect(model.historyEntry(endingWith: action) == "ch")
    }

    @Test func aRecalledQueryChosenWithIsAddedAgain() throws {
        var model = try openModel(["--typing", "filter"], history: ["me", "ap"])
        guard case let .finish(action) = press([.control("p"), .control("p"), .enter], on: &model) else {
            Issue.record("expected the list to finish")
            return
        }
        #expect(model.historyEntry(endingWith: action) == "me")
    }

    @Test func enterWithNothingMatchedAddsTheQueryAsFzfDoes() throws {
        var model = try openModel(["--typing", "filter"], history: [])
        guard case let .finish(action) = press([.character("z"), .character("z"), .enter], on: &model) else {
            Issue.record("expected the list to finish")
            return
        }
        #expect(action == .noMatch)
        #expect(model.historyEntry(endingWith: action) == "zz")
    }

    @Test func leavingWithoutChoosingAddsNothing() throws {
        var model = try openModel(["--typing", "filter"], history: [])
        guard case let .finish(action) = press([.character("c"), .escape], on: &model) else {
            Issue.record("expected the list to finish")
            return
        }
        #expect(model.historyEntry(endingWith: action) == nil)
        #expect(model.historyEntry(endingWith: .interrupt) == nil)
    }

    @Test func withoutHistoryNothingIsAdded() throws {
        var model = try openModel(["--typing", "filter"], history: nil)
        guard case let .finish(action) = press([.character("c"), .enter], on: &model) else {
            Issue.record("expected the list to finish")
            return
        }
        #expect(model.historyEntry(endingWith: action) == nil)
    }

    @Test func becomeAddsTheQueryAsAChoiceDoes() throws {
        var model = try openModel(["--typing", "filter", "--bind", "ctrl-b:become(vi {})"], history: [])
        press([.character("c"), .character("h")], on: &model)
        let asked = model.update(.input(.key(.control("b")), at: .zero))
            .compactMap { if case let .runCommand(request) = $0 { request.kind } else { nil } }
        #expect(asked == [.become])
        #expect(model.historyEntryBeforeBecoming == "ch")
        var without = try openModel(["--typing", "filter", "--bind", "ctrl-b:become(vi {})"], history: nil)
        press([.character("c"), .control("b")], on: &without)
        #expect(without.historyEntryBeforeBecoming == nil)
    }

    @Test func aChoiceMadeBeforeTheListOpenedAddsNothing() throws {
        // `--select-1` answered on the whole input, as fzf, which keeps no history then.
        var model = BrowserModel(options: try Options.parse(["--select-1", "--query", "ch", "items.txt"], environment: [:]),
                                 charset: .unicode, usesColor: false, history: [])
        _ = model.update(.items(ItemSegment(items: fruit.map { Item(name: $0) })))
        _ = model.update(.finished(skipped: 0, firstSkipped: nil))
        let action = try #require(model.answerWithoutScreen())
        #expect(model.historyEntry(endingWith: action) == nil)
    }
}
