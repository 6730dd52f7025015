import Foundation
import Testing

/// Leaving the list: what is printed on stdout, byte for byte, and the exit code.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserChoiceTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    @Test func enterPrintsTheSelectedNameAndExits0() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.sendKeys("End", "Up")
        try pane.waitForSelection("抹茶ラテ")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(pane.bytes(ofFile: "out") == Array("抹茶ラテ\n".utf8))
        #expect(result.stderr == "")
    }

    @Test func escapePrintsNothingAndExits130() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.sendKeys("Down", "Escape")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 130)
        #expect(pane.bytes(ofFile: "out") == [])
        #expect(result.stderr == "")
    }

    @Test func controlCPrintsNothingAndExits130() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.sendKeys("C-c")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 130)
        #expect(pane.bytes(ofFile: "out") == [])
    }

    @Test func itemsPipedOnStdinAreListedAndTheChoiceGoesToStdout() throws {
        let pane = try TmuxPane.browsing("", input: "printf 'alpha\\nbeta\\n'")
        let screen = try pane.waitForStatus("2/2")
        #expect(Screen.selectedName(in: screen) == "alpha")
        #expect(screen.contains { $0.contains("beta") })
        try pane.sendKeys("Down", "Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "beta\n")
    }

    @Test func jsonLinesOnStdinChoiceIsPrintedByteForByte() throws {
        let names = GeneratedCatalog.pseudoWordNames(count: 500, seed: 42)
        let pane = try TmuxPane.browsing("", files: ["catalog.jsonl": GeneratedCatalog.jsonLines(names: names)], input: "cat catalog.jsonl")
        try pane.waitForStatus("500/500")
        try pane.sendKeys("End")
        try pane.waitForSelection(names[499])
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(pane.bytes(ofFile: "out") == Array((names[499] + "\n").utf8))
    }

    @Test func multiPrintsTheMarkedItemsInTheOrderTheyWereMarked() throws {
        let pane = try TmuxPane.browsing("--multi coffee.json", files: coffee)
        // Mark Cortado (8th) first, then Americano (3rd) and Espresso (1st); Tab moves down.
        try pane.type("cor")
        try pane.waitForSelection("Cortado")
        // Esc alone (a key right after it would make it Alt+key), then Tab.
        try pane.sendKeys("Escape")
        try pane.waitFor("the jump prefix cleared") { !Screen.status(of: $0).contains("jump") }
        try pane.sendKeys("Tab")
        try pane.waitFor("one marked") { Screen.status(of: $0).contains("1 marked") }
        try pane.sendKeys("Home", "Tab", "Down", "Tab")
        let screen = try pane.waitFor("three marked") { Screen.status(of: $0).contains("3 marked") }
        #expect(Screen.status(of: screen).hasPrefix("16/16  3 marked"), "\(Screen.fenced(screen))")
        #expect(Screen.selectedName(in: screen) == "Flat white", "\(Screen.fenced(screen))")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "Cortado\nEspresso\nAmericano\n")
    }

    @Test func anExpectedKeyChoosesAndIsPrintedFirst() throws {
        let pane = try TmuxPane.browsing("--expect ctrl-v,f2 --multi coffee.json", files: coffee)
        try pane.waitForSelection("Espresso")
        try pane.sendKeys("Down", "Tab")
        try pane.waitFor("one marked") { Screen.status(of: $0).contains("1 marked") }
        try pane.sendKeys("C-v")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "ctrl-v\nRistretto\n")
    }

    @Test func enterWithExpectPrintsAnEmptyKeyLineAfterTheQuery() throws {
        let pane = try TmuxPane.browsing("--expect f2 --print-query --query Rist coffee.json", files: coffee)
        try pane.waitForSelection("Ristretto")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "Rist\n\nRistretto\n")
    }

    @Test func multiWithALimitStopsMarkingThere() throws {
        // `--multi 2` is fzf's limit, not a file named 2.
        let pane = try TmuxPane.browsing("--multi 2 coffee.json", files: coffee)
        try pane.waitForSelection("Espresso")
        try pane.sendKeys("Tab", "Tab")
        try pane.waitFor("two marked") { Screen.status(of: $0).contains("2 marked") }
        try pane.sendKeys("Tab")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "Espresso\nRistretto\n")
    }

    @Test func outputFormatsPrintTheChoiceAsAsked() throws {
        let lines = "{\"name\": \"Ada\", \"user\": {\"login\": \"ada\"}}\n{\"name\": \"Brian\", \"user\": {\"login\": \"bwk\"}}\n"
        let files = ["people.jsonl": Array(lines.utf8)]
        for (option, expected) in [
            ("--output json", "{\"name\":\"Brian\",\"user\":{\"login\":\"bwk\"}}\n"),
            ("--output line", "{\"name\": \"Brian\", \"user\": {\"login\": \"bwk\"}}\n"),
            ("--output index", "1\n"),
            ("--name-field user.login", "bwk\n"),
            ("--print0", "Brian\u{0}"),
        ] {
            let pane = try TmuxPane.browsing("\(option) people.jsonl", width: 60, height: 12, files: files)
            try pane.sendKeys("Down")
            try pane.waitFor("the second item selected") { ["Brian", "bwk"].contains(Screen.selectedName(in: $0) ?? "") }
            try pane.sendKeys("Enter")
            let result = try ShellRun.result(in: pane)
            #expect(result.status == 0, "\(option)")
            #expect(pane.bytes(ofFile: "out") == Array(expected.utf8), "\(option): \(result.stdout.debugDescription)")
        }
    }
}
