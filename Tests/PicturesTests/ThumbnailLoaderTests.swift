import Foundation
import Rows
import Testing
@testable import Pictures

/// Thumbnails are made off the main thread: the first ask returns at once without one, a
/// later frame gets it; bad files give "no picture" (the placeholder).
@Suite struct ThumbnailLoaderTests {
    private let settings = ThumbnailLoader.Settings(columns: 12, rows: 5)

    /// Asks for `path` until the loader has an answer, for at most five seconds.
    private func answer(for path: String, from loader: ThumbnailLoader) -> Picture?? {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            _ = loader.takeFinished()
            if let answer = loader.picture(for: path) { return answer }
            loader.startRequests()
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }

    @Test func firstAskReturnsAtOnceAndALaterOneHasThePicture() throws {
        let path = try Fixtures.file(Fixtures.png(Fixtures.gradient()), name: "gradient.png")
        let loader = ThumbnailLoader(settings: settings)
        #expect(loader.picture(for: path) == nil)
        #expect(loader.isBusy)
        let picture = try #require(answer(for: path, from: loader) ?? nil)
        #expect(picture.width == 12 && picture.height == 5)
        #expect(!loader.isBusy)
    }

    @Test func badFileGivesNoPicture() throws {
        let path = try Fixtures.file(Array("not a picture".utf8), name: "text.png")
        let loader = ThumbnailLoader(settings: settings)
        let result = try #require(answer(for: path, from: loader))
        #expect(result == nil)
    }

    @Test func requestsBeyondTheQueueLimitAreDroppedOldestFirstAndAskedAgainLater() throws {
        var small = settings
        small.queueLimit = 2
        let loader = ThumbnailLoader(settings: small)
        let paths = try (0..<6).map { try Fixtures.file(Fixtures.png(Fixtures.gradient()), name: "g\($0).png") }
        for path in paths { _ = loader.picture(for: path) }
        loader.startRequests()
        // Every path still gets its picture when asked again.
        for path in paths { #expect((answer(for: path, from: loader) ?? nil) != nil) }
    }

    @Test func thumbnailMadeAtOnceMatchesTheRenderer() throws {
        let path = try Fixtures.file(Fixtures.png(Fixtures.gradient()), name: "g.png")
        let direct = ThumbnailLoader.thumbnail(of: path, settings: settings)
        let rendered = CellRenderer().picture(of: Fixtures.gradient(), columns: 12, rows: 5)
        #expect(direct == rendered)
    }

    @Test func prefetchedPictureIsReadyWhenAskedFor() throws {
        let path = try Fixtures.file(Fixtures.png(Fixtures.gradient()), name: "next.png")
        let loader = ThumbnailLoader(settings: settings)
        loader.prefetch(path)
        loader.startRequests()
        let deadline = ContinuousClock.now + .seconds(5)
        while loader.isBusy, ContinuousClock.now < deadline {
            _ = loader.takeFinished()
            Thread.sleep(forTimeInterval: 0.005)
        }
        let ready = try #require(loader.picture(for: path))
        #expect(ready != nil)
    }
}
