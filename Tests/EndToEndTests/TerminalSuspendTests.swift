import Foundation
import Testing

/// Ctrl-Z and `fg` with the real binary under an interactive shell (job control needs one).
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct TerminalSuspendTests {
    @Test func controlZSuspendsWithTheTerminalRestoredAndFgRepaints() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let pane = try TmuxPane(width: 40, height: 8, script: "PS1='$ ' exec sh -i")
        try pane.waitFor("the shell prompt") { $0.first?.hasPrefix("$") == true }
        // One command a line: a shell goes on with the rest of a line when a job in it stops.
        try pane.type("stty -g > before")
        try pane.sendKeys("Enter")
        _ = try pane.waitForFile("before")
        try pane.type("'\(CardlistExecutable.path)' --terminal-demo > out")
        try pane.sendKeys("Enter")
        try pane.waitFor("the first frame") { $0.contains { $0.contains("q quits") } }
        try pane.sendKeys("C-z")
        try pane.waitUntil("the alternate screen is left") { try !pane.alternateScreenOn }
        try pane.type("stty -g > suspended")
        try pane.sendKeys("Enter")
        #expect(try pane.waitForFile("suspended") == pane.file("before"))
        try pane.type("fg")
        try pane.sendKeys("Enter")
        let screen = try pane.waitFor("the repainted frame") { $0.last?.hasPrefix("╰") == true && $0.first?.hasPrefix("╭") == true }
        #expect(screen[1] == "│ cardlist terminal demo               │")
        #expect(try pane.alternateScreenOn)
        try pane.sendKeys("q")
        try pane.waitUntil("the alternate screen is left") { try !pane.alternateScreenOn }
        try pane.type("echo $? > code; stty -g > after")
        try pane.sendKeys("Enter")
        #expect(try pane.waitForFile("code") == "0\n")
        #expect(try pane.waitForFile("after") == pane.file("before"))
        #expect(try !pane.alternateScreenOn)
    }
}
