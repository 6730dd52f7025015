import Foundation
import Testing
@testable import CardListCore

/// The README's key table and the man page's KEYS section are the key table's, word for word.
@Suite struct KeyDocumentationTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `path` between the line containing `begin` and the line containing `end`.
    private func section(of path: String, from begin: String, to end: String) throws -> String {
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.contains(begin) }, "no '\(begin)' line in \(path)")
        let stop = try #require(lines[(start + 1)...].firstIndex { $0.contains(end) }, "no '\(end)' line in \(path)")
        return lines[(start + 1)..<stop].joined(separator: "\n") + "\n"
    }

    @Test func readmeKeyTableIsGeneratedFromTheKeyTable() throws {
        let readme = try section(of: "README.md", from: "<!-- keys:", to: "<!-- /keys -->")
        #expect(readme == KeyBindings.markdownTable, "paste this between the README's keys markers:\n\(KeyBindings.markdownTable)")
    }

    @Test func manPageKeysSectionIsGeneratedFromTheKeyTable() throws {
        let man = try section(of: "docs/cardlist.1", from: #".\" keys:"#, to: #".\" /keys"#)
        #expect(man == KeyBindings.manSection, "paste this between the man page's keys markers:\n\(KeyBindings.manSection)")
    }

    @Test func everyKeyTheListHandlesIsInTheTable() {
        // Keys the list reacts to, by a sample of each kind; each must have a table row.
        let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end, .enter, .escape, .backspace, .delete, .tab,
                           .left, .right, .function(1), .function(2), .alt("b"), .alt("f")]
            + "pnjkudlftcaezwb".map { Key.control($0) }
        for key in keys {
            let found = [KeyBinding.Context.list, .query].contains { KeyBindings.action(for: key, in: $0) != nil }
            #expect(found, "\(key)")
        }
    }
}
