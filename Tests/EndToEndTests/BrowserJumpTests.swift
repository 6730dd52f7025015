import Foundation
import Testing

/// Jumping to an item by typing the start of its name, in a catalog far longer than the screen.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserJumpTests {
    private static let names = GeneratedCatalog.pseudoWordNames(count: 3000)
    private let files = ["words.jsonl": GeneratedCatalog.jsonLines(names: BrowserJumpTests.names)]

    @Test func typingANameFarBelowTheScreenSelectsItAndShowsItsCard() throws {
        let names = Self.names
        let target = GeneratedCatalog.uniqueNameNearTheEnd(of: names)
        let pane = try TmuxPane.browsing("words.jsonl", files: files)
        try pane.waitForStatus("3000/3000")
        // Typed in lower case: the jump ignores case.
        try pane.type(names[target].lowercased())
        let screen = try pane.waitForSelection(names[target])
        #expect(Screen.status(of: screen).hasPrefix("3000/3000"), "\(Screen.fenced(screen))")
        // The selected card is wholly on screen: its frame's top and bottom are there.
        let row = try #require(Screen.row(of: "▶" + names[target], in: screen))
        #expect(screen[row - 1].hasPrefix("┏"), "\(Screen.fenced(screen))")
        #expect(screen[(row + 1)...].contains { $0.hasPrefix("┗") })
    }

    @Test func statusShowsTheLivePrefixAndANoMatchMessage() throws {
        let names = Self.names
        let pane = try TmuxPane.browsing("words.jsonl", files: files)
        let first = names[0]
        try pane.type(String(first.prefix(3)).lowercased())
        let screen = try pane.waitFor("the live prefix") { Screen.status(of: $0).contains("jump: \(first.prefix(3).lowercased())") }
        #expect(Screen.selectedName(in: screen) != nil)
        // No pseudo-word contains a 'q': nothing starts with it, the selection stays.
        let selected = Screen.selectedName(in: screen)
        try pane.type("q")
        let after = try pane.waitFor("the no-match message") { Screen.status(of: $0).contains("no item starts with") }
        #expect(Screen.status(of: after).contains("no item starts with \"\(first.prefix(3).lowercased())q\""), "\(Screen.fenced(after))")
        #expect(Screen.selectedName(in: after) == selected)
    }

    @Test func backspaceEditsThePrefixAndTheJumpFollows() throws {
        // Two names sharing a first letter: typing the second one's first two letters, then
        // Backspace, goes back to the first name with that letter after the start.
        let pane = try TmuxPane.browsing("--jump-timeout 5000 -", input: "printf 'Apple\\nBanana\\nBlueberry\\nCherry\\n'")
        try pane.type("bl")
        try pane.waitForSelection("Blueberry")
        try pane.sendKeys("BSpace")
        let screen = try pane.waitForStatus("4/4  jump: b")
        #expect(Screen.selectedName(in: screen) == "Banana", "\(Screen.fenced(screen))")
    }

    @Test func typingTheSameLetterAgainCyclesThroughMatches() throws {
        let pane = try TmuxPane.browsing("--jump-timeout 5000 -", input: "printf 'Apple\\nBanana\\nBlueberry\\nCherry\\nBeet\\n'")
        try pane.type("b")
        try pane.waitForSelection("Banana")
        try pane.type("b")
        try pane.waitForSelection("Blueberry")
        try pane.type("b")
        try pane.waitForSelection("Beet")
        try pane.type("b")
        try pane.waitForSelection("Banana")
    }

    @Test func accentsAreIgnoredWhenJumping() throws {
        let coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.type("cafe")
        let screen = try pane.waitForSelection("Café au lait")
        #expect(Screen.selectedName(in: screen) == "Café au lait")
        try pane.sendKeys("Escape")
        try pane.waitFor("the jump prefix cleared") { !Screen.status(of: $0).contains("jump") }
        try pane.type("tu")
        try pane.waitForSelection("Türkischer Mokka")
    }

    @Test func prefixExpiresAfterTheJumpTimeoutAndTheNextLetterStartsAfresh() throws {
        let coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
        let pane = try TmuxPane.browsing("--jump-timeout 300 coffee.json", files: coffee)
        try pane.type("c")
        let live = try pane.waitForStatus("16/16  jump: c")
        #expect(Screen.selectedName(in: live) == "Cappuccino", "\(Screen.fenced(live))")
        try pane.waitFor("the prefix to expire") { Screen.status(of: $0).hasPrefix("16/16") && !Screen.status(of: $0).contains("jump") }
        // A fresh "a", not "ca": the next name starting with A after Cappuccino.
        try pane.type("a")
        let screen = try pane.waitForStatus("16/16  jump: a")
        #expect(Screen.selectedName(in: screen) == "Affogato")
    }

    @Test func digitsJumpToo() throws {
        let pane = try TmuxPane.browsing("--style line -", width: 40, height: 8, input: "printf 'alpha\\n2024 report\\n1999 archive\\nzulu\\n'")
        try pane.type("19")
        let screen = try pane.waitForStatus("4/4  jump: 19")
        #expect(Screen.selectedName(in: screen) == "1999 archive")
    }

    @Test func aRepeatedLetterExtendsThePrefixWhenANameStartsWithIt() throws {
        // "ss" is the start of "ssh": the second s does not move on to the next name with s.
        let pane = try TmuxPane.browsing("--style line --jump-timeout 5000 -", width: 40, height: 8,
                                         input: "printf 'sed\\nsh\\nssh\\nsort\\n'")
        try pane.waitForStatus("4/4")
        try pane.type("ssh")
        let screen = try pane.waitForStatus("4/4  jump: ssh")
        #expect(Screen.selectedName(in: screen) == "ssh", "\(Screen.fenced(screen))")
    }

    @Test func anExactNameBeatsALongerOne() throws {
        // From 4321, "100" selects 100, not 10000 (the first name after 4321 that starts with it).
        let pane = try TmuxPane.browsing("--style line --jump-timeout 5000 --select 4321 -", width: 40, height: 8,
                                         input: "seq 20000")
        try pane.waitForSelection("4321")
        // The preference reads the name index, built in the background; until it is ready
        // the first name with the prefix is taken (10000 from 4321), so a busy machine may
        // need another try after a pause (Backspace clears the prefix).
        var screen: [String] = []
        for _ in 0..<10 {
            try pane.type("100")
            screen = try pane.waitFor("the jump to 100") { Screen.status(of: $0).hasPrefix("20000/20000  jump: 100") }
            if Screen.selectedName(in: screen) == "100" { break }
            try pane.sendKeys("BSpace", "BSpace", "BSpace")
            _ = try pane.waitFor("the prefix cleared") { !Screen.status(of: $0).contains("jump:") }
            Thread.sleep(forTimeInterval: 0.5)
        }
        #expect(Screen.selectedName(in: screen) == "100", "\(Screen.fenced(screen))")
    }
}
