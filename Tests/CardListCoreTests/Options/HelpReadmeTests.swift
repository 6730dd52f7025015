import Foundation
import Testing
@testable import CardListCore

/// `--help` says what the README's option table says: for every option with a row of its
/// own there, the same usage (short form, name, value) and the same meaning, markdown aside.
@Suite struct HelpReadmeTests {
    /// The README's option rows: the option column and the meaning, without backticks and
    /// with `\|` read as `|`, by the long option name they hold.
    static func readmeRows() throws -> [String: (usage: String, meaning: String)] {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md").path
        let readme = try String(contentsOfFile: path, encoding: .utf8)
        guard let start = readme.range(of: "\n## Options\n"), let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex) else {
            Issue.record("README has no Options section")
            return [:]
        }
        var rows: [String: (usage: String, meaning: String)] = [:]
        for line in readme[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{0}").split(separator: "|").map {
                $0.replacingOccurrences(of: "\u{0}", with: "|").replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces)
            }
            guard cells.count == 2, let long = cells[0].split(whereSeparator: { $0 == " " || $0 == "," }).first(where: { $0.hasPrefix("--") }) else {
                Issue.record("unreadable option row: \(line)")
                continue
            }
            rows[String(long)] = (cells[0], cells[1])
        }
        return rows
    }

    @Test func everyOptionRowOfTheReadmeIsAnOption() throws {
        let names = Set(Options.allOptions.map(\.name))
        for name in try Self.readmeRows().keys {
            #expect(names.contains(name), "README lists \(name), which --help does not know")
        }
    }

    @Test func helpUsageIsTheReadmeOptionColumn() throws {
        let rows = try Self.readmeRows()
        for option in Options.allOptions {
            guard let row = rows[option.name] else { continue }
            #expect(Options.usage(of: option) == row.usage, "\(option.name)")
        }
    }

    @Test func helpSummaryIsTheReadmeMeaning() throws {
        let rows = try Self.readmeRows()
        #expect(rows.count >= 30)
        for option in Options.allOptions {
            guard let row = rows[option.name] else { continue }
            #expect(option.summary == row.meaning, "\(option.name)")
        }
    }

    @Test func outputIndexHelpSaysWhatItCounts() {
        let output = Options.allOptions.first { $0.name == "--output" }
        #expect(output?.summary.contains("0-based place among the items read") == true)
    }
}
