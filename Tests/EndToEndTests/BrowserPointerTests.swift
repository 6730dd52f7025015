import Foundation
import Testing

/// `--pointer` and `--marker`: the current row's and a marked row's marks as drawn.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserPointerTests {
    private let fruit = ["fruit.txt": Array("apple\nbanana\ncherry\n".utf8)]

    @Test func pointerAndMarkerReplaceTheGutterGlyphs() throws {
        let pane = try TmuxPane.browsing("--multi --pointer '>' --marker '+' fruit.txt", width: 20, height: 5, files: fruit)
        defer { pane.close() }
        try pane.sendKeys("Tab")
        let screen = try pane.waitFor("apple marked") { $0.first == " + apple" }
        expectScreen(Array(screen.prefix(3)), [" + apple", ">  banana", "   cherry"])
    }

    @Test func multiColumnMarksWidenTheGutterAsFzfs() throws {
        let pane = try TmuxPane.browsing("--multi --pointer '=>' --marker '+*' fruit.txt", width: 20, height: 5, files: fruit)
        defer { pane.close() }
        _ = try pane.waitForStatus("3/3")
        try pane.sendKeys("Tab")
        let screen = try pane.waitFor("apple marked") { $0.first == "  +* apple" }
        expectScreen(Array(screen.prefix(3)), ["  +* apple", "=>   banana", "     cherry"])
    }

    @Test func cardsDrawThePointerInTheirFrame() throws {
        let cards = ["cards.json": Array(#"[{"name": "Alpha"}, {"name": "Beta"}]"#.utf8)]
        let pane = try TmuxPane.browsing("--pointer '»' cards.json", width: 20, height: 9, files: cards)
        defer { pane.close() }
        let screen = try pane.waitForStatus("2/2")
        #expect(screen.contains { $0.hasPrefix("┃»Alpha") }, "\(Screen.fenced(screen))")
    }
}
