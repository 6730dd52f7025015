import Foundation
import Testing

/// What the session sends to the terminal when a frame changes.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct TerminalDrawTests {
    @Test func changedFrameSendsOnlyTheChangedCellsWithoutClearing() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let pane = try TmuxPane(width: 40, height: 8, script: "'\(TerminalDemoExecutable.path)'")
        try pane.waitFor("the first frame") { $0.contains { $0.contains("q quits") } }
        try pane.recordOutput(to: "tty")
        try pane.sendKeys("Up")
        try pane.waitFor("'key up'") { $0.count > 4 && $0[4].contains("last key up") }
        try pane.waitUntil("the update is recorded") { String(decoding: pane.bytes(ofFile: "tty"), as: UTF8.self).contains("up") }
        let sent = String(decoding: pane.bytes(ofFile: "tty"), as: UTF8.self)
        #expect(!sent.contains("\u{1B}[2J") && !sent.contains("\u{1B}[J"), "no clear: \(sent.debugDescription)")
        #expect(!sent.contains("cardlist terminal demo") && !sent.contains("╭"), "unchanged rows resent: \(sent.debugDescription)")
        #expect(sent.utf8.count < 80, "\(sent.utf8.count) bytes for one changed word: \(sent.debugDescription)")
    }
}

extension TerminalDrawTests {
    @Test func sizeComesFromTheTerminalNotFromStaleLinesAndColumns() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let pane = try TmuxPane(width: 40, height: 8, script: "LINES=50 COLUMNS=100 '\(TerminalDemoExecutable.path)'")
        let screen = try pane.waitFor("the first frame") { $0.contains { $0.contains("q quits") } }
        #expect(screen[3] == "│ size 40x8                            │")
        #expect(screen[0].hasSuffix("╮"))
    }
}
