import Foundation
import Testing

/// `--layout` and `--reverse` as a person sees them: fzf's default grows the list upwards
/// from the prompt at the bottom, reverse-list keeps the prompt at the bottom under a list
/// that runs down, and cards read top down in either.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserLayoutTests {
    private let fruit = ["fruit.txt": Array("apple\nbanana\ncherry\n".utf8)]

    /// A press of the left button and a release at 0-based `x`, `y`.
    private func click(x: Int, y: Int) -> String {
        func report(_ button: Int) -> String {
            "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + x))) + String(UnicodeScalar(UInt8(33 + y)))
        }
        return report(0) + report(3)
    }

    @Test func defaultLayoutPutsTheFirstItemJustAboveTheStatusLine() throws {
        let pane = try TmuxPane.browsing("--layout=default --header fruit fruit.txt", width: 20, height: 7, files: fruit)
        defer { pane.close() }
        expectScreen(try pane.waitForStatus("3/3"), [
            "",
            "",
            "  cherry",
            "  banana",
            "▶ apple",
            "  fruit",
            " 3/3        F1 help",
        ])
    }

    @Test func upMovesToTheNextItemWhenTheListGrowsUpwards() throws {
        let pane = try TmuxPane.browsing("--layout default fruit.txt", width: 20, height: 6, files: fruit)
        defer { pane.close() }
        try pane.sendKeys("Up")
        let screen = try pane.waitForSelection("banana")
        expectScreen(screen, [
            "",
            "",
            "  cherry",
            "▶ banana",
            "  apple",
            " 3/3        F1 help",
        ])
        try pane.sendKeys("Down", "Down")
        #expect(Screen.selectedName(in: try pane.waitForSelection("apple")) == "apple")
    }

    @Test func defaultLayoutFilterLineIsTheBottomRow() throws {
        let pane = try TmuxPane.browsing("--layout=default fruit.txt", width: 20, height: 6, files: fruit)
        defer { pane.close() }
        try pane.type("/an")
        let screen = try pane.waitFor("the query at the bottom") { $0.last?.hasPrefix("/ an") == true }
        expectScreen(screen, [
            "",
            "",
            "",
            "▶ banana",
            " 1/3        F1 help",
            "/ an",
        ])
    }

    @Test func clickSelectsTheRowUnderThePointerWhenTheListGrowsUpwards() throws {
        let pane = try TmuxPane.browsing("--layout=default fruit.txt", width: 20, height: 6, files: fruit)
        defer { pane.close() }
        try pane.type(click(x: 4, y: 2))  // cherry: two rows above apple, which is just over the status line
        let screen = try pane.waitForSelection("cherry")
        #expect(Screen.selectedName(in: screen) == "cherry", "\(Screen.fenced(screen))")
    }

    @Test func reverseListRunsDownWithThePromptAtTheBottom() throws {
        let pane = try TmuxPane.browsing("--layout=reverse-list fruit.txt", width: 20, height: 6, files: fruit)
        defer { pane.close() }
        try pane.type("/")
        let screen = try pane.waitFor("the prompt at the bottom") { $0.last == "/" }
        expectScreen(screen, [
            "▶ apple",
            "  banana",
            "  cherry",
            "",
            " 3/3        F1 help",
            "/",
        ])
    }

    @Test func reverseIsCardlistsOwnDrawing() throws {
        let plain = try TmuxPane.browsing("--header fruit fruit.txt", width: 20, height: 6, files: fruit)
        defer { plain.close() }
        let reverse = try TmuxPane.browsing("--reverse --header fruit fruit.txt", width: 20, height: 6, files: fruit)
        defer { reverse.close() }
        let expected = ["  fruit", "▶ apple", "  banana", "  cherry", "", " 3/3        F1 help"]
        expectScreen(try plain.waitForStatus("3/3"), expected)
        expectScreen(try reverse.waitForStatus("3/3"), expected)
    }

    @Test func cardsReadTopDownWithTheFirstCardAtTheBottom() throws {
        let cards = ["cards.json": Array(#"[{"name": "Alpha", "summary": "first one"}, {"name": "Beta", "summary": "second"}]"#.utf8)]
        let pane = try TmuxPane.browsing("--layout=default cards.json", width: 30, height: 12, files: cards)
        defer { pane.close() }
        let screen = try pane.waitForStatus("2/2")
        let beta = try #require(Screen.row(of: "Beta", in: screen)), alpha = try #require(Screen.row(of: "Alpha", in: screen))
        #expect(beta < alpha, "\(Screen.fenced(screen))")
        #expect(Screen.row(of: "second", in: screen) == beta + 1)
        #expect(Screen.row(of: "first one", in: screen) == alpha + 1)
        // Alpha's card (its frame and shadow) ends just above the status line.
        #expect(alpha + 3 == screen.count - 2, "\(Screen.fenced(screen))")
        #expect(Screen.selectedName(in: screen) == "Alpha")
    }
}

extension BrowserLayoutTests {
    @Test func headerFirstPutsTheHeaderBelowTheFilterLine() throws {
        let pane = try TmuxPane.browsing("--layout=default --header-first --header fruit fruit.txt", width: 20, height: 7, files: ["fruit.txt": Array("apple\nbanana\ncherry\n".utf8)], waitsForStatusLine: false)
        defer { pane.close() }
        try pane.type("/a")
        let screen = try pane.waitFor("the header at the bottom") { $0.last == "  fruit" && $0.contains { $0.hasPrefix("/ a") } }
        expectScreen(screen, [
            "",
            "",
            "  banana",
            "▶ apple",
            " 2/3        F1 help",
            "/ a",
            "  fruit",
        ])
    }
}
