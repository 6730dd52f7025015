import Foundation
import Testing

/// The filter line: `/` or Ctrl-F opens it, typing narrows the list, Esc closes it and keeps
/// the item selected.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserFilterTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    @Test func typingNarrowsTheListToMatchingNamesAndSummaries() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.type("/latte")
        let screen = try pane.waitForStatus("1/4")
        expectScreen(screen, [
            "/ latte",
            "▶ Flat white  A double ristretto under a thin layer …  €3.60",
            "  Caffè latte  A single shot in a tall glass of stea…  €3.80",
            "  Iced latte  Espresso poured over ice and cold milk.  €3.90",
            "  抹茶ラテ  Matcha latte: stone-ground green tea whi…  €4.10",
            "", "", "", "", "", "",
            " 1/4                                                F1 help",
        ])
    }

    @Test func escapeClosesTheFilterAndKeepsTheSelectedItem() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.sendKeys("C-f")
        try pane.type("latte")
        try pane.waitForStatus("1/4")
        try pane.sendKeys("Down", "Down")
        try pane.waitForSelection("Iced latte")
        try pane.sendKeys("Escape")
        let screen = try pane.waitForStatus("13/16")
        #expect(Screen.selectedName(in: screen)?.hasPrefix("Iced latte") == true)
        #expect(screen.first?.hasPrefix("/") == false, "\(Screen.fenced(screen))")
        // A second Esc leaves the list.
        try pane.sendKeys("Escape")
        #expect(try ShellRun.result(in: pane).status == 1)
    }

    @Test func enterInTheFilterChoosesTheSelectedMatch() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.type("/irish")
        try pane.waitForStatus("1/1")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "Irish coffee\n")
    }

    @Test func aQueryThatMatchesNothingShowsAnEmptyListAndBackspaceBringsItBack() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.type("/zzz")
        let empty = try pane.waitForStatus("0/0")
        let notice = empty.dropFirst().dropLast().filter { !$0.isEmpty }
        #expect(notice.map { $0.trimmingCharacters(in: .whitespaces) } == ["no matches"], "\(Screen.fenced(empty))")
        try pane.sendKeys("BSpace", "BSpace", "BSpace")
        try pane.waitForStatus("1/16")
    }

    @Test func enterOnAnEmptyMatchListLeavesAtOnceWithNothingChosen() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.type("/zzz")
        try pane.waitForStatus("0/0")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.settingsAfter == result.settingsBefore)
    }

    @Test func queryOptionOpensTheListAlreadyFiltered() throws {
        let pane = try TmuxPane.browsing("--query 'cold' coffee.json", files: coffee)
        let screen = try pane.waitForStatus("1/2")
        #expect(screen[0].hasPrefix("/ cold"))
        #expect(Screen.selectedName(in: screen) == "Cold brew")
    }

    @Test func promptOptionReplacesTheSlashBeforeTheQuery() throws {
        let pane = try TmuxPane.browsing("--prompt 'coffee> ' --query latte coffee.json", width: 40, height: 8, files: coffee)
        let screen = try pane.waitForStatus("1/4")
        #expect(screen[0].hasPrefix("coffee> latte"), "\(Screen.fenced(screen))")
    }
}
