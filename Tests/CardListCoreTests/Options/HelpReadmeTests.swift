import Foundation
import Testing
@testable import CardListCore
@testable import CardListOptions

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
            // `--multi[=N]`: the name is what comes before its optional value.
            rows[String(long.prefix { $0 != "[" })] = (cells[0], cells[1])
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

/// The man page's option entries say what the README's rows say in the facts that drift:
/// the same usage, and a default or an exit status wherever the README gives one.
@Suite struct ManPageReadmeTests {
    /// Each option entry of the man page (`.TP`, then the usage line, then the text) as
    /// plain text, by the long option it names: usage and text.
    static func manEntries() throws -> [String: (usage: String, text: String)] {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/cardlist.1").path
        let page = try String(contentsOfFile: path, encoding: .utf8)
        guard let start = page.range(of: "\n.SH OPTIONS\n"), let end = page.range(of: "\n.SH ", range: start.upperBound..<page.endIndex) else {
            Issue.record("the man page has no OPTIONS section")
            return [:]
        }
        var entries: [String: (usage: String, text: String)] = [:]
        for entry in page[start.upperBound..<end.lowerBound].components(separatedBy: ".TP\n").dropFirst() {
            let lines = entry.split(separator: "\n").filter { !$0.hasPrefix(".SS") && !$0.isEmpty }
            guard let first = lines.first else { continue }
            let usage = plain(macroArguments(String(first.drop { $0 != " " })).joined())
            guard let long = usage.split(whereSeparator: { $0 == " " || $0 == "," }).first(where: { $0.hasPrefix("--") }) else { continue }
            entries[String(long.prefix { $0 != "[" })] = (usage, plain(lines.dropFirst().joined(separator: " ")))
        }
        return entries
    }

    /// The arguments of a font macro such as `.BI`, which roff sets side by side: words
    /// apart at spaces, or quoted with their spaces (`\-\-style " STYLE"`).
    static func macroArguments(_ line: String) -> [String] {
        var arguments: [String] = [], current = "", quoted = false, started = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character == " ", !quoted {
                if started { arguments.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { arguments.append(current) }
        return arguments
    }

    /// Roff text without fonts and escapes: `\fB\-\-x\fR` is `--x`.
    static func plain(_ roff: String) -> String {
        var text = roff
        for font in ["\\fB", "\\fR", "\\fI", "\\fP"] { text = text.replacingOccurrences(of: font, with: "") }
        return text.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\(lq", with: "“")
            .replacingOccurrences(of: "\\(rq", with: "”").replacingOccurrences(of: "\\ ", with: " ")
    }

    @Test func everyReadmeOptionHasAManEntryWithTheSameUsage() throws {
        let entries = try Self.manEntries()
        for (name, row) in try HelpReadmeTests.readmeRows() {
            #expect(entries[name]?.usage == row.usage, "\(name): man page \(entries[name]?.usage ?? "has no entry")")
        }
    }

    @Test func manEntriesGiveTheDefaultsAndExitStatusesTheReadmeGives() throws {
        let entries = try Self.manEntries()
        for (name, row) in try HelpReadmeTests.readmeRows() {
            guard let text = entries[name]?.text else { continue }
            for fact in ["default", "exit 1"] where row.meaning.contains(fact) {
                #expect(text.lowercased().contains(fact), "\(name): the README says '\(fact)…', the man page does not")
            }
        }
    }
}
