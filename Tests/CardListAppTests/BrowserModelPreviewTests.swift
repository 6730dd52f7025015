import CardListCore
import InputEvents
import Rows
import Testing
@testable import cardlist
@testable import Items
@testable import CardListOptions

/// The preview pane in the model: which command it asks for and when, what it does with
/// the output, and how the pane's keys and mouse act.
@Suite struct BrowserModelPreviewTests {
    private func model(_ arguments: [String], items: [String] = ["alpha", "beta", "gamma"],
                       size: Size = Size(width: 40, height: 10)) throws -> BrowserModel {
        var model = BrowserModel(options: try Options.parse(["--style", "line"] + arguments + ["items.txt"], environment: [:]),
                                 charset: .unicode, usesColor: false)
        _ = model.update(.items(ItemSegment(items: items.enumerated().map { Item(name: $1, source: Array($1.utf8), position: $0) })))
        _ = model.update(.opened(size, .glibc))
        return model
    }

    private func command(_ model: BrowserModel) -> String? {
        model.previewRequest.map { String(decoding: $0.template.expanded(with: $0.input) { _ in nil }, as: UTF8.self) }
    }

    @Test func openingTheScreenAsksForTheCurrentItemsCommand() throws {
        let model = try model(["--preview", "cat {}"])
        #expect(command(model) == "cat 'alpha'")
        #expect(model.previewRequest?.variables["CARDLIST_MATCH_COUNT"] == "3")
        // The pane is the right half in a rounded border: 20 columns less the border and its blank columns.
        #expect(model.previewRequest?.variables["CARDLIST_PREVIEW_COLUMNS"] == "16")
        #expect(model.previewRequest?.variables["CARDLIST_PREVIEW_LINES"] == "8")
    }

    @Test func theListIsLaidOutBesideThePane() throws {
        let model = try model(["--preview", "cat {}", "--preview-window", "left,30%"])
        #expect(model.state?.screenSize == Size(width: 28, height: 10))
        #expect(model.areas(in: Size(width: 40, height: 10)).pane == Rect(x: 0, y: 0, width: 12, height: 10))
    }

    @Test func aSlowMoveStartsTheNewCommandAtOnce() throws {
        var model = try model(["--preview", "cat {}"])
        let first = try #require(model.previewRequest?.id)
        _ = model.update(.input(.key(.down), at: .seconds(1)))
        #expect(command(model) == "cat 'beta'")
        #expect(model.previewRequest!.id > first)
    }

    @Test func quickMovesWaitForAPauseWithNoCommandRunning() throws {
        var model = try model(["--preview", "cat {}"])
        _ = model.update(.input(.key(.down), at: .seconds(1)))
        _ = model.update(.input(.key(.down), at: .seconds(1) + .milliseconds(10)))
        // Moving on stopped the old command; the new one waits for the pause.
        #expect(model.previewRequest == nil)
        #expect(model.readTimeout(at: .seconds(1) + .milliseconds(10)) <= 51)
        _ = model.update(.tick(at: .seconds(1) + .milliseconds(30)))
        #expect(model.previewRequest == nil)
        _ = model.update(.tick(at: .seconds(1) + .milliseconds(61)))
        #expect(command(model) == "cat 'gamma'")
    }

    @Test func aRunningCommandIsPolledOnlyWhenItsOutputCannotWakeTheWait() throws {
        var model = try model(["--preview", "cat {}"])
        // Loaded and indexed: nothing else asks for a wake-up.
        _ = model.update(.finished(skipped: 0, firstSkipped: nil))
        _ = model.update(.nameIndex(NameIndex(names: ["alpha", "beta", "gamma"])))
        #expect(model.previewRequest != nil)
        #expect(model.readTimeout(at: .seconds(1)) == BrowserModel.previewPollInterval)
        #expect(model.readTimeout(at: .seconds(1), outputWakes: true) < 0)
    }

