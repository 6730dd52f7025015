// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cardlist",
    products: [
        .library(name: "Rows", targets: ["Rows"]),
        .executable(name: "cardlist", targets: ["cardlist"]),
    ],
    targets: [
        // ncursesw, wrapped for Swift. Only the Terminal module imports it.
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Rows: styled text, cell grids and the row kinds. Pure Swift, no terminal.
        .target(name: "Rows"),
        // The list's model and layout: items, input formats, list state, filtering, print mode.
        .target(name: "CardListCore", dependencies: ["Rows"]),
        // Terminal I/O: ncurses session, canvas flushing, key and mouse decoding, signals.
        .target(name: "Terminal", dependencies: ["CardListCore", "Rows", "CNcursesw"]),
        .executableTarget(name: "cardlist", dependencies: ["Terminal", "CardListCore", "Rows"]),
        // A full-screen check of the terminal layer that the end-to-end tests drive; never installed.
        .executableTarget(name: "terminal-demo", dependencies: ["Terminal", "CardListCore", "Rows"]),
        // The articles' examples drawn with Rows: `swift run rows-gallery [width] [--color]`.
        .executableTarget(name: "rows-gallery", dependencies: ["Rows"]),
        .testTarget(name: "RowsTests", dependencies: ["Rows", "rows-gallery"]),
        .testTarget(name: "CardListCoreTests", dependencies: ["CardListCore", "Rows"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "CardListCore", "Rows"]),
        .testTarget(name: "EndToEndTests", dependencies: ["Rows"]),
    ],
    swiftLanguageModes: [.v6]
)
