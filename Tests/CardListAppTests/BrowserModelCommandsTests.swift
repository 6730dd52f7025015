import CardListCore
import InputEvents
import Rows
import Testing
@testable import cardlist
@testable import Items
@testable import CardListOptions

/// The actions that run commands, in the model: each asks for its command as a request
/// (the `runCommands` effect), and the results come back as messages.
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

    private func press(_ key: Key, _ model: inout BrowserModel) -> BrowserModel.Effect {
        model.update(.input(.key(key), at: .zero)).first ?? .none
    }

    private func command(_ request: CommandRequest) -> String {
        String(decoding: request.template.expanded(with: request.input) { _ in nil }, as: UTF8.self)
    }

    private func names(_ model: BrowserModel) -> [String] {
        model.items.indices.map { model.items.name(of: $0) }
    }

    @Test func executeAsksForItsCommandWithTheCurrentItemQuotedAndTheChainGoesOn() throws {
        var model = try model(["--bind", "ctrl-o:down+execute(less {})+down"])
        let effect = press(.control("o"), &model)
        guard case .runCommands = effect else { Issue.record("effect \(effect)"); return }
        let requests = model.takeCommandRequests()
        #expect(requests.count == 1)
        #expect(requests.first?.kind == .execute)
        #expect(requests.first.map(command) == "less 'pear'")
        #expect(model.state?.selection == 2)
        #expect(model.takeCommandRequests().isEmpty)
    }

    @Test func commandsGetTheListsVariables() throws {
        var model = try model(["--bind", "ctrl-o:execute-silent(true)"])
        _ = press(.down, &model)
        _ = press(.control("o"), &model)
        let request = try #require(model.takeCommandRequests().first)
        #expect(request.kind == .executeSilent)
        #expect(request.variables["CARDLIST_POS"] == "2")
        #expect(request.variables["CARDLIST_TOTAL_COUNT"] == "4")
        #expect(request.variables["CARDLIST_QUERY"] == "")
        #expect(request.variables["CARDLIST_LINES"] == "10")
    }

    @Test func becomeEndsTheChain() throws {
        var model = try model(["--bind", "ctrl-b:become(vi {})+down"])
        _ = press(.control("b"), &model)
        let requests = model.takeCommandRequests()
        #expect(requests.map(\.kind) == [.become])
        #expect(model.state?.selection == 0)
    }

    @Test func hostileItemTextReachesTheCommandAsOneQuotedWord() throws {
        var model = try model(["--bind", "ctrl-o:execute(echo {})"], items: ["it's $(touch x); `id`"])
        _ = press(.control("o"), &model)
        let request = try #require(model.takeCommandRequests().first)
        #expect(command(request) == #"echo 'it'\''s $(touch x); `id`'"#)
    }

    @Test func reloadReplacesTheItemsAndKeepsTheQuery() throws {
        var model = try model(["--query", "p", "--bind", "ctrl-r:reload(ls)"])
        _ = press(.control("r"), &model)
        let request = try #require(model.takeCommandRequests().first)
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
        _ = press(.control("r"), &model)
        let request = try #require(model.takeCommandRequests().first)
        #expect(request.kind == .reload(sync: true))
        _ = model.update(.reloadItems(id: request.id, segment(["grape"])))
        _ = model.update(.reloadItems(id: request.id, segment(["peach"])))
        #expect(names(model) == ["apple", "pear", "plum", "kiwi"])
        _ = model.update(.reloadFinished(id: request.id, error: nil))
        #expect(names(model) == ["grape", "peach"])
    }

    @Test func aNewerReloadReplacesAnOlderOnesItems() throws {
        var model = try model(["--bind", "ctrl-r:reload(ls)"])
        _ = press(.control("r"), &model)
        let first = try #require(model.takeCommandRequests().first)
        _ = press(.control("r"), &model)
        let second = try #require(model.takeCommandRequests().first)
        _ = model.update(.reloadItems(id: first.id, segment(["old"])))
        #expect(names(model) == ["apple", "pear", "plum", "kiwi"])
        _ = model.update(.reloadItems(id: second.id, segment(["new"])))
        _ = model.update(.reloadFinished(id: second.id, error: nil))
        #expect(names(model) == ["new"])
    }

    @Test func reloadWithTrackSelectsTheSameItemAgain() throws {
        var model = try model(["--track", "--bind", "ctrl-r:reload(ls)"])
        _ = press(.down, &model)
        _ = press(.control("r"), &model)
        let request = try #require(model.takeCommandRequests().first)
        _ = model.update(.reloadItems(id: request.id, segment(["kiwi", "lime", "pear"])))
        _ = model.update(.reloadFinished(id: request.id, error: nil))
        #expect(model.state?.selection == 2)
    }

    @Test func transformQueryTakesTheFirstLineAndThenRunsTheRestOfTheChain() throws {
        var model = try model(["--bind", "ctrl-t:transform-query(echo x)+change-prompt(done> )"])
        _ = press(.control("t"), &model)
        let request = try #require(model.takeCommandRequests().first)
        #expect(request.kind == .transformQuery)
        #expect(model.prompt != "done> ")
        _ = model.update(.commandOutput(id: request.id, bytes: Array("melon\nsecond\n".utf8)))
        #expect(model.query == "melon")
        #expect(model.prompt == "done> ")
    }
}
