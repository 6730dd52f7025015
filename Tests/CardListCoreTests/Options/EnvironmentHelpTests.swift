import Foundation
import Testing
@testable import CardListCore
@testable import CardListOptions

/// The environment variables that change what cardlist does are named in `--help` and in
/// the man page's ENVIRONMENT section alike.
@Suite struct EnvironmentHelpTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The variables `--help` lists under "Environment:".
    private var helpVariables: Set<String> {
        let lines = Options.helpText.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "Environment:") else { return [] }
        let section = lines[(start + 1)...].prefix { !$0.isEmpty }
        return Set(section.compactMap { $0.split(separator: " ").first.map(String.init) })
    }

    /// The variables the man page lists under `.SH ENVIRONMENT`.
    private func manVariables() throws -> Set<String> {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/cardlist.1"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: ".SH ENVIRONMENT"))
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix(".SH ") }
        return Set(section.filter { $0.hasPrefix(".B ") }.map { String($0.dropFirst(3)) })
    }

    @Test func helpNamesTheDefaultCommandNoColorColorTermAndTheLocaleBesideTheDefaultOptions() {
        #expect(helpVariables == [Options.defaultsVariable, "CARDLIST_DEFAULT_COMMAND", "NO_COLOR", "COLORTERM", "LC_ALL", "LC_MONETARY", "LANG"])
    }

    @Test func manPageNamesTheSameVariablesAsTheHelp() throws {
        #expect(try manVariables() == helpVariables)
    }
}
