// swift-tools-version:6.0
import PackageDescription

// The first article's list items, with slots, run full screen with the repository's RowsTerminal product.
let package = Package(
    name: "list-items",
    dependencies: [.package(name: "cardlist", path: "../..")],
    targets: [
        .executableTarget(name: "list-items", dependencies: [.product(name: "RowsTerminal", package: "cardlist")]),
    ],
    swiftLanguageModes: [.v6]
)
