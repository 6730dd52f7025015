/// The targets a `Package.swift` declares, read from its text: each one's name, kind,
/// directory and the targets it depends on by name.
///
///     let manifest = PackageManifest(#".target(name: "Search", dependencies: ["Items"]),"#)
///     manifest.targets[0].dependencies   // ["Items"]
///     manifest.targets[0].directory      // "Sources/Search"
struct PackageManifest {
    struct Target: Hashable {
        enum Kind: String {
            case target, executableTarget, testTarget, systemLibrary
        }

        var name: String
        var kind: Kind
        var dependencies: [String]
        /// The folder of its sources, relative to the package: `path:`, or where SwiftPM looks.
        var directory: String
    }

    private(set) var targets: [Target] = []

    init(_ text: String) {
        let bytes = Array(Self.withoutComments(text).utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "."), let kind = Self.kind(at: index + 1, in: bytes) else {
                index += 1
                continue
            }
            let open = index + 1 + kind.rawValue.utf8.count
            let close = Self.matchingParenthesis(from: open, in: bytes)
            let arguments = String(decoding: bytes[open..<close], as: UTF8.self)
            if let name = Self.strings(after: "name:", in: arguments).first {
                let dependencies = Self.list(after: "dependencies:", in: arguments)
                let path = Self.strings(after: "path:", in: arguments).first
                let directory = path ?? (kind == .testTarget ? "Tests/\(name)" : "Sources/\(name)")
                targets.append(Target(name: name, kind: kind, dependencies: dependencies, directory: directory))
            }
            index = close
        }
    }

    /// The target called `name`, if declared.
    func target(_ name: String) -> Target? {
        targets.first { $0.name == name }
    }

    private static func kind(at index: Int, in bytes: [UInt8]) -> Target.Kind? {
        for kind in [Target.Kind.executableTarget, .testTarget, .systemLibrary, .target] {
            let word = Array(kind.rawValue.utf8) + [UInt8(ascii: "(")]
            if index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word { return kind }
        }
        return nil
    }

    /// The index just past the `)` closing the `(` at `open`.
    private static func matchingParenthesis(from open: Int, in bytes: [UInt8]) -> Int {
        var nesting = 0
        var index = open
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "(") { nesting += 1 }
            if bytes[index] == UInt8(ascii: ")") { nesting -= 1 }
            index += 1
            if nesting == 0 { break }
        }
        return index
    }

    /// The string literals of the `[…]` after `label`, or none without one.
    private static func list(after label: String, in arguments: String) -> [String] {
        guard let start = arguments.range(of: label)?.upperBound,
              let open = arguments[start...].firstIndex(of: "["), let close = arguments[open...].firstIndex(of: "]")
        else { return [] }
        return quoted(in: arguments[open...close])
    }

    /// The string literals after `label` (the first is its value).
    private static func strings(after label: String, in arguments: String) -> [String] {
        guard let start = arguments.range(of: label)?.upperBound else { return [] }
        return quoted(in: arguments[start...])
    }

    private static func quoted(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }

    /// `text` without `//` comments (a manifest's strings hold no `//`).
    private static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
    }
}
