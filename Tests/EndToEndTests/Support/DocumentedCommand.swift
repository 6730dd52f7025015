import Foundation
import Testing

/// A command shown in the README, the man page or `--help`, with what its comment claims.
///
/// Commands are the lines of the README's `sh` code blocks, its inline code spans that run
/// `make` or `cardlist`, the lines of the man page's EXAMPLES section, and the `--help`
/// lines that start with `cardlist `. A comment (`  # …`) may claim what the command does:
/// `prints "X"` (standard output is X and a newline), `exit N`, or `Enter prints "X"` (in
/// the list, Enter is pressed and X printed).
struct DocumentedCommand: CustomTestStringConvertible, Sendable {
    /// Where it is shown (`README.md:42`).
    var source: String
    /// The shell command without its comment.
    var command: String
    /// The comment after `#`, or empty.
    var comment: String

    var testDescription: String { "\(source): \(command)" }

    /// Whether it is a `make` command (checked with `make -n`).
    var isMake: Bool { command.hasPrefix("make ") || command == "make" }

    /// The standard output the comment promises, if any.
    var promisedOutput: String? { quoted(after: "prints \"") }

    /// The exit status the comment promises, if any.
    var promisedStatus: Int32? {
        guard let range = comment.range(of: #"exit (\d+)"#, options: .regularExpression) else { return nil }
        return Int32(comment[range].dropFirst(5))
    }

    /// Whether the comment says to press Enter in the list.
    var pressesEnter: Bool { comment.contains("Enter prints \"") }

    private func quoted(after marker: String) -> String? {
        guard let start = comment.range(of: marker) else { return nil }
        let rest = comment[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// Splits `line` into command and comment at the first ` # ` (a `#` between blanks).
    init(source: String, line: String) {
        self.source = source
        if let hash = line.range(of: #"\s+#(\s+|$)"#, options: .regularExpression) {
            command = String(line[..<hash.lowerBound]).trimmingCharacters(in: .whitespaces)
            comment = String(line[hash.upperBound...])
        } else {
            command = line.trimmingCharacters(in: .whitespaces)
            comment = ""
        }
    }

    /// Every command in the README, the man page and `helpText` (the output of `--help`).
    static func all(helpText: String) -> [DocumentedCommand] {
        readme() + manPage() + help(helpText)
    }

    static func readme() -> [DocumentedCommand] {
        guard let text = try? String(contentsOf: PackageRoot.url.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
        var commands: [DocumentedCommand] = []
        var inShellBlock = false, inOtherBlock = false
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            let source = "README.md:\(number + 1)"
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if inShellBlock || inOtherBlock {
                    inShellBlock = false
                    inOtherBlock = false
                } else if trimmed == "```sh" || trimmed == "```shell" || trimmed == "```console" {
                    inShellBlock = true
                } else {
                    inOtherBlock = true
                }
                continue
            }
            if inShellBlock {
                if !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                    commands.append(DocumentedCommand(source: source, line: trimmed.hasPrefix("$ ") ? String(trimmed.dropFirst(2)) : trimmed))
                }
                continue
            }
            if inOtherBlock { continue }
            for span in codeSpans(in: line) where runsSomething(span) {
                commands.append(DocumentedCommand(source: source, line: span))
            }
        }
        return commands
    }

    static func manPage() -> [DocumentedCommand] {
        guard let text = try? String(contentsOf: PackageRoot.url.appendingPathComponent("docs/cardlist.1"), encoding: .utf8) else { return [] }
        var commands: [DocumentedCommand] = []
        var inExamples = false, inFill = false
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix(".SH") { inExamples = line.hasPrefix(".SH EXAMPLES") }
            guard inExamples else { continue }
            if line.hasPrefix(".nf") { inFill = true; continue }
            if line.hasPrefix(".fi") { inFill = false; continue }
            guard inFill, !line.hasPrefix("."), !line.isEmpty else { continue }
            let plain = line.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\e", with: "\\")
            commands.append(DocumentedCommand(source: "docs/cardlist.1:\(number + 1)", line: plain))
        }
        return commands
    }

    static func help(_ text: String) -> [DocumentedCommand] {
        text.components(separatedBy: "\n").enumerated().compactMap { number, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("cardlist ") || trimmed.hasPrefix("$ cardlist ") || trimmed.contains("| cardlist ") else { return nil }
            return DocumentedCommand(source: "--help:\(number + 1)", line: trimmed.hasPrefix("$ ") ? String(trimmed.dropFirst(2)) : trimmed)
        }
    }

    /// The `` `…` `` spans of a Markdown line.
    private static func codeSpans(in line: String) -> [String] {
        let parts = line.components(separatedBy: "`")
        return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
    }

    /// Whether an inline span is a command: it runs `make` or `cardlist` with arguments.
    private static func runsSomething(_ span: String) -> Bool {
        span.hasPrefix("make ") || span.hasPrefix("cardlist ") || span.contains("| cardlist ")
    }
}
