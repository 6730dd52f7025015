import Foundation
import Testing

/// Keys an fzf user presses, Esc sequences, pasting and the query line, in the real list.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserKeysTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    @Test func altLetterInTheFilterLineKeepsTheQueryAndTheList() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.type("/milk foam")
        try pane.waitFor("the query typed") { $0.first?.hasPrefix("/ milk foam") == true }
        try pane.sendKeys("M-b")
        // The cursor moves back a word; typing then inserts there.
        try pane.type("x")
        let screen = try pane.waitFor("x inserted before foam") { $0.first?.hasPrefix("/ milk xfoam") == true }
        #expect(try pane.alternateScreenOn, "\(Screen.fenced(screen))")
        try pane.sendKeys("M-f", "C-w")
        try pane.waitFor("the word deleted") { $0.first == "/ milk" }
        try pane.sendKeys("C-u")
        try pane.waitFor("every item back") { $0.first == "/" && Screen.status(of: $0).contains("/16") }
    }

    @Test func altBackspaceInTheFilterLineDeletesTheWordBeforeTheCursor() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.type("/milk foam")
        try pane.waitFor("the query typed") { $0.first?.hasPrefix("/ milk foam") == true }
        // Esc and the terminal's Backspace byte (DEL), as terminals send Alt-Backspace.
        try pane.sendKeys("M-BSpace")
        try pane.waitFor("the word deleted") { $0.first == "/ milk" }
    }

    @Test func altLetterInTheListDoesNotQuitButALoneEscDoesWith130() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.sendKeys("M-x", "Down")
        try pane.waitForSelection("Ristretto")
        #expect(try pane.alternateScreenOn)
        try pane.sendKeys("Escape")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 130)
        #expect(result.settingsAfter == result.settingsBefore)
    }

    @Test func controlJMovesDownAndControlKUpWithoutChoosing() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.sendKeys("C-j", "C-j")
        try pane.waitForSelection("Americano")
        try pane.sendKeys("C-k")
        let screen = try pane.waitForSelection("Ristretto")
        #expect(Screen.selectedName(in: screen) == "Ristretto")
        #expect(try pane.alternateScreenOn)
    }

    @Test func controlKInTheFilterLineDeletesToTheEndOfTheQuery() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.type("/latte zzz")
        try pane.waitForStatus("no matches (0/16)")
        try pane.sendKeys("C-a", "M-f", "C-k")
        try pane.waitForStatus("4/16")
    }

    @Test func pastedTextIsTypedIntoTheQueryAndItsNewlineDoesNotChoose() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.sendKeys("/")
        try pane.waitFor("the filter line") { $0.first == "/" }
        try pane.paste("irish\n")
        // The pasted newline is a space in the query, not Enter.
        try pane.waitFor("the pasted query") { $0.first == "/ irish" && Screen.status(of: $0).hasPrefix("1/16") }
        #expect(try pane.alternateScreenOn)
    }

    @Test func pasteWhileBrowsingOpensTheFilterWithThePastedText() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        // Letters pasted as keys would jump; pasted as text they filter.
        try pane.paste("mocha")
        try pane.waitFor("the pasted query") { $0.first == "/ mocha" && Screen.status(of: $0).hasPrefix("1/16") }
    }

    @Test func theSameLetterAfterTheJumpPrefixExpiredGoesToTheNextItem() throws {
        let pane = try TmuxPane.browsing("--jump-timeout 200 --style line coffee.json", width: 60, height: 20, files: coffee)
        try pane.type("c")
        try pane.waitFor("Cappuccino and the live prefix") { Screen.selectedName(in: $0) == "Cappuccino" && Screen.status(of: $0).contains("jump: c") }
        try pane.waitFor("the prefix to expire") { !Screen.status(of: $0).contains("jump") }
        try pane.type("c")
        let screen = try pane.waitFor("the next item with c") { Screen.selectedName(in: $0) == "Caffè latte" && Screen.status(of: $0).contains("jump: c") }
        #expect(Screen.status(of: screen).hasPrefix("16/16  jump: c"), "\(Screen.fenced(screen))")
        try pane.type("c")
        try pane.waitFor("the one after") { Screen.selectedName(in: $0) == "Café au lait" && Screen.status(of: $0).contains("jump: c") }
    }
}

/// Enter on a list with nothing in it.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserEmptyListTests {
    @Test func enterOnAListWithNoItemsLeavesAtOnceWithNothingChosen() throws {
        let pane = try TmuxPane.browsing("--style line -", width: 40, height: 8, input: "printf ''")
        try pane.waitForStatus("0/0")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 1)
        #expect(result.stdout == "")
    }
}
