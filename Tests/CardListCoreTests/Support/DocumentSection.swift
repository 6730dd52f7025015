import Foundation
import Testing

/// A part of one of the repository's documents that is generated from a table: the lines
/// between a begin marker and an end marker.
enum DocumentSection {
    /// The repository's root, four folders above this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `path` between the line containing `begin` and the line containing `end`.
    static func text(of path: String, from begin: String, to end: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.contains(begin) }, "no '\(begin)' line in \(path)")
        let stop = try #require(lines[(start + 1)...].firstIndex { $0.contains(end) }, "no '\(end)' line in \(path)")
        return lines[(start + 1)..<stop].joined(separator: "\n") + "\n"
    }
}
