/// Which folders of one module use types another folder of it declares.
///
/// A folder owns the types its files declare at the top level (not `private`). A folder
/// uses a type when one of its files names it outside comments and strings, not after a
/// `.`, and the folder does not declare a type of that name itself at any depth (its own
/// nested `Kind` is not another folder's `Kind`).
///
///     let graph = FolderGraph.graph(of: [
///         ("List", SwiftSource("struct ListState { var layout: ScreenLayout }")),
///         ("Layout", SwiftSource("struct ScreenLayout {}")),
///     ])
///     graph.edges   // [List -> Layout]
enum FolderGraph {
    static func graph(of files: [(folder: String, source: SwiftSource)]) -> DependencyGraph {
        var owners: [String: Set<String>] = [:]
        var declared: [String: Set<String>] = [:]
        var references: [String: Set<String>] = [:]
        for (folder, source) in files {
            for name in source.topLevelTypes { owners[name, default: []].insert(folder) }
            declared[folder, default: []].formUnion(source.declaredTypes)
            references[folder, default: []].formUnion(source.references)
        }
        var graph = DependencyGraph()
        for (folder, names) in references {
            for name in names where !declared[folder, default: []].contains(name) {
                for owner in owners[name, default: []] where owner != folder {
                    graph.add(folder, owner, because: [name])
                }
            }
        }
        return graph
    }
}
