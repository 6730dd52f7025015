import CardListCore
import CardListOptions
import Pictures
import Rows

/// Finds the files that items' `image` values name, and the thumbnail settings from the
/// options.
///
/// Relative paths start from `--image-dir`, else from the folder of the first catalog
/// file, else (items on stdin) from the working directory.
struct ImageLocator: Sendable {
    let directory: String

    init(options: Options) {
        if let directory = options.imageDirectory {
            self.directory = directory
        } else if let file = options.files.first, file != "-" {
            directory = Self.folder(of: file)
        } else {
            directory = "."
        }
    }

    /// The folder part of `path`: `a/b.json` → `a`, `/b.json` → `/`, `b.json` → `.`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The path of the file `image` names.
    func path(of image: String) -> String {
        image.hasPrefix("/") ? image : directory + "/" + image
    }

    /// Thumbnail settings for the card's image box with the chosen symbols.
    static func settings(for options: Options, colors: PictureColors) -> ThumbnailLoader.Settings {
        ThumbnailLoader.Settings(columns: ImagePlaceholder.boxSize.width, rows: ImagePlaceholder.boxSize.height,
                                 symbols: SymbolSet(rawValue: options.imageSymbols.rawValue) ?? .half, colors: colors)
    }
}
