// swift-tools-version:6.0
// In-process fuzzing of cardlist's input decoders with libFuzzer. A package of its own,
// beside the main one, so the main package never carries unsafe flags. `make fuzz` at the
// top builds it with `--sanitize fuzzer --sanitize address` and runs every target.
import PackageDescription

let package = Package(
    name: "cardlist-fuzz",
    dependencies: [.package(name: "cardlist", path: "..")],
    targets: [
        // One libFuzzer binary; CARDLIST_FUZZ_TARGET picks the decoder it exercises.
        .executableTarget(
            name: "cardlist-fuzz",
            dependencies: [
                .product(name: "Items", package: "cardlist"), .product(name: "CardListCore", package: "cardlist"),
                .product(name: "Rows", package: "cardlist"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
