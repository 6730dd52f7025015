import Foundation
import Rows
import Testing
@testable import Pictures

/// The picture libraries are opened when the first picture needs them; one that cannot be
/// loaded gives the placeholder (no picture) and a notice naming it, never a crash.
@Suite struct PictureLibrariesTests {
    private let absent = "libcardlist-absent.so.0"
    private let system = PictureLibraries.system

    @Test func nothingIsReportedBeforeAPictureNeedsALibrary() {
        let libraries = PictureLibraries(png: absent, jpeg: absent, chafa: absent)
        #expect(libraries.failures.isEmpty)
        #expect(libraries.notice == nil)
    }

    @Test func aMissingChafaGivesNoThumbnailAndANoticeNamingIt() throws {
        let path = try Fixtures.file(Fixtures.png(Fixtures.gradient()), name: "gradient.png")
        let libraries = PictureLibraries(png: system.png.fileName, jpeg: system.jpeg.fileName, chafa: absent)
        let settings = ThumbnailLoader.Settings(columns: 12, rows: 5, libraries: libraries)
        #expect(ThumbnailLoader.thumbnail(of: path, settings: settings) == nil)
        #expect(ThumbnailLoader.picture(of: path, fittedTo: Size(width: 40, height: 10), settings: settings) == nil)
        #expect(libraries.failures.map(\.fileName) == [absent])
        #expect(libraries.notice == "pictures are shown as placeholders: libcardlist-absent.so.0 cannot be loaded "
            + "(libcardlist-absent.so.0: cannot open shared object file: No such file or directory)")
    }

    @Test func aMissingDecoderLibraryFailsOnlyItsOwnFormat() throws {
        let libraries = PictureLibraries(png: absent, jpeg: system.jpeg.fileName, chafa: system.chafa.fileName)
        let image = Fixtures.solid(width: 32, height: 16, 200, 40, 40)
        #expect(throws: PictureError.libraryMissing(absent)) {
            try PictureFile.pixels(of: Fixtures.png(image), libraries: libraries)
        }
        let jpeg = try PictureFile.pixels(of: Fixtures.jpeg(image), libraries: libraries)
        #expect(jpeg.width == 32 && jpeg.height == 16)
        #expect(libraries.failures.map(\.fileName) == [absent])
    }

    @Test func aLibraryWithoutTheFunctionsIsRefusedByTheFirstOneMissing() {
        let libraries = PictureLibraries(png: "libc.so.6", jpeg: system.jpeg.fileName, chafa: system.chafa.fileName)
        #expect(throws: PictureError.libraryMissing("libc.so.6")) {
            try PictureFile.pixels(of: Fixtures.png(Fixtures.gradient()), libraries: libraries)
        }
        #expect(libraries.failures == [LibraryFailure(fileName: "libc.so.6", reason: "it has no png_image_begin_read_from_memory")])
    }

    @Test func theRendererWithoutChafaDrawsBlankCells() {
        let libraries = PictureLibraries(png: absent, jpeg: absent, chafa: absent)
        let picture = CellRenderer(libraries: libraries).picture(of: Fixtures.gradient(), columns: 6, rows: 3)
        #expect(picture.width == 6 && picture.height == 3)
        #expect(picture.cells.count == 18)
        #expect(picture.cells.allSatisfy { $0 == Picture.Cell(symbol: " ", foreground: nil, background: nil) })
    }

    @Test func theSystemLibrariesAreNamedByTheirSonames() {
        #expect(system.png.fileName.hasPrefix("libpng1") && system.png.fileName.contains(".so.1"))
        #expect(system.jpeg.fileName.hasPrefix("libjpeg.so."))
        #expect(system.chafa.fileName == "libchafa.so.0")
    }
}
