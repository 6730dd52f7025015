// swift-tools-version:6.0
import PackageDescription

// A full-screen coffee picker built on the repository's RowsTerminal product.
let package = Package(
    name: "coffee-picker",
    dependencies: [.package(name: "cardlist", path: "../..")],
    targets: [
        .executableTarget(name: "coffee-picker", dependencies: [.product(name: "RowsTerminal", package: "cardlist")]),
    ],
    swiftLanguageModes: [.v6]
)
