import Foundation

/// The package's files as the tests read them: the manifest and each target's Swift sources.
enum PackageFiles {
    /// The package's root folder (this file is `Tests/PackageGraphTests/PackageFiles.swift`).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func manifest() throws -> PackageManifest {
        PackageManifest(try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
    }

    /// The Swift files under `directory` (relative to the root), each with the folder it sits
    /// in directly under `directory` ("." for the files at its top), sorted by path.
    static func sources(in directory: String) throws -> [(folder: String, path: String, source: SwiftSource)] {
        let base = root.appendingPathComponent(directory)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var found: [(folder: String, path: String, source: SwiftSource)] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let parts = relative.split(separator: "/")
            let folder = parts.count > 1 ? String(parts[0]) : "."
            let text = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
            found.append((folder, "\(directory)/\(relative)", SwiftSource(text)))
        }
        return found.sorted { $0.path < $1.path }
    }
}