    @Test func outputOfTheCurrentRequestFillsThePaneAndOldOutputIsIgnored() throws {
        var model = try model(["--preview", "cat {}"])
        let old = try #require(model.previewRequest?.id)
        _ = model.update(.input(.key(.down), at: .seconds(1)))
        let current = try #require(model.previewRequest?.id)
        _ = model.update(.previewOutput(id: old, bytes: Array("stale\n".utf8), finished: false))
        #expect(model.pane?.content.lines.isEmpty == true)
        _ = model.update(.previewOutput(id: current, bytes: Array("one\n\u{1B}[31mtw".utf8), finished: false))
        #expect(model.pane?.content.lines.map(\.string) == ["one"])
        _ = model.update(.previewOutput(id: current, bytes: Array("o".utf8), finished: true))
        #expect(model.pane?.content.lines.map(\.string) == ["one", "two"])
        #expect(model.pane?.content.lines.last?.runs.first?.style.foreground == .palette(1))
        // All in: nothing more is waited for.
        #expect(model.previewRequest == nil)
    }

    @Test func aCommandOfTheQueryOnlyRunsOnAnEmptyList() throws {
        var model = try model(["--preview", "echo {q}"], items: [])
        #expect(command(model) == "echo ''")
        model = try self.model(["--preview", "echo {}"], items: [])
        #expect(model.previewRequest == nil)
    }

    @Test func scrollOffsetComesFromTheItemsField() throws {
        var model = try model(["--preview", "cat {1}", "--delimiter", ":", "--preview-window", "+{2}-2"], items: ["f.txt:10:x"])
        let id = try #require(model.previewRequest?.id)
        _ = model.update(.previewOutput(id: id, bytes: Array((1...40).map { "line \($0)\n" }.joined().utf8), finished: true))
        #expect(model.pane?.scrollOffset == 7)
    }

    @Test func shiftDownScrollsThePaneAndTheListStays() throws {
        var model = try model(["--preview", "cat {}"])
        let id = try #require(model.previewRequest?.id)
        _ = model.update(.previewOutput(id: id, bytes: Array((1...40).map { "\($0)\n" }.joined().utf8), finished: true))
        _ = model.update(.input(.key(.shiftDown), at: .seconds(1)))
        _ = model.update(.input(.key(.shiftDown), at: .seconds(2)))
        #expect(model.pane?.scrollOffset == 2)
        #expect(model.state?.selection == 0)
        _ = model.update(.input(.key(.shiftUp), at: .seconds(3)))
        #expect(model.pane?.scrollOffset == 1)
    }

    @Test func theWheelOverThePaneScrollsItAndAClickThereChoosesNothing() throws {
        var model = try model(["--preview", "cat {}"])
        let id = try #require(model.previewRequest?.id)
        _ = model.update(.previewOutput(id: id, bytes: Array((1...40).map { "\($0)\n" }.joined().utf8), finished: true))
        _ = model.update(.input(.mouse(MouseEvent(.wheelDown, x: 30, y: 3)), at: .seconds(1)))
        #expect(model.pane?.scrollOffset == 3)
        _ = model.update(.input(.mouse(MouseEvent(.doubleClick, x: 30, y: 1)), at: .seconds(2)))
        #expect(model.state?.selection == 0)
        // Over the list, a click still selects.
        _ = model.update(.input(.mouse(MouseEvent(.click, x: 2, y: 1)), at: .seconds(3)))
        #expect(model.state?.selection == 1)
    }

    @Test func togglePreviewGivesTheListTheWholeWidthAndStopsTheCommand() throws {
        var model = try model(["--preview", "cat {}"])
        _ = model.update(.input(.key(.alt("p")), at: .seconds(1)))
        #expect(model.pane?.isOpen == false)
        #expect(model.previewRequest == nil)
        #expect(model.state?.screenSize == Size(width: 40, height: 10))
        _ = model.update(.input(.key(.alt("p")), at: .seconds(2)))
        #expect(model.state?.screenSize == Size(width: 20, height: 10))
        #expect(command(model) == "cat 'alpha'")
    }

    @Test func aResizeRunsTheCommandAgainForTheNewSize() throws {
        var model = try model(["--preview", "cat {}"])
        let first = try #require(model.previewRequest?.id)
        _ = model.update(.input(.resize(width: 60, height: 10), at: .seconds(1)))
        #expect(model.previewRequest!.id > first)
        #expect(model.previewRequest?.variables["CARDLIST_PREVIEW_COLUMNS"] == "26")
        #expect(model.state?.screenSize == Size(width: 30, height: 10))
    }

