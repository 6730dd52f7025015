import CChafa
import CJPEG
import CPNG

/// The C libraries pictures are decoded (libpng, libjpeg) and drawn (chafa) with, each opened
/// the first time a picture needs it.
///
/// A missing library is not an error of the run: the pictures that need it give no picture
/// (their cards keep the placeholder) and ``notice`` says which library is missing.
public final class PictureLibraries: Hashable, Sendable {
    /// The system's libraries, by the names of the versions whose headers the program was built with.
    public static let system = PictureLibraries(png: String(cString: cl_png_library),
                                                jpeg: String(cString: cl_jpeg_library),
                                                chafa: String(cString: cl_chafa_library))

    let png: SharedLibrary<cl_png_api>
    let jpeg: SharedLibrary<cl_jpeg_api>
    let chafa: SharedLibrary<cl_chafa_api>

    /// The libraries of these file names (sonames), opened when first needed.
    init(png: String, jpeg: String, chafa: String) {
        self.png = SharedLibrary(fileName: png) { handle in
            var missing: UnsafePointer<CChar>?
            let table = cl_png_bind(handle, &missing)
            return (table, missing.map { String(cString: $0) })
        }
        self.jpeg = SharedLibrary(fileName: jpeg) { handle in
            var missing: UnsafePointer<CChar>?
            let table = cl_jpeg_bind(handle, &missing)
            return (table, missing.map { String(cString: $0) })
        }
        self.chafa = SharedLibrary(fileName: chafa) { handle in
            var missing: UnsafePointer<CChar>?
            let table = cl_chafa_bind(handle, &missing)
            return (table, missing.map { String(cString: $0) })
        }
    }

    /// The libraries that were needed and could not be loaded, in the order png, jpeg, chafa.
    public var failures: [LibraryFailure] {
        [png.failure, jpeg.failure, chafa.failure].compactMap { $0 }
    }

    /// One line for a person when a picture needed a library that could not be loaded (which,
    /// why, and that the cards keep their placeholders); nil when every library needed loaded.
    public var notice: String? {
        let failures = failures
        guard !failures.isEmpty else { return nil }
        let causes = failures.map { "\($0.fileName) cannot be loaded (\($0.reason))" }
        return "pictures are shown as placeholders: " + causes.joined(separator: "; ")
    }

    public static func == (left: PictureLibraries, right: PictureLibraries) -> Bool { left === right }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
