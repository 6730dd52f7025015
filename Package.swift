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
        // Rows: styled text, cell grids and the row kinds. Pure Swift, no terminal.
        .target(name: "Rows"),
        // Input events (keys, mouse, resize, paste) and the pure decoder of terminal input:
        // what the terminal layer produces and the list model consumes, owned by neither.
        .target(name: "InputEvents"),
        // The list's model and layout: items, input formats, list state, filtering, print mode.
        .target(name: "CardListCore", dependencies: ["InputEvents", "Rows"]),
        // Terminal I/O: ncurses session, canvas flushing, key and mouse decoding, signals.
        .target(name: "Terminal", dependencies: ["InputEvents", "Rows", "CNcursesw"]),
        .executableTarget(name: "cardlist", dependencies: ["Terminal", "CardListCore", "Rows"]),
        // A full-screen check of the terminal layer that the end-to-end tests drive; never installed.
        .executableTarget(name: "terminal-demo", dependencies: ["Terminal", "InputEvents", "Rows"]),
        // The articles' examples drawn with Rows: `swift run rows-gallery [width] [--color]`.
        .executableTarget(name: "rows-gallery", dependencies: ["Rows"]),
        .testTarget(name: "RowsTests", dependencies: ["Rows", "rows-gallery"]),
        .testTarget(name: "InputEventsTests", dependencies: ["InputEvents"]),
        .testTarget(name: "CardListCoreTests", dependencies: ["CardListCore", "Rows"]),
        .testTarget(name: "CardListAppTests", dependencies: ["cardlist", "CardListCore"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "InputEvents", "Rows"]),
        .testTarget(name: "EndToEndTests", dependencies: ["Rows"]),
    ],
    swiftLanguageModes: [.v6]
)
