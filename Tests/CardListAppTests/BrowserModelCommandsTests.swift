import CardListCore
import InputEvents
import Rows
import Testing
@testable import cardlist
@testable import Items
@testable import CardListOptions

/// The actions that run commands, in the model: each asks for its command with a
/// `runCommand` effect, in the chain's order, and the results come back as messages.
@Suite struct BrowserModelCommandsTests {
    private func model(_ arguments: [String], items names: [String] = ["apple", "pear", "plum", "kiwi"]) throws -> BrowserModel {
        var model = BrowserModel(options: try Options.parse(arguments + ["--style", "line", "items.txt"], environment: [:]),
                                 charset: .unicode, usesColor: false)
        _ = model.update(.items(segment(names)))
        _ = model.update(.finished(skipped: 0, firstSkipped: nil))
        _ = model.update(.opened(Size(width: 40, height: 10), .glibc))
        return model
    }

    private func segment(_ names: [String]) -> ItemSegment {
        ItemSegment(items: names.enumerated().map { Item(name: $1, source: Array($1.utf8), position: $0) })
    }

    private func press(_ key: Key, _ model: inout BrowserModel) -> [BrowserModel.Effect] {
        model.update(.input(.key(key), at: .zero))
    }

    /// The commands `effects` ask for, in order.
    private func requests(_ effects: [BrowserModel.Effect]) -> [CommandRequest] {
        effects.compactMap { if case let .runCommand(request) = $0 { request } else { nil } }
    }

    private func command(_ request: CommandRequest) -> String {
        String(decoding: request.template.expanded(with: request.input) { _ in nil }, as: UTF8.self)
    }

    private func names(_ model: BrowserModel) -> [String] {
        model.items.indices.map { model.items.name(of: $0) }
    }

    @Test func executeAsksForItsCommandWithTheCurrentItemQuotedAndTheChainGoesOn() throws {
        var model = try model(["--bind", "ctrl-o:down+execute(less {})+down"])
        let asked = requests(press(.control("o"), &model))
        #expect(asked.count == 1)
        #expect(asked.first?.kind == .execute)
        #expect(asked.first.map(command) == "less 'pear'")
        #expect(model.state?.selection == 2)
        #expect(requests(press(.down, &model)).isEmpty)
    }

    @Test func aChainAsksForEachCommandInOrderBeforeItsEnding() throws {
        var model = try model(["--bind", "ctrl-o:execute-silent(first)+execute-silent(second)+accept"])
        let effects = press(.control("o"), &model)
        #expect(requests(effects).map(command) == ["first", "second"])
        guard case .finish(.choose(let chosen)) = effects.last else { Issue.record("effects \(effects)"); return }
        #expect(chosen == [0])
    }

    @Test func commandsGetTheListsVariables() throws {
        var model = try model(["--bind", "ctrl-o:execute-silent(true)"])
        _ = press(.down, &model)
        let request = try #require(requests(press(.control("o"), &model)).first)
        #expect(request.kind == .executeSilent)
        #expect(request.variables["CARDLIST_POS"] == "2")
        #expect(request.variables["CARDLIST_TOTAL_COUNT"] == "4")
        #expect(request.variables["CARDLIST_QUERY"] == "")
        #expect(request.variables["CARDLIST_LINES"] == "10")
    }

    @Test func becomeEndsTheChain() throws {
        var model = try model(["--bind", "ctrl-b:become(vi {})+down"])
        let effects = press(.control("b"), &model)
        #expect(requests(effects).map(\.kind) == [.become])
        guard case .runCommand = effects.last else { Issue.record("effects \(effects)"); return }
        #expect(model.state?.selection == 0)
    }

    @Test func hostileItemTextReachesTheCommandAsOneQuotedWord() throws {
        var model = try model(["--bind", "ctrl-o:execute(echo {})"], items: ["it's $(touch x); `id`"])
        let request = try #require(requests(press(.control("o"), &model)).first)
        #expect(command(request) == #"echo 'it'\''s $(touch x); `id`'"#)
    }

    @Test func reloadReplacesTheItemsAndKeepsTheQuery() throws {
        var model = try model(["--query", "p", "--bind", "ctrl-r:reload(ls)"])
        let request = try #require(requests(press(.control("r"), &model)).first)
        #expect(request.kind == .reload(sync: false))
        // The old items stay until the first new ones come.
        #expect(names(model) == ["apple", "pear", "plum", "kiwi"])
        _ = model.update(.reloadItems(id: request.id, segment(["grape", "peach"])))
        #expect(names(model) == ["grape", "peach"])
        #expect(model.isLoading)
        let effect = model.update(.reloadFinished(id: request.id, error: nil)).first
        guard case .startIndexing = effect else { Issue.record("effect \(effect)"); return }
        #expect(!model.isLoading)
        #expect(model.query == "p")
    }

    @Test func reloadSyncKeepsTheOldItemsUntilTheInputHasEnded() throws {
        var model = try model(["--bind", "ctrl-r:reload-sync(ls)"])
        let request = try #require(requests(press(.control("r"), &model)).first)
        #expect(request.kind == .reload(sync: true))
        _ = model.update(.reloadItems(id: request.id, segment(["grape"])))
        _ = model.update(.reloadItems(id: request.id, segment(["peach"])))
        #expect(names(model) == ["apple", "pear", "plum", "kiwi"])
        _ = model.update(.reloadFinished(id: request.id, error: nil))
        #expect(names(model) == ["grape", "peach"])
    }

    @Test func aNewerReloadReplacesAnOlderOnesItems() throws {
        var model = try model(["--bind", "ctrl-r:reload(ls)"])
        let first = try #require(requests(press(.control("r"), &model)).first)
        let second = try #require(requests(press(.control("r"), &model)).first)
        _ = model.update(.reloadItems(id: first.id, segment(["old"])))
        #expect(names(model) == ["apple", "pear", "plum", "kiwi"])
        _ = model.update(.reloadItems(id: second.id, segment(["new"])))
        _ = model.update(.reloadFinished(id: second.id, error: nil))
        #expect(names(model) == ["new"])
    }

    @Test func reloadWithTrackSelectsTheSameItemAgain() throws {
        var model = try model(["--track", "--bind", "ctrl-r:reload(ls)"])
        _ = press(.down, &model)
        let request = try #require(requests(press(.control("r"), &model)).first)
        _ = model.update(.reloadItems(id: request.id, segment(["kiwi", "lime", "pear"])))
        _ = model.update(.reloadFinished(id: request.id, error: nil))
        #expect(model.state?.selection == 2)
    }

    @Test func transformQueryTakesTheFirstLineAndThenRunsTheRestOfTheChain() throws {
        var model = try model(["--bind", "ctrl-t:transform-query(echo x)+change-prompt(done> )"])
        let request = try #require(requests(press(.control("t"), &model)).first)
        #expect(request.kind == .transformQuery)
        #expect(model.prompt != "done> ")
        _ = model.update(.commandOutput(id: request.id, bytes: Array("melon\nsecond\n".utf8)))
        #expect(model.query == "melon")
        #expect(model.prompt == "done> ")
    }
}
