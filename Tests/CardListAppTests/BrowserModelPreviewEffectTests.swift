import CardListCore
import InputEvents
import Rows
import Testing
@testable import cardlist
@testable import Items
@testable import CardListOptions

/// The pane's command as an effect: the model asks the caller to start the command it
/// wants and to stop the one it no longer wants, once each, in the order of its changes.
@Suite struct BrowserModelPreviewEffectTests {
    /// What each effect asks of the pane's command: `run ID`, `stop`; others left out.
    private func previewEffects(_ effects: [BrowserModel.Effect]) -> [String] {
        effects.compactMap { effect in
            switch effect {
            case let .runPreview(request): "run \(request.id)"
            case .stopPreview: "stop"
            default: nil
            }
        }
    }

    private func parse(_ arguments: [String]) throws -> BrowserModel {
        BrowserModel(options: try Options.parse(["--style", "line"] + arguments + ["items.txt"], environment: [:]),
                     charset: .unicode, usesColor: false)
    }

    /// A model with three items whose screen opened at 40 × 10.
    private func opened(_ arguments: [String]) throws -> BrowserModel {
        var model = try parse(arguments)
        _ = model.update(.items(items))
        _ = model.update(.opened(Size(width: 40, height: 10), .glibc))
        return model
    }

    private let items = ItemSegment(items: ["alpha", "beta", "gamma"].enumerated().map { Item(name: $1, source: Array($1.utf8), position: $0) })

    @Test func openingTheScreenAsksToRunTheFirstItemsCommandOnce() throws {
        var model = try parse(["--preview", "cat {}"])
        _ = model.update(.items(items))
        let effects = model.update(.opened(Size(width: 40, height: 10), .glibc))
        let id = try #require(model.previewRequest?.id)
        #expect(previewEffects(effects) == ["run \(id)"])
        // Nothing changed: no second request for the same command.
        #expect(previewEffects(model.update(.tick(at: .seconds(1)))) == [])
    }

    @Test func aSlowMoveAsksForTheNextItemsCommand() throws {
        var model = try opened(["--preview", "cat {}"])
        let effects = model.update(.input(.key(.down), at: .seconds(1)))
        let id = try #require(model.previewRequest?.id)
        #expect(previewEffects(effects) == ["run \(id)"])
    }

    @Test func quickMovesStopTheCommandAndAskForTheNextAfterThePause() throws {
        var model = try opened(["--preview", "cat {}"])
        _ = model.update(.input(.key(.down), at: .seconds(1)))
        #expect(previewEffects(model.update(.input(.key(.down), at: .seconds(1) + .milliseconds(10)))) == ["stop"])
        #expect(previewEffects(model.update(.tick(at: .seconds(1) + .milliseconds(30)))) == [])
        let effects = model.update(.tick(at: .seconds(1) + .milliseconds(61)))
        let id = try #require(model.previewRequest?.id)
        #expect(previewEffects(effects) == ["run \(id)"])
    }

    @Test func theCommandsWholeOutputLetsItGoWithoutAskingAgain() throws {
        var model = try opened(["--preview", "cat {}"])
        let id = try #require(model.previewRequest?.id)
        let effects = model.update(.previewOutput(id: id, bytes: Array("alpha\n".utf8), finished: true))
        #expect(model.previewRequest == nil)
        #expect(previewEffects(effects) == ["stop"])
    }

    @Test func withoutAPaneNothingIsAsked() throws {
        var model = try parse([])
        _ = model.update(.items(items))
        #expect(previewEffects(model.update(.opened(Size(width: 40, height: 10), .glibc))) == [])
        #expect(previewEffects(model.update(.input(.key(.down), at: .seconds(1)))) == [])
    }
}
