import Foundation
import Testing

/// What `--bash`, `--zsh`, `--fish` and `--completion` print is read by each shell without
/// a syntax error (`bash -n`, `zsh -n`, `fish --no-execute`), and the pickers open as tall
/// as one line of each script says.
@Suite struct ShellScriptSyntaxTests {
    private static let checkers: [String: String] = ["bash": "bash -n", "zsh": "zsh -n", "fish": "fish --no-execute"]

    @Test(arguments: ["bash", "zsh", "fish"])
    func integrationScriptParses(shell: String) throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("\"$cardlist\" --\(shell) > script && \(Self.checkers[shell]!) script")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func optionCompletionParses(shell: String) throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("\"$cardlist\" --completion \(shell) > script && \(Self.checkers[shell]!) script")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
    }

    /// The height of the pickers is set on one line of each script, and used nowhere else.
    @Test(arguments: ["bash", "zsh", "fish"])
    func pickerHeightIsSetInOnePlace(shell: String) throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let script = try ShellCommand.run("\"$cardlist\" --\(shell)").output
        let settings = script.split(separator: "\n").filter { $0.contains("__cardlist_height") && !$0.contains("$__cardlist_height") && !$0.contains("{__cardlist_height") }
        #expect(settings.count == 1, "\(settings)")
        let help = try ShellCommand.run("\"$cardlist\" --help").output
        let value = settings.first.map { String($0.split(separator: "'").dropFirst().first ?? "") } ?? "?"
        #expect(value == (help.contains("--height") ? "40%" : ""))
    }
}
