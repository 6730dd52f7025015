// swift-tools-version:6.0
import PackageDescription

// A pantry picker written from README.md and docs/rows.md alone, by a Swift programmer new to
// the project, to check that the runner product can be learned from its documentation.
let package = Package(
    name: "pantry-picker",
    dependencies: [.package(name: "cardlist", path: "../..")],
    targets: [
        .executableTarget(name: "pantry-picker",
                          dependencies: [.product(name: "RowsTerminal", package: "cardlist")]),
    ]
)
