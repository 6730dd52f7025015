import CardListCore
import Foundation
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
            let folder = (file as NSString).deletingLastPathComponent
            directory = folder.isEmpty ? "." : folder
        } else {
            directory = "."
        }
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
