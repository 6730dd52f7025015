import Testing

/// The readers the module graph checks rely on, on small inputs.
@Suite struct GraphCheckTests {
    @Test func aTypeNamedInACommentOrAStringIsNoReference() {
        let source = SwiftSource("""
            /// Draws a ``Canvas``.
            let label = "Canvas \\(count) of \\("Grid")" /* Grid */
            let title = #"Style "quoted" \\(Grid)"#
            let style: Style
            """)
        #expect(source.references == ["Style"])
    }

    @Test func aNestedTypeIsDeclaredButNotOwnedAtTheTop() {
        let source = SwiftSource("""
            public struct Options { public enum Key: String {} }
            private struct Helper {}
            extension Item { struct Spans {} }
            """)
        #expect(source.topLevelTypes == ["Options"])
        #expect(source.declaredTypes == ["Options", "Key", "Helper", "Spans"])
    }

    @Test func aNameAfterADotIsNoReference() {
        #expect(SwiftSource("let anchor = Options.Anchor.top").references == ["Options"])
    }

    @Test func importsAreReadWithAttributesAndKinds() {
        let source = SwiftSource("""
            import Rows
            @testable import Items
            @_exported import InputEvents
            import struct Search.Matcher
            """)
        #expect(source.imports == ["Rows", "Items", "InputEvents", "Search"])
    }

    @Test func aFolderUsingItsOwnNestedNameDoesNotDependOnAnotherFoldersType() {
        let graph = FolderGraph.graph(of: [
            ("Input", SwiftSource("struct KeyTable { enum Kind {}; var kind: Kind }")),
            ("Search", SwiftSource("enum Kind {}")),
        ])
        #expect(graph.edges == [])
    }

    @Test func twoFoldersUsingEachOthersTypesFormACycle() {
        let graph = FolderGraph.graph(of: [
            ("List", SwiftSource("struct ListState { var layout: ScreenLayout }")),
            ("Layout", SwiftSource("struct ScreenLayout { func place(_ state: ListState) {} }")),
            ("Jump", SwiftSource("struct TypeAhead { var state: ListState }")),
        ])
        #expect(graph.edges.map(\.description) == ["Jump -> List", "Layout -> List", "List -> Layout"])
        #expect(graph.cycles == [["Layout", "List"]])
        #expect(graph.describe(["Layout", "List"]) == "Layout -> List: ListState\nList -> Layout: ScreenLayout")
    }

    @Test func aManifestsTargetsAreReadWithTheirDependenciesAndDirectory() {
        let manifest = PackageManifest("""
            targets: [
                // The search (a comment naming .target(name: "Nothing")).
                .target(name: "Search", dependencies: ["Items", "Rows"]),
                .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
                .executableTarget(name: "search-bench", dependencies: [
                    "Search",
                ], path: "bench/search-bench"),
                .testTarget(name: "SearchTests", dependencies: ["Search"]),
            ]
            """)
        #expect(manifest.targets == [
            .init(name: "Search", kind: .target, dependencies: ["Items", "Rows"], directory: "Sources/Search"),
            .init(name: "CPNG", kind: .systemLibrary, dependencies: [], directory: "Sources/CPNG"),
            .init(name: "search-bench", kind: .executableTarget, dependencies: ["Search"], directory: "bench/search-bench"),
            .init(name: "SearchTests", kind: .testTarget, dependencies: ["Search"], directory: "Tests/SearchTests"),
        ])
    }
}
