import Foundation
import Testing

/// Starting the real list in a ``TmuxPane`` and reading what a person sees on it.
extension TmuxPane {
    /// The quoted path of the built binary, for shell scripts.
    static var cardlist: String { "'\(CardlistExecutable.path)'" }

    /// Runs `cardlist arguments` through ``ShellRun`` in a `width`×`height` pane (stdin from
    /// the shell pipeline `input` when given; `environment` as `NAME=value …` for `env`), with
    /// `files` in the scratch directory, and waits for the first frame: the status line's
    /// `pos/count` with nothing left to load (unless `waitsForStatusLine` is false, for a
    /// screen whose bottom row is not the status line, as under `--border`).
    static func browsing(_ arguments: String, width: Int = 80, height: Int = 24,
                         files: [String: [UInt8]] = [:], input: String? = nil,
                         environment: String = "", waitsForStatusLine: Bool = true) throws -> TmuxPane {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let command = (environment.isEmpty ? "" : "env \(environment) ") + "\(cardlist) \(arguments)"
        let script = input.map { ShellRun.script(command, input: $0) } ?? ShellRun.script(command)
        let pane = try TmuxPane(width: width, height: height, files: files, script: script)
        guard waitsForStatusLine else { return pane }
        try pane.waitFor("the first frame") { screen in
            guard let status = screen.last else { return false }
            return status.range(of: #"^ \d+/\d+"#, options: .regularExpression) != nil && !status.contains("loading")
        }
        return pane
    }

    /// Polls until the status line (the bottom row) starts with ` status` and returns the screen.
    @discardableResult
    func waitForStatus(_ status: String, timeout: Duration = .seconds(10)) throws -> [String] {
        try waitFor("status '\(status)'", timeout: timeout) { $0.last?.hasPrefix(" " + status) == true }
    }

    /// Polls until the selected card (the one with `▶`) is `name`, and returns the screen.
    @discardableResult
    func waitForSelection(_ name: String, timeout: Duration = .seconds(10)) throws -> [String] {
        try waitFor("'\(name)' selected", timeout: timeout) { Screen.selectedName(in: $0) == name }
    }
}

/// Reading a captured screen (`capture-pane -p` lines).
enum Screen {
    /// The name on the selected card's first line (`┃▶Name   ┌──`), or the selected line's
    /// name in the item and line styles (`▶ Name  summary`): up to two spaces or a frame.
    static func selectedName(in screen: [String]) -> String? {
        for line in screen {
            guard let marker = line.firstIndex(of: "▶") else { continue }
            var rest = line[line.index(after: marker)...]
            if let box = rest.firstIndex(where: { "┌┃│".contains($0) }) { rest = rest[..<box] }
            let name = rest.trimmingCharacters(in: .whitespaces)
            return name.range(of: "  ").map { String(name[..<$0.lowerBound]) } ?? name
        }
        return nil
    }

    /// The row of `text`'s first occurrence, or nil.
    static func row(of text: String, in screen: [String]) -> Int? {
        screen.firstIndex { $0.contains(text) }
    }

    /// The status line without its padding.
    static func status(of screen: [String]) -> String {
        (screen.last ?? "").trimmingCharacters(in: .whitespaces)
    }

    /// The screen as fenced lines, for failure messages.
    static func fenced(_ screen: [String]) -> String {
        screen.map { "|\($0)|" }.joined(separator: "\n")
    }
}

/// The repository's own files, found from this source file's path.
enum PackageRoot {
    /// The package root directory (three levels up from `Tests/EndToEndTests/Support`).
    static var url: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The bytes of `path` relative to the package root (e.g. `Resources/coffee.json`).
    static func bytes(of path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url.appendingPathComponent(path)))
    }
}

/// Expects the whole `screen` to be `expected`; on a difference, records the differing lines
/// fenced with `|` (trailing spaces visible), expected above actual.
func expectScreen(_ screen: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    guard screen != expected else { return }
    var report: [String] = []
    if screen.count != expected.count { report.append("\(screen.count) lines, expected \(expected.count)") }
    for row in 0..<max(screen.count, expected.count) {
        let actual = row < screen.count ? screen[row] : "(none)", wanted = row < expected.count ? expected[row] : "(none)"
        if actual != wanted { report.append("row \(row):\n  expected |\(wanted)|\n  actual   |\(actual)|") }
    }
    let message = "screen differs:\n" + report.joined(separator: "\n") + "\nwhole screen:\n" + Screen.fenced(screen)
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
