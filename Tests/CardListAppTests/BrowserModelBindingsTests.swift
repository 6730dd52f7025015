import CardListCore
import InputEvents
import Rows
import Testing
@testable import cardlist
@testable import Items
@testable import CardListOptions

/// `--bind` in the model: bound keys run their chains, the model's own actions (prompt,
/// header, sort order) and the events.
@Suite struct BrowserModelBindingsTests {
    private func model(_ arguments: [String], items names: [String] = ["apple", "pear", "plum", "kiwi"],
                       finished: Bool = true) throws -> BrowserModel {
        var model = BrowserModel(options: try Options.parse(arguments + ["--style", "line", "items.txt"], environment: [:]),
                                 charset: .unicode, usesColor: false)
        _ = model.update(.items(ItemSegment(items: names.map { Item(name: $0) })))
        if finished { _ = model.update(.finished(skipped: 0, firstSkipped: nil)) }
        return model
    }

    private func open(_ model: inout BrowserModel) -> [BrowserModel.Effect] {
        model.update(.opened(Size(width: 40, height: 10), .glibc))
    }

    private func press(_ key: Key, _ model: inout BrowserModel) -> [BrowserModel.Effect] {
        model.update(.input(.key(key), at: .zero))
    }

    /// How `effects` end the list: the action of the one ending it (the last it carries out).
    private func chosen(_ effects: [BrowserModel.Effect]) -> ListAction? {
        guard case let .finish(action) = effects.last else { return nil }
        return action
    }

    @Test func aBoundKeyRunsItsChainInOrder() throws {
        var model = try model(["--bind", "ctrl-x:change-prompt(> )+last"])
        _ = open(&model)
        _ = press(.control("x"), &model)
        #expect(model.prompt == "> ")
        #expect(model.state?.selection == 3)
    }

    @Test func anActionThatEndsTheListEndsTheChain() throws {
        var model = try model(["--bind", "ctrl-x:down+accept+change-prompt(no)"])
        _ = open(&model)
        #expect(chosen(press(.control("x"), &model)) == .choose([1]))
        #expect(model.prompt == nil)
    }

    @Test func abortLeavesAndPrintQueryEndsWithTheQuery() throws {
        var model = try model(["--bind", "ctrl-a:abort,ctrl-p:print-query", "--query", "pl"])
        _ = open(&model)
        #expect(chosen(press(.control("a"), &model)) == .cancel)
        #expect(chosen(press(.control("p"), &model)) == .printQuery)
        #expect(model.query == "pl")
    }

    @Test func changeHeaderReplacesTheHeaderAndAnEmptyOneRemovesIt() throws {
        var model = try model(["--bind", "ctrl-o:change-header(Fruit),ctrl-e:change-header()"])
        _ = open(&model)
        #expect(model.state?.settings.hasHeader == false)
        _ = press(.control("o"), &model)
        #expect(model.header == "Fruit")
        #expect(model.state?.settings.hasHeader == true)
        _ = press(.control("e"), &model)
        #expect(model.header == nil)
    }

    @Test func toggleSortSwitchesBetweenBestFirstAndInputOrder() throws {
        var model = try model(["--bind", "ctrl-s:toggle-sort", "--query", "p"], items: ["xxpxx", "p", "apple"])
        _ = open(&model)
        let best = (0..<3).compactMap { model.state?.item(at: $0, in: model.listItems) }
        #expect(best.first == 1)
        _ = press(.control("s"), &model)
        #expect(!model.searchSettings.sorts)
        #expect((0..<3).compactMap { model.state?.item(at: $0, in: model.listItems) } == [0, 1, 2])
        #expect(model.state?.statusMessage == "sort: input order")
        _ = press(.control("s"), &model)
        #expect((0..<3).compactMap { model.state?.item(at: $0, in: model.listItems) } == best)
    }

    @Test func unbindSwitchesAKeyOffUntilRebind() throws {
        var model = try model(["--bind", "ctrl-u:unbind(down),ctrl-r:rebind(down)"])
        _ = open(&model)
        _ = press(.control("u"), &model)
        _ = press(.down, &model)
        #expect(model.state?.selection == 0)
        _ = press(.control("r"), &model)
        _ = press(.down, &model)
        #expect(model.state?.selection == 1)
    }

    // MARK: - Events

    @Test func startRunsOnceWhenTheScreenOpens() throws {
        var model = try model(["--bind", "start:change-query(pl)+put(u)"])
        _ = open(&model)
        #expect(model.state?.filterQuery == "plu")
        _ = model.update(.tick(at: .milliseconds(5)))
        #expect(model.state?.filterQuery == "plu")
    }

    @Test func aQueryChangedByStartIsAChangeButTheQueryOpenedWithIsNot() throws {
        var started = try model(["--bind", "start:change-query(pl),change:change-header(changed)"])
        _ = open(&started)
        #expect(started.header == "changed")
        var given = try model(["--query", "pl", "--bind", "change:change-header(changed)"])
        _ = open(&given)
        #expect(given.header == nil)
    }

    @Test func oneAcceptsWhenTheQueryLeavesOneMatch() throws {
        var model = try model(["--bind", "one:accept", "--query", "kiw"])
        #expect(chosen(open(&model)) == .choose([3]))
    }

    @Test func oneWaitsForTheInputToBeRead() throws {
        var model = try model(["--bind", "one:accept", "--query", "kiw"], finished: false)
        #expect(chosen(open(&model)) == nil)
        #expect(chosen(model.update(.finished(skipped: 0, firstSkipped: nil))) == .choose([3]))
    }

    @Test func zeroRunsWhenNothingMatchesAndChangeOnEveryQueryChange() throws {
        var model = try model(["--bind", "zero:change-prompt(none> ),change:change-header(changed)", "--typing", "filter"])
        _ = open(&model)
        #expect(model.header == nil)
        _ = press(.character("z"), &model)
        #expect(model.header == "changed")
        #expect(model.prompt == "none> ")
    }

    @Test func loadRunsWhenReadingEndsAndResultWhenAResultIsShown() throws {
        var model = try model(["--bind", "load:last,result:change-prompt(result> )"], finished: false)
        _ = open(&model)
        #expect(model.state?.selection == 0)
        #expect(model.prompt == "result> ")
        _ = model.update(.finished(skipped: 0, firstSkipped: nil))
        #expect(model.state?.selection == 3)
    }

    @Test func focusRunsWhenTheCurrentItemChanges() throws {
        var model = try model(["--bind", "focus:change-header(moved)"])
        _ = open(&model)
        model.header = nil
        _ = model.update(.tick(at: .milliseconds(1)))
        #expect(model.header == nil)
        _ = press(.down, &model)
        #expect(model.header == "moved")
    }

    @Test func resizeRunsOnAResize() throws {
        var model = try model(["--bind", "resize:first"])
        _ = open(&model)
        _ = press(.down, &model)
        _ = model.update(.input(.resize(width: 50, height: 12), at: .zero))
        #expect(model.state?.selection == 0)
    }

    @Test func anEventsOwnChangesNeverRunItAgain() throws {
        var model = try model(["--bind", "change:put(x)", "--typing", "filter"])
        _ = open(&model)
        _ = press(.character("a"), &model)
        #expect(model.state?.filterQuery == "ax")
        _ = model.update(.tick(at: .milliseconds(5)))
        #expect(model.state?.filterQuery == "ax")
    }
}
