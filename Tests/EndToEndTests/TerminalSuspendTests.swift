import Foundation
import Testing

/// Ctrl-Z and `fg` with the real binary under an interactive shell (job control needs one).
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct TerminalSuspendTests {
    @Test func controlZSuspendsWithTheTerminalRestoredAndFgRepaints() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let pane = try TmuxPane.interactiveShell(width: 40, height: 8)
        try pane.runInShell("'\(TerminalDemoExecutable.path)' > out")
        try pane.waitFor("the first frame") { $0.contains { $0.contains("q quits") } }
        #expect(try pane.suspendWithControlZ() == pane.file("before"))
        try pane.runInShell("fg")
        let screen = try pane.waitFor("the repainted frame") { $0.last?.hasPrefix("╰") == true && $0.first?.hasPrefix("╭") == true }
        #expect(screen[1] == "│ cardlist terminal demo               │")
        #expect(try pane.alternateScreenOn)
        try pane.sendKeys("q")
        try pane.waitUntil("the alternate screen is left") { try !pane.alternateScreenOn }
        try pane.runInShell("echo $? > code; stty -g > after")
        #expect(try pane.waitForFile("code") == "0\n")
        #expect(try pane.waitForFile("after") == pane.file("before"))
        #expect(try !pane.alternateScreenOn)
    }
}