    @Test func aHiddenPaneRunsNothingUntilOpened() throws {
        var model = try model(["--preview", "cat {}", "--preview-window", "hidden"])
        #expect(model.previewRequest == nil)
        #expect(model.state?.screenSize == Size(width: 40, height: 10))
        _ = model.update(.input(.key(.alt("p")), at: .seconds(1)))
        #expect(command(model) == "cat 'alpha'")
    }
}

/// The pane's actions bound with `--bind`.
@Suite struct BrowserModelPreviewBindingsTests {
    private func model(_ arguments: [String]) throws -> BrowserModel {
        var model = BrowserModel(options: try Options.parse(["--style", "line"] + arguments + ["items.txt"], environment: [:]),
                                 charset: .unicode, usesColor: false)
        let names = ["alpha", "beta"]
        _ = model.update(.items(ItemSegment(items: names.enumerated().map { Item(name: $1, source: Array($1.utf8), position: $0) })))
        _ = model.update(.opened(Size(width: 40, height: 10), .glibc))
        return model
    }

    private func command(_ model: BrowserModel) -> String? {
        model.previewRequest.map { String(decoding: $0.template.expanded(with: $0.input) { _ in nil }, as: UTF8.self) }
    }

    @Test func changePreviewRunsTheNewCommandFromNowOn() throws {
        var model = try model(["--preview", "cat {}", "--bind", "ctrl-x:change-preview(wc {})"])
        _ = model.update(.input(.key(.control("x")), at: .seconds(1)))
        #expect(command(model) == "wc 'alpha'")
        _ = model.update(.input(.key(.down), at: .seconds(2)))
        #expect(command(model) == "wc 'beta'")
    }

    @Test func previewRunsACommandOnceAndTheOwnOneComesBack() throws {
        var model = try model(["--preview", "cat {}", "--bind", "ctrl-x:preview(echo {})"])
        _ = model.update(.input(.key(.control("x")), at: .seconds(1)))
        #expect(command(model) == "echo 'alpha'")
        _ = model.update(.input(.key(.down), at: .seconds(2)))
        #expect(command(model) == "cat 'beta'")
    }

    @Test func changePreviewWindowMovesThePaneAndHideShowToggleIt() throws {
        var model = try model(["--preview", "cat {}", "--bind", "ctrl-x:change-preview-window(up,3),ctrl-y:hide-preview,ctrl-s:show-preview,ctrl-e:preview-bottom"])
        _ = model.update(.input(.key(.control("x")), at: .seconds(1)))
        #expect(model.state?.screenSize == Size(width: 40, height: 7))
        _ = model.update(.input(.key(.control("y")), at: .seconds(2)))
        #expect(model.pane?.isOpen == false)
        #expect(model.state?.screenSize == Size(width: 40, height: 10))
        _ = model.update(.input(.key(.control("s")), at: .seconds(3)))
        #expect(model.pane?.isOpen == true)
        let id = try #require(model.previewRequest?.id)
        _ = model.update(.previewOutput(id: id, bytes: Array((1...40).map { "\($0)\n" }.joined().utf8), finished: true))
        _ = model.update(.input(.key(.control("e")), at: .seconds(4)))
        // Three lines less the border: one line shows, the last.
        #expect(model.pane?.scrollOffset == 39)
    }

    @Test func theHelpListsThePanesKeysOnlyOnceThereIsAPane() throws {
        #expect(try model(["--preview", "cat {}"]).state?.hasPreviewPane == true)
        var model = try model(["--bind", "ctrl-x:change-preview(wc {})"])
        #expect(model.state?.hasPreviewPane == false)
        _ = model.update(.input(.key(.control("x")), at: .seconds(1)))
        #expect(model.state?.hasPreviewPane == true)
        #expect(command(model) == "wc 'alpha'")
    }

    @Test func refreshPreviewRunsTheCommandAgain() throws {
        var model = try model(["--preview", "cat {}", "--bind", "ctrl-r:refresh-preview"])
        let first = try #require(model.previewRequest?.id)
        _ = model.update(.input(.key(.control("r")), at: .seconds(1)))
        #expect(model.previewRequest!.id > first)
    }
}
