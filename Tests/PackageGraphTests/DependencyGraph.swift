/// A directed graph of named nodes (modules or folders) and the cycles in it.
///
///     var graph = DependencyGraph()
///     graph.add("List", "Layout", because: ["ScreenLayout"])
///     graph.add("Layout", "List", because: ["ListState"])
///     graph.cycles        // [["Layout", "List"]]
struct DependencyGraph {
    struct Edge: Hashable, Comparable, CustomStringConvertible {
        var from: String
        var to: String

        static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.from, lhs.to) < (rhs.from, rhs.to)
        }

        var description: String { "\(from) -> \(to)" }
    }

    /// Each edge with the names that make it (the types referred to, or the import).
    private(set) var reasons: [Edge: Set<String>] = [:]

    mutating func add(_ from: String, _ to: String, because names: Set<String> = []) {
        reasons[Edge(from: from, to: to), default: []].formUnion(names)
    }

    mutating func remove(_ edge: Edge) {
        reasons[edge] = nil
    }

    var edges: [Edge] { reasons.keys.sorted() }

    /// The groups of nodes that reach each other (strongly connected, two or more), each sorted.
    var cycles: [[String]] {
        var successors: [String: [String]] = [:]
        for edge in edges where edge.from != edge.to { successors[edge.from, default: []].append(edge.to) }
        let nodes = Set(edges.flatMap { [$0.from, $0.to] }).sorted()
        var finder = ComponentFinder(successors: successors)
        for node in nodes where finder.index[node] == nil { finder.visit(node) }
        return finder.components.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The edges inside `cycle`, each with its reasons: what a failing check prints.
    func describe(_ cycle: [String]) -> String {
        let members = Set(cycle)
        return edges.filter { members.contains($0.from) && members.contains($0.to) && $0.from != $0.to }
            .map { "\($0): \(reasons[$0, default: []].sorted().joined(separator: " "))" }
            .joined(separator: "\n")
    }
}

/// Tarjan's strongly connected components.
private struct ComponentFinder {
    let successors: [String: [String]]
    var index: [String: Int] = [:]
    var lowLink: [String: Int] = [:]
    var stack: [String] = []
    var onStack: Set<String> = []
    var components: [[String]] = []

    init(successors: [String: [String]]) {
        self.successors = successors
    }

    mutating func visit(_ node: String) {
        index[node] = index.count
        lowLink[node] = index[node]
        stack.append(node)
        onStack.insert(node)
        for next in successors[node, default: []] {
            if index[next] == nil {
                visit(next)
                lowLink[node] = min(lowLink[node]!, lowLink[next]!)
            } else if onStack.contains(next) {
                lowLink[node] = min(lowLink[node]!, index[next]!)
            }
        }
        guard lowLink[node] == index[node] else { return }
        var component: [String] = []
        while let top = stack.popLast() {
            onStack.remove(top)
            component.append(top)
            if top == node { break }
        }
        components.append(component)
    }
}
