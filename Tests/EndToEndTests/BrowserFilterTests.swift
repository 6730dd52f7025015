import Foundation
import Testing

/// The filter line: `/` or Ctrl-F opens it, typing narrows the list to the matches, best
/// first, Esc closes it and keeps the item selected. The status shows matches/total.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserFilterTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    @Test func typingRanksMatchingNamesBeforeMatchingSummaries() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.type("/latte")
        let screen = try pane.waitForStatus("4/16")
        expectScreen(screen, [
            "/ latte",
            "▶ Iced latte  Espresso poured over ice and cold milk.  €3.90",
            "  Caffè latte  A single shot in a tall glass of stea…  €3.80",
            "  Flat white  A double ristretto under a thin layer …  €3.60",
            "  抹茶ラテ  Matcha latte: stone-ground green tea whi…  €4.10",
            "", "", "", "", "", "",
            " 4/16                                               F1 help",
        ])
    }

    @Test func aFuzzyQueryFindsTheInitialsOfAName() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 8, files: coffee)
        try pane.type("/tm")
        let screen = try pane.waitForSelection("Türkischer Mokka")
        #expect(screen[0].hasPrefix("/ tm"))
    }

    @Test func escapeClosesTheFilterAndKeepsTheSelectedItem() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.sendKeys("C-f")
        try pane.type("latte")
        try pane.waitForStatus("4/16")
        try pane.sendKeys("Down")
        try pane.waitForSelection("Caffè latte")
        try pane.sendKeys("Escape")
        let screen = try pane.waitFor("the filter closed") { $0.first?.hasPrefix("/") == false && Screen.status(of: $0).hasPrefix("16/16") }
        #expect(Screen.selectedName(in: screen)?.hasPrefix("Caffè latte") == true)
        #expect(screen.first?.hasPrefix("/") == false, "\(Screen.fenced(screen))")
        // A second Esc leaves the list.
        try pane.sendKeys("Escape")
        #expect(try ShellRun.result(in: pane).status == 130)
    }

    @Test func enterInTheFilterChoosesTheSelectedMatch() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.type("/irish")
        try pane.waitForSelection("Irish coffee")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "Irish coffee\n")
    }

    @Test func aQueryThatMatchesNothingShowsAnEmptyListAndBackspaceBringsItBack() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.type("/zzz")
        let empty = try pane.waitForStatus("no matches (0/16)")
        let notice = empty.dropFirst().dropLast().filter { !$0.isEmpty }
        #expect(notice.map { $0.trimmingCharacters(in: .whitespaces) } == ["no matches"], "\(Screen.fenced(empty))")
        try pane.sendKeys("BSpace", "BSpace", "BSpace")
        try pane.waitForStatus("16/16")
    }

    @Test func enterOnAnEmptyMatchListLeavesAtOnceWithNothingChosen() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 60, height: 12, files: coffee)
        try pane.type("/zzz")
        try pane.waitForStatus("no matches (0/16)")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.settingsAfter == result.settingsBefore)
    }

    @Test func queryOptionOpensTheListAlreadyFiltered() throws {
        let pane = try TmuxPane.browsing("--query \"'cold\" coffee.json", files: coffee)
        let screen = try pane.waitForStatus("2/16")
        #expect(screen[0].hasPrefix("/ 'cold"))
        #expect(Screen.selectedName(in: screen) == "Cold brew")
    }

    @Test func printQueryPrintsTheTypedQueryBeforeTheChoice() throws {
        let pane = try TmuxPane.browsing("--print-query --style line coffee.json", width: 60, height: 8, files: coffee)
        try pane.type("/irsh")
        try pane.waitForSelection("Irish coffee")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "irsh\nIrish coffee\n")
    }

    @Test func printQueryWithNoMatchPrintsTheQueryAndExits1() throws {
        // As fzf: Enter with nothing to choose still prints the query.
        let pane = try TmuxPane.browsing("--print-query --style line coffee.json", width: 60, height: 8, files: coffee)
        try pane.type("/zzqq")
        try pane.waitForStatus("no matches (0/16)")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 1)
        #expect(result.stdout == "zzqq\n")
    }

    @Test func leavingTheFilterLineWithCtrlGPrintsNothingAndExits130() throws {
        let pane = try TmuxPane.browsing("--print-query --style line coffee.json", width: 60, height: 8, files: coffee)
        try pane.type("/irsh")
        try pane.waitForSelection("Irish coffee")
        try pane.sendKeys("C-g")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 130)
        #expect(result.stdout == "")
    }

    @Test func promptOptionReplacesTheSlashBeforeTheQuery() throws {
        let pane = try TmuxPane.browsing("--prompt 'coffee> ' --query latte coffee.json", width: 40, height: 8, files: coffee)
        let screen = try pane.waitForStatus("4/16")
        #expect(screen[0].hasPrefix("coffee> latte"), "\(Screen.fenced(screen))")
    }
}
