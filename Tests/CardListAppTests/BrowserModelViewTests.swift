import CardListCore
import Pictures
import Rows
import Testing
@testable import cardlist
@testable import Items
@testable import CardListOptions

/// What a drawn frame showed, kept in the model: the render reports it, and the model asks
/// for the thumbnails next to it and says when rows drawn before are stale.
@Suite struct BrowserModelViewTests {
    private func model(_ arguments: [String], items count: Int = 20) throws -> BrowserModel {
        var model = BrowserModel(options: try Options.parse(arguments + ["items.json"], environment: [:]),
                                 charset: .unicode, usesColor: true)
        _ = model.update(.items(ItemSegment(items: (0..<count).map { Item(name: "item \($0)", image: "picture-\($0).png") })))
        _ = model.update(.opened(Size(width: 40, height: 12), .glibc))
        return model
    }

    private func prefetched(_ effects: [BrowserModel.Effect]) -> [Int]? {
        effects.lazy.compactMap { if case let .prefetchThumbnails(indices) = $0 { indices } else { nil } }.first
    }

    @Test func aDrawnFrameOfCardsAsksForThePicturesOfTheCardsAfterAndBeforeIt() throws {
        var model = try model(["--style", "card"])
        let effects = model.update(.drawn(laidOut: 4...6, detailMaximumOffset: nil))
        #expect(model.view.laidOut == 4...6)
        #expect(prefetched(effects) == [7, 8, 3])
    }

    @Test func theFirstAndLastCardsAskOnlyForCardsThatExist() throws {
        var model = try model(["--style", "card"], items: 4)
        #expect(prefetched(model.update(.drawn(laidOut: 0...2, detailMaximumOffset: nil))) == [3])
        #expect(prefetched(model.update(.drawn(laidOut: 0...3, detailMaximumOffset: nil))) == nil)
    }

    @Test func aFrameOfLinesOrWithoutImagesAsksForNoPictures() throws {
        var lines = try model(["--style", "line"])
        #expect(prefetched(lines.update(.drawn(laidOut: 4...6, detailMaximumOffset: nil))) == nil)
        var noImages = try model(["--style", "card", "--no-images"])
        #expect(prefetched(noImages.update(.drawn(laidOut: 4...6, detailMaximumOffset: nil))) == nil)
    }

    @Test func aDrawnFrameAsksForNoRedraw() throws {
        var model = try model(["--style", "card"])
        let effects = model.update(.drawn(laidOut: 0...2, detailMaximumOffset: nil))
        #expect(!effects.contains { if case .redraw = $0 { true } else { false } })
    }

    @Test func decodedPicturesChangeTheLookOfTheRowsAndAskForARedraw() throws {
        var model = try model(["--style", "card"])
        let before = model.rowLook
        let effects = model.update(.picturesDecoded)
        #expect(model.rowLook != before)
        #expect(effects.contains { if case .redraw = $0 { true } else { false } })
    }

    @Test func cyclingTheStyleChangesTheLookOfTheRows() throws {
        var model = try model(["--style", "card"])
        let before = model.rowLook
        _ = model.update(.input(.key(.control("t")), at: .zero))
        #expect(model.rowLook.style == .item)
        #expect(model.rowLook != before)
    }

    @Test func theViewReportsTheItemsItLaidOutWithoutChangingTheModel() throws {
        let model = try model(["--style", "line"])
        let view = BrowserView(options: model.options, rows: DrawnRows(), thumbnails: nil,
                               imageLocator: ImageLocator(options: model.options), detailRecords: DetailRecordCache())
        let frame = view.frame(of: model, size: Size(width: 40, height: 12))
        // The first rows of the list: the last one laid out is on screen, the next one is not.
        let laidOut = try #require(frame.laidOut)
        #expect(laidOut.lowerBound == 0)
        #expect(frame.canvas.lines.contains { $0.contains("item \(laidOut.upperBound)") })
        #expect(!frame.canvas.lines.contains { $0.contains("item \(laidOut.upperBound + 1)") })
        #expect(frame.detailMaximumOffset == nil)
        #expect(model.view.laidOut == nil)
    }

    @Test func theViewNotesThePicturesItDrewPlaceholdersForAndAsksTheLoaderForNothing() throws {
        let model = try model(["--style", "card"])
        let loader = ThumbnailLoader(settings: .init(columns: 8, rows: 4))
        let locator = ImageLocator(options: model.options)
        let view = BrowserView(options: model.options, rows: DrawnRows(), thumbnails: loader,
                               imageLocator: locator, detailRecords: DetailRecordCache())
        let frame = view.frame(of: model, size: Size(width: 40, height: 12))
        let laidOut = try #require(frame.laidOut)
        #expect(frame.missingPictures == laidOut.map { ThumbnailLoader.Request(path: locator.path(of: "picture-\($0).png")) })
        #expect(!loader.isBusy)
        loader.ask(for: frame.missingPictures)
        #expect(loader.isBusy)
    }

    @Test func theModelAsksForAFramesMissingPicturesBeforeTheNeighboursThumbnails() throws {
        var model = try model(["--style", "card"])
        let missing = [ThumbnailLoader.Request(path: "a.png"), ThumbnailLoader.Request(path: "b.png", fittedTo: Size(width: 30, height: 10))]
        let effects = model.update(.drawn(laidOut: 4...6, detailMaximumOffset: nil, missingPictures: missing))
        guard effects.count == 2, case let .decodePictures(asked) = effects[0], case let .prefetchThumbnails(nearby) = effects[1] else {
            Issue.record("effects \(effects)")
            return
        }
        #expect(asked == missing)
        #expect(nearby == [7, 8, 3])
    }
}
