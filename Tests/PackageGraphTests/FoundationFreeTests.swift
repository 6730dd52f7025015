import Testing

/// The installed program and the Rows libraries are built without Foundation: it cost a
/// fifth of the binary (bench/README.md, "Start-up, the binary's size and memory").
@Suite struct FoundationFreeTests {
    static let foundationModules: Set<String> = ["Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking"]

    @Test func noModuleTheProgramOrTheRowsLibrariesUseImportsFoundation() throws {
        let targets = Dictionary(try PackageFiles.manifest().targets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var pending = ["cardlist", "Rows", "RowsTerminal"]
        var seen: Set<String> = []
        var imports: [String] = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let target = targets[name], target.kind != .systemLibrary else { continue }
            pending += target.dependencies
            for file in try PackageFiles.sources(in: target.directory) {
                for module in file.source.imports where Self.foundationModules.contains(module) {
                    imports.append("\(file.path): import \(module)")
                }
            }
        }
        #expect(seen.isSuperset(of: ["cardlist", "Rows", "Items", "CardListCore", "Terminal"]))
        #expect(imports == [], "\(imports.joined(separator: "\n"))")
    }
}
