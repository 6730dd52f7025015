import Rows
import Testing
@testable import Pictures

/// Finished thumbnails are kept by path and file signature within a memory bound.
@Suite struct ThumbnailCacheTests {
    private let picture = Picture(width: 12, height: 5, cells: [])

    private func key(_ path: String, size: Int = 100) -> ThumbnailCache.Key {
        ThumbnailCache.Key(path: path, signature: FileSignature(seconds: 1, nanoseconds: 0, size: size))
    }

    @Test func aChangedFileIsNotFoundUnderItsOldSignature() {
        var cache = ThumbnailCache(byteLimit: 1 << 20)
        cache.insert(picture, for: key("a.png", size: 100))
        #expect(cache.lookup(key("a.png", size: 100)) != nil)
        #expect(cache.lookup(key("a.png", size: 101)) == nil)
    }

    @Test func memoryStaysWithinTheBoundAndTheLeastRecentlyUsedGoFirst() {
        let limit = picture.byteCount * 10
        var cache = ThumbnailCache(byteLimit: limit)
        for index in 0..<8 { cache.insert(picture, for: key("\(index).png")) }
        _ = cache.lookup(key("0.png"))  // used recently: kept
        for index in 8..<40 {
            cache.insert(picture, for: key("\(index).png"))
            #expect(cache.byteCount <= limit)
        }
        #expect(cache.lookup(key("1.png")) == nil)
        #expect(cache.lookup(key("39.png")) != nil)
    }

    @Test func filesWithoutAPictureAreRememberedToo() {
        var cache = ThumbnailCache(byteLimit: 1 << 20)
        cache.insert(nil, for: key("bad.png"))
        let found = cache.lookup(key("bad.png"))
        #expect(found != nil && found! == nil)
    }
}
