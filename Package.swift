// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cardlist",
    products: [
        .library(name: "Rows", targets: ["Rows"]),
        .library(name: "Items", targets: ["Items"]),
        .library(name: "Search", targets: ["Search"]),
        .library(name: "CardListCore", targets: ["CardListCore"]),
        .library(name: "CardListOptions", targets: ["CardListOptions"]),
        .library(name: "RowsTerminal", targets: ["RowsTerminal"]),
        .library(name: "RowsFoundation", targets: ["RowsFoundation"]),
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
        // They give headers only: the libraries are opened when the first picture needs them
        // (Pictures/PictureLibraries.swift), so no pkg-config, which would link them into every run.
        .systemLibrary(name: "CPNG", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CChafa", providers: [.apt(["libchafa0"])]),
        // The processor's prefetch hint (one inline C function); only the Search module imports it.
        .target(name: "CPrefetch"),
        // Rows: styled text, cell grids and the row kinds. Pure Swift, no terminal.
        .target(name: "Rows"),
        // Rows with Foundation's types where SwiftUI code passes them (`\.locale`); the app does not use it.
        .target(name: "RowsFoundation", dependencies: ["Rows"]),
        // Input events (keys, mouse, resize, paste) and the pure decoder of terminal input:
        // what the terminal layer produces and the list model consumes, owned by neither.
        .target(name: "InputEvents"),
        // Background threads and a condition lock on POSIX threads, without Foundation.
        .target(name: "Threading"),
        // Items and how they are read: input formats, decoders, file walking, compact storage, fields.
        .target(name: "Items", dependencies: ["Rows", "Threading"]),
        // The search: queries, scoring, ranking and filtering the stored items (fzf's matcher, apart).
        .target(name: "Search", dependencies: ["CPrefetch", "Items", "Rows"]),
        // The list's model and layout: list state, keys and bindings, jumping, commands, preview, rows.
        .target(name: "CardListCore", dependencies: ["InputEvents", "Items", "Rows", "Search"]),
        // The command line: the option table, its parsing, help and completion, turned into settings.
        .target(name: "CardListOptions", dependencies: ["CardListCore", "InputEvents", "Items", "Rows", "Search"]),
        // Terminal I/O: ncurses session, canvas flushing, key and mouse decoding, signals.
        .target(name: "Terminal", dependencies: ["InputEvents", "Rows", "CNcursesw"]),
        // Runs a Rows List full screen on the terminal and returns what was chosen: the product
        // a Swift program picks with (Examples/).
        .target(name: "RowsTerminal", dependencies: ["Rows", "Terminal", "InputEvents"]),
        // Pictures: PNG and JPEG files decoded with hard limits and drawn as cells (a Rows picture).
        .target(name: "Pictures", dependencies: ["Rows", "Threading", "CPNG", "CJPEG", "CChafa"]),
        .executableTarget(name: "cardlist", dependencies: [
            "Terminal", "CardListCore", "CardListOptions", "InputEvents", "Items", "Search", "Rows", "Pictures", "Threading",
        ]),
        // A full-screen check of the terminal layer that the end-to-end tests drive; never installed.
        .executableTarget(name: "terminal-demo", dependencies: ["Terminal", "InputEvents", "Rows"]),
        // The articles' examples drawn with Rows: `swift run rows-gallery [width] [--color]`.
        .executableTarget(name: "rows-gallery", dependencies: ["Rows"]),
        // The search side of typing a query, timed in process (bench/README.md); never installed.
        .executableTarget(name: "search-bench", dependencies: ["CardListCore", "Items", "Search", "Rows"], path: "bench/search-bench"),
        // The whole-grid snapshot assertion the Rows and list-model tests share.
        .target(name: "GridTesting", dependencies: ["Rows"], path: "Tests/GridTesting"),
        .testTarget(name: "RowsTests", dependencies: ["Rows", "GridTesting", "rows-gallery"]),
        // The articles' code as a user of the Rows product writes it: `import Rows` (and RowsFoundation for `\.locale`), no test helpers.
        .testTarget(name: "RowsArticleTests", dependencies: ["Rows", "RowsFoundation"]),
        .testTarget(name: "InputEventsTests", dependencies: ["InputEvents"]),
        .testTarget(name: "ThreadingTests", dependencies: ["Threading"]),
        // The tests of the model's modules, kept together: many drive the list through parsed options.
        .testTarget(name: "CardListCoreTests", dependencies: [
            "Items", "Search", "CardListCore", "CardListOptions", "InputEvents", "Rows", "GridTesting",
        ]),
        .testTarget(name: "CardListAppTests", dependencies: [
            "cardlist", "CardListCore", "CardListOptions", "InputEvents", "Items", "Pictures", "Rows", "Search", "Threading",
        ]),
        .testTarget(name: "RowsTerminalTests", dependencies: ["RowsTerminal", "GridTesting"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "InputEvents", "Rows", "CNcursesw"]),
        .testTarget(name: "EndToEndTests", dependencies: ["Rows"]),
        // The module graph: declared dependencies, imports and the folders inside each module.
        .testTarget(name: "PackageGraphTests"),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures", "Rows", "CPNG", "CJPEG"]),
    ],
    swiftLanguageModes: [.v6]
)
