import Foundation
import Rows
import Testing
@testable import Pictures

/// A picture fitted to a box (the detail view's) comes from the thumbnails' loader, renderer
/// and cache: as large as the box allows, proportions kept, no blank margins, off the main thread.
@Suite struct LargePictureTests {
    private let settings = ThumbnailLoader.Settings(columns: 12, rows: 5)

    /// Asks for `path` fitted to `box` until the loader answers, for at most five seconds.
    private func answer(for path: String, fittedTo box: Size, from loader: ThumbnailLoader) -> Picture?? {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            _ = loader.takeFinished()
            if let answer = loader.picture(for: path, fittedTo: box) { return answer }
            loader.startRequests()
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }

    @Test func aWidePictureTakesTheBoxsWidthAndOnlyTheRowsItNeeds() throws {
        // 48×24 pixels: twice as wide as high, so 40 columns (cells twice as high as wide) need 10 rows.
        let path = try Fixtures.file(Fixtures.png(Fixtures.gradient()), name: "wide.png")
        let loader = ThumbnailLoader(settings: settings)
        #expect(loader.picture(for: path, fittedTo: Size(width: 40, height: 30)) == nil)
        let picture = try #require(answer(for: path, fittedTo: Size(width: 40, height: 30), from: loader) ?? nil)
        #expect(picture.width == 40 && picture.height == 10)
        #expect(picture == CellRenderer().picture(of: Fixtures.gradient(), columns: 40, rows: 10))
    }

    @Test func aLowBoxLimitsTheHeightAndTheWidthFollows() throws {
        let path = try Fixtures.file(Fixtures.png(Fixtures.gradient()), name: "low.png")
        let loader = ThumbnailLoader(settings: settings)
        let picture = try #require(answer(for: path, fittedTo: Size(width: 40, height: 6), from: loader) ?? nil)
        #expect(picture.width == 24 && picture.height == 6)
    }

    @Test func theThumbnailAndTheLargePictureOfOnePathAreKeptApart() throws {
        let path = try Fixtures.file(Fixtures.png(Fixtures.gradient()), name: "both.png")
        let loader = ThumbnailLoader(settings: settings)
        let large = try #require(answer(for: path, fittedTo: Size(width: 40, height: 30), from: loader) ?? nil)
        var thumbnail: Picture?
        let deadline = ContinuousClock.now + .seconds(5)
        while thumbnail == nil, ContinuousClock.now < deadline {
            _ = loader.takeFinished()
            thumbnail = loader.picture(for: path) ?? nil
            loader.startRequests()
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(thumbnail?.width == 12 && thumbnail?.height == 5)
        #expect(large.width == 40)
    }

    @Test func aMissingOrDamagedFileGivesNoPicture() throws {
        let damaged = try Fixtures.file(Array(Fixtures.png(Fixtures.gradient()).prefix(60)), name: "cut.png")
        let loader = ThumbnailLoader(settings: settings)
        #expect(try #require(answer(for: damaged, fittedTo: Size(width: 40, height: 20), from: loader)) == nil)
        #expect(try #require(answer(for: damaged + ".gone", fittedTo: Size(width: 40, height: 20), from: loader)) == nil)
    }
}
