// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cardlist",
    products: [
        .library(name: "Rows", targets: ["Rows"]),
        .library(name: "CardListCore", targets: ["CardListCore"]),
        .executable(name: "cardlist", targets: ["cardlist"]),
    ],
    targets: [
        // ncursesw, wrapped for Swift. Only the Terminal module imports it.
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Picture decoders and the pixels-to-cells renderer. Only the Pictures module imports them.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
        // Rows: styled text, cell grids and the row kinds. Pure Swift, no terminal.
        .target(name: "Rows"),
        // The list's model and layout: items, input formats, list state, filtering, print mode.
        .target(name: "CardListCore", dependencies: ["Rows"]),
        // Terminal I/O: ncurses session, canvas flushing, key and mouse decoding, signals.
        .target(name: "Terminal", dependencies: ["CardListCore", "Rows", "CNcursesw"]),
        // Pictures: PNG and JPEG files decoded with hard limits and drawn as cells (a Rows picture).
        .target(name: "Pictures", dependencies: ["Rows", "CPNG", "CJPEG", "CChafa"]),
        .executableTarget(name: "cardlist", dependencies: ["Terminal", "CardListCore", "Rows", "Pictures"]),
        // A full-screen check of the terminal layer that the end-to-end tests drive; never installed.
        .executableTarget(name: "terminal-demo", dependencies: ["Terminal", "CardListCore", "Rows"]),
        // The articles' examples drawn with Rows: `swift run rows-gallery [width] [--color]`.
        .executableTarget(name: "rows-gallery", dependencies: ["Rows"]),
        .testTarget(name: "RowsTests", dependencies: ["Rows", "rows-gallery"]),
        .testTarget(name: "CardListCoreTests", dependencies: ["CardListCore", "Rows"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "CardListCore", "Rows"]),
        .testTarget(name: "EndToEndTests", dependencies: ["Rows"]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures", "Rows", "CPNG", "CJPEG"]),
    ],
    swiftLanguageModes: [.v6]
)
