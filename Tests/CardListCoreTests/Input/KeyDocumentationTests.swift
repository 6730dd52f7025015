import Foundation
import Testing
@testable import CardListCore

/// The README's key table and the man page's KEYS section are the key table's, word for word.
@Suite struct KeyDocumentationTests {
    private func section(of path: String, from begin: String, to end: String) throws -> String {
        try DocumentSection.text(of: path, from: begin, to: end)
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
