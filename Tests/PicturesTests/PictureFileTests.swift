import Foundation
import Testing
@testable import Pictures

/// Files are decoded with limits: good PNG and JPEG files give their pixels, every bad one
/// an error at once (the card then shows its placeholder).
@Suite struct PictureFileTests {
    @Test func pngGivesItsPixelsAndAlpha() throws {
        let image = Fixtures.transparentDisc(width: 20, height: 10)
        let decoded = try PictureFile.pixels(of: Fixtures.png(image))
        #expect(decoded.width == 20 && decoded.height == 10)
        #expect(decoded.rgba == image.rgba)
    }

    @Test func jpegGivesItsPixelsNearTheOriginalColours() throws {
        let decoded = try PictureFile.pixels(of: Fixtures.jpeg(Fixtures.solid(width: 32, height: 16, 200, 40, 40)))
        #expect(decoded.width == 32 && decoded.height == 16)
        let (r, g, b, a) = (decoded.rgba[0], decoded.rgba[1], decoded.rgba[2], decoded.rgba[3])
        #expect(abs(Int(r) - 200) <= 4 && abs(Int(g) - 40) <= 4 && abs(Int(b) - 40) <= 4 && a == 255)
    }

    @Test func largeJpegIsDecodedAtAnEighthOfItsSize() throws {
        let bytes = Fixtures.jpeg(Fixtures.solid(width: 2000, height: 1504, 10, 120, 200), quality: 50)
        let decoded = try PictureFile.pixels(of: bytes)
        #expect(decoded.width == 250 && decoded.height == 188)
    }

    @Test func jpegIsNotShrunkBelowWhatAThumbnailNeeds() throws {
        let bytes = Fixtures.jpeg(Fixtures.solid(width: 400, height: 300, 10, 120, 200))
        let decoded = try PictureFile.pixels(of: bytes)
        // 1/2 gives 200×150; 1/4 would give 100×75, under the 96-pixel minimum side.
        #expect(decoded.width == 200 && decoded.height == 150)
    }

    @Test func truncatedPngIsCorrupt() {
        let bytes = Fixtures.png(Fixtures.gradient())
        #expect(throws: PictureError.corrupt) { try PictureFile.pixels(of: Array(bytes.prefix(bytes.count / 2))) }
    }

    @Test func truncatedJpegIsCorrupt() {
        let bytes = Fixtures.jpeg(Fixtures.gradient(width: 200, height: 100))
        #expect(throws: PictureError.corrupt) { try PictureFile.pixels(of: Array(bytes.prefix(bytes.count / 2))) }
    }

    @Test func pngWithDamagedDataIsCorrupt() {
        var bytes = Fixtures.png(Fixtures.gradient())
        for index in stride(from: 60, to: bytes.count - 20, by: 7) { bytes[index] ^= 0x5A }
        #expect(throws: PictureError.corrupt) { try PictureFile.pixels(of: bytes) }
    }

    @Test func jpegWithGarbageAfterItsHeaderIsCorrupt() {
        let good = Fixtures.jpeg(Fixtures.gradient(width: 64, height: 64))
        let bytes = Array(good.prefix(200)) + [UInt8](repeating: 0xFF, count: 50) + [0xFF, 0xD9]
        #expect(throws: PictureError.corrupt) { try PictureFile.pixels(of: bytes) }
    }

    @Test func textFileIsNotAPicture() {
        #expect(throws: PictureError.unknownFormat) { try PictureFile.pixels(of: Array("{\"name\": \"latte\"}\n".utf8)) }
    }

    @Test func emptyFileIsNotAPicture() {
        #expect(throws: PictureError.unknownFormat) { try PictureFile.pixels(of: []) }
    }

    @Test func zeroSizePngIsRefused() {
        #expect(throws: (any Error).self) { try PictureFile.pixels(of: Fixtures.pngHeader(width: 0, height: 10)) }
    }

    @Test func zeroSizeJpegIsRefused() {
        #expect(throws: (any Error).self) { try PictureFile.pixels(of: Fixtures.jpegClaiming(width: 0, height: 16)) }
    }

    @Test func pngClaimingHundredThousandSquaredIsRefusedFromItsHeader() {
        let started = ContinuousClock.now
        #expect(throws: PictureError.tooLarge) { try PictureFile.pixels(of: Fixtures.pngHeader(width: 100_000, height: 100_000)) }
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    @Test func jpegClaimingMoreThanItsBudgetAtAnEighthIsRefusedFromItsHeader() {
        let started = ContinuousClock.now
        #expect(throws: PictureError.tooLarge) { try PictureFile.pixels(of: Fixtures.jpegClaiming(width: 65_000, height: 65_000)) }
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    @Test func fileLargerThanTheLimitIsNotRead() throws {
        let path = try Fixtures.file(Fixtures.png(Fixtures.gradient()), name: "big.png")
        let limits = DecodeLimits(maximumFileBytes: 100)
        #expect(throws: PictureError.tooLarge) { try PictureFile.pixels(at: path, limits: limits) }
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: PictureError.unreadable) { try PictureFile.pixels(at: "/nonexistent/cardlist/latte.png") }
    }

    @Test func directoryIsUnreadable() {
        #expect(throws: PictureError.unreadable) { try PictureFile.pixels(at: FileManager.default.temporaryDirectory.path) }
    }

    @Test func deviceThatNeverEndsIsNotRead() {
        #expect(throws: PictureError.unreadable) { try PictureFile.pixels(at: "/dev/zero") }
    }

    @Test func signatureChangesWhenTheFileChanges() throws {
        let path = try Fixtures.file(Fixtures.png(Fixtures.gradient()), name: "a.png")
        let before = try #require(PictureFile.signature(of: path))
        try Data(Fixtures.png(Fixtures.checkerboard())).write(to: URL(fileURLWithPath: path))
        let after = try #require(PictureFile.signature(of: path))
        #expect(before != after)
    }
}
