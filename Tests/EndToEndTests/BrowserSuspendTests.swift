import Foundation
import Testing

/// Ctrl-Z while the list is open, then `fg`, under an interactive shell (job control needs one).
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserSuspendTests {
    @Test func controlZSuspendsTheListAndFgRedrawsItWithTheSameSelection() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let coffee = try PackageRoot.bytes(of: "Resources/coffee.json")
        let pane = try TmuxPane.interactiveShell(width: 60, height: 12, files: ["coffee.json": coffee])
        try pane.runInShell("'\(CardlistExecutable.path)' --style line coffee.json > out")
        try pane.waitForStatus("16/16")
        try pane.sendKeys("Down", "Down")
        try pane.waitForSelection("Americano")
        #expect(try pane.suspendWithControlZ() == pane.file("before"))
        try pane.runInShell("fg")
        let screen = try pane.waitForSelection("Americano")
        #expect(Screen.status(of: screen).hasPrefix("16/16"), "\(Screen.fenced(screen))")
        #expect(screen.first?.hasPrefix("  Espresso") == true, "\(Screen.fenced(screen))")
        try pane.sendKeys("Enter")
        try pane.waitUntil("the alternate screen is left") { try !pane.alternateScreenOn }
        try pane.runInShell("echo $? > code; stty -g > after")
        #expect(try pane.waitForFile("code") == "0\n")
        #expect(try pane.waitForFile("after") == pane.file("before"))
        #expect(pane.bytes(ofFile: "out") == Array("Americano\n".utf8))
    }
}
