import Foundation
import Testing
@testable import CardListCore
@testable import CardListOptions

/// The README's and the man page's `--bind` reference are the bindings tables', word for
/// word, and every action and event is in them.
@Suite struct BindingDocumentationTests {
    private func section(of path: String, from begin: String, to end: String) throws -> String {
        try DocumentSection.text(of: path, from: begin, to: end)
    }

    @Test func readmeReferenceIsGeneratedFromTheTables() throws {
        let readme = try section(of: "README.md", from: "<!-- bindings:", to: "<!-- /bindings -->")
        #expect(readme == BindingDocumentation.markdown, "paste this between the README's bindings markers:\n\(BindingDocumentation.markdown)")
    }

    @Test func manPageSectionIsGeneratedFromTheTables() throws {
        let man = try section(of: "docs/cardlist.1", from: #".\" bindings:"#, to: #".\" /bindings"#)
        #expect(man == BindingDocumentation.manSection, "paste this between the man page's bindings markers:\n\(BindingDocumentation.manSection)")
    }

    @Test func everyActionAndEventIsDocumentedAndInTheHelp() {
        for kind in BoundAction.Kind.allCases {
            #expect(BindingDocumentation.markdown.contains("`\(kind.documentedForm)`"), "\(kind.rawValue)")
            #expect(Options.helpText.contains(kind.documentedForm), "\(kind.rawValue)")
        }
        for event in BindEvent.allCases {
            #expect(BindingDocumentation.markdown.contains("| `\(event.rawValue)` |"), "\(event.rawValue)")
        }
    }

    @Test func everyDocumentedKeyNameIsAKey() {
        let names = BindingDocumentation.keyNames.replacing("(", with: ",").replacing(")", with: ",").replacing(" … ", with: ",")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.contains(" ") && $0 != "alt-KEY" }
        #expect(names.count > 30)
        for name in names {
            #expect(BindTrigger(named: name) != nil, "\(name)")
        }
    }
}
