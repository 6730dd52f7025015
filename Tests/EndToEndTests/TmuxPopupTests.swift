import Foundation
import Testing

/// `--tmux`: inside a tmux client the list opens in a popup over the pane, and what it
/// prints and its exit code come back to the command that ran it; outside tmux the option
/// changes nothing.
///
/// A popup needs an attached client: the test pane runs a second tmux server's client, and
/// cardlist runs in that server's session.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct TmuxPopupTests {
    private static let items = "alpha\nbravo\ncharlie\n"
    /// A header that must reach the popup's list as one argument, never run.
    private static let header = "it's $(touch pwned) \"h\""

    /// Starts a tmux client in a 60×16 pane whose session runs `command` (a shell line, in the
    /// scratch directory) and then waits; returns the pane and the inner server's name.
    private func nestedClient(running command: String) throws -> (pane: TmuxPane, inner: String) {
        let inner = "cardlist-e2e-inner-\(UUID().uuidString.prefix(8))"
        let script = "\(command); echo ended; read line"
        let pane = try TmuxPane(width: 60, height: 16, files: ["items": Array(Self.items.utf8)], script: """
            printf 'set -g status off\\nset -g escape-time 0\\nset -g default-terminal tmux-256color\\n' > inner.conf; \
            unset TMUX; exec tmux -L \(inner) -f inner.conf new-session -s in \(ShellSession.bashQuoted(script))
            """)
        return (pane, inner)
    }

    private func command(_ arguments: String) -> String {
        "CARDLIST_DEFAULT_OPTS='--prompt popup:' \(CardlistExecutable.path) --tmux center,40,10 "
            + "--header \(ShellSession.bashQuoted(Self.header)) \(arguments) < items > out; echo $? > status"
    }

    @Test func enterInThePopupPrintsTheChoiceAndTheExitCodeBackAndClosesThePopup() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let (pane, inner) = try nestedClient(running: command("--typing filter"))
        defer { _ = try? Tmux.run(["-L", inner, "kill-server"]) }
        let popup = try pane.waitFor("the list in the popup") { $0.contains { $0.contains("3/3") } }
        // The popup is 40 × 10, drawn with the list's border (tmux draws none), the header
        // as one argument and the defaults' prompt carried into it.
        let top = try #require(popup.firstIndex { $0.contains("╭") }, "\(Screen.fenced(popup))")
        let box = popup[top...].prefix(10).map { String($0.drop { $0 == " " }) }
        #expect(box == [
            "╭" + String(repeating: "─", count: 38) + "╮",
            "│                                      │",
            "│                                      │",
            "│   charlie                            │",
            "│   bravo                              │",
            "│ ▶ alpha                              │",
            "│   it's $(touch pwned) \"h\"            │",
            "│  3/3                        F1 help  │",
            "│ popup:                               │",
            "╰" + String(repeating: "─", count: 38) + "╯",
        ], "\(Screen.fenced(popup))")
        try pane.type("brav")
        try pane.waitFor("one match") { $0.contains { $0.contains("1/3") } }
        try pane.sendKeys("Enter")
        let after = try pane.waitFor("the command's end") { $0.contains("ended") }
        #expect(!after.contains { $0.contains("╭") || $0.contains("alpha") }, "\(Screen.fenced(after))")
        #expect(pane.file("out") == "bravo\n")
        #expect(pane.file("status") == "0\n")
        #expect(!FileManager.default.fileExists(atPath: pane.directory.appendingPathComponent("pwned").path))
    }

    @Test func escapeInThePopupExitsWith130AndPrintsNothing() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let (pane, inner) = try nestedClient(running: command("--multi"))
        defer { _ = try? Tmux.run(["-L", inner, "kill-server"]) }
        try pane.waitFor("the list in the popup") { $0.contains { $0.contains("3/3") } }
        try pane.sendKeys("Escape")
        let after = try pane.waitFor("the command's end") { $0.contains("ended") }
        #expect(!after.contains { $0.contains("╭") || $0.contains("alpha") }, "\(Screen.fenced(after))")
        #expect(pane.file("out") == "")
        #expect(pane.file("status") == "130\n")
    }

    @Test func anErrorInThePopupReachesTheCallersStderrWithItsExitCode() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let (pane, inner) = try nestedClient(running: "printf '[1,' | \(CardlistExecutable.path) --tmux center,40,10 "
            + "--input json > out 2> errors; echo $? > status")
        defer { _ = try? Tmux.run(["-L", inner, "kill-server"]) }
        #expect(try pane.waitForFile("status") == "2\n")
        #expect(pane.file("errors") == "cardlist: <stdin>:1:4: unexpected end of input, expected a value\n")
        #expect(pane.file("out") == "")
    }

    @Test func outsideTmuxTheOptionIsIgnored() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let pane = try TmuxPane(width: 40, height: 10, files: ["items": Array(Self.items.utf8)],
                                script: "unset TMUX; \(CardlistExecutable.path) --tmux bottom,50% < items > out; echo $? > status")
        let screen = try pane.waitFor("the list on the whole screen") { $0.contains { $0.contains("3/3") } }
        #expect(screen.first?.hasPrefix("▶ alpha") == true || screen.contains { $0.hasPrefix("▶ alpha") }, "\(Screen.fenced(screen))")
        try pane.sendKeys("Down", "Enter")
        #expect(try pane.waitForFile("status") == "0\n")
        #expect(pane.file("out") == "bravo\n")
    }
}
