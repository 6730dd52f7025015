import Testing

/// The package's module graph as declared and as the sources use it: every import declared,
/// dependencies pointing one way, and no cycle between the folders inside a module.
@Suite struct ModuleGraphTests {
    /// The list model's modules from the bottom up: each may depend only on those before it.
    static let layers = ["Items", "Search", "CardListCore", "CardListOptions", "cardlist"]

    /// Modules whose folders are not checked yet, with why.
    static let foldersNotChecked: [String: String] = [
        // The row kinds, their layout and the canvas grew up together: Text and Canvas share
        // Style and Color, and Parts, Layout, List and Rows use each other's types.
        "Rows": "its Text/Canvas and Parts/Layout/List/Rows folders refer to each other",
    ]

    /// Folder edges that close a cycle and are known, per module ("." is the files at the
    /// top). Each is an exact edge: a new cycle fails, and so does an entry that no longer
    /// exists (delete it then).
    static let allowedFolderEdges: [String: Set<DependencyGraph.Edge>] = [:]

    @Test func everyImportOfAPackageModuleIsADeclaredDependency() throws {
        let manifest = try PackageFiles.manifest()
        let modules = Dictionary(manifest.targets.map { (Self.moduleName($0.name), $0.name) }, uniquingKeysWith: { a, _ in a })
        var undeclared: [String] = []
        for target in manifest.targets where target.kind != .systemLibrary {
            for file in try PackageFiles.sources(in: target.directory) {
                for module in file.source.imports {
                    guard let imported = modules[module], imported != target.name else { continue }
                    if !target.dependencies.contains(imported) { undeclared.append("\(file.path): import \(module)") }
                }
            }
        }
        #expect(manifest.targets.count > 10)
        #expect(undeclared == [], "imports the target does not declare in Package.swift:\n\(undeclared.joined(separator: "\n"))")
    }

    @Test func theModulesDependOnEachOtherWithoutACycle() throws {
        let graph = try Self.moduleGraph()
        let cycles = graph.cycles
        #expect(cycles == [], "\(cycles.map(graph.describe).joined(separator: "\n\n"))")
    }

    @Test func theListModelsModulesDependOnlyDownward() throws {
        let graph = try Self.moduleGraph()
        var upward: [String] = []
        for (position, module) in Self.layers.enumerated() {
            let reached = Self.reachable(from: module, in: graph)
            for higher in Self.layers[(position + 1)...] where reached.contains(higher) {
                upward.append("\(module) depends on \(higher)")
            }
        }
        #expect(upward == [])
        #expect(Self.reachable(from: "CardListOptions", in: graph).isSuperset(of: ["Items", "Search", "CardListCore"]))
    }

    @Test func theFoldersInsideEachModuleFormNoCycle() throws {
        let manifest = try PackageFiles.manifest()
        var problems: [String] = []
        for target in manifest.targets where [.target, .executableTarget].contains(target.kind) {
            guard Self.foldersNotChecked[target.name] == nil else { continue }
            let files = try PackageFiles.sources(in: target.directory)
            var graph = FolderGraph.graph(of: files.map { ($0.folder, $0.source) })
            for edge in Self.allowedFolderEdges[target.name, default: []].sorted() {
                if graph.reasons[edge] == nil { problems.append("\(target.name): allowed \(edge) no longer exists") }
                graph.remove(edge)
            }
            for cycle in graph.cycles {
                let folders = cycle.joined(separator: ", ")
                problems.append("\(target.name): folders \(folders) use each other:\n\(graph.describe(cycle))")
            }
        }
        #expect(problems == [], "\(problems.joined(separator: "\n\n"))")
    }

    /// The name a target is imported by (`rows-gallery` is `rows_gallery`).
    private static func moduleName(_ target: String) -> String {
        String(target.map { $0 == "-" ? "_" : $0 })
    }

    private static func moduleGraph() throws -> DependencyGraph {
        var graph = DependencyGraph()
        for target in try PackageFiles.manifest().targets {
            for dependency in target.dependencies { graph.add(target.name, dependency) }
        }
        return graph
    }

    private static func reachable(from start: String, in graph: DependencyGraph) -> Set<String> {
        var seen: Set<String> = []
        var pending = [start]
        while let node = pending.popLast() {
            for edge in graph.edges where edge.from == node && !seen.contains(edge.to) {
                seen.insert(edge.to)
                pending.append(edge.to)
            }
        }
        return seen
    }
}
