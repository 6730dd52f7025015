import Foundation
import Testing

/// F2 opens the detail view beside the list: the current item's whole record and its
/// picture, large; it follows the selection, F2 closes it, a resize keeps it in place, and
/// the terminal is given back as it was.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserDetailTests {
    /// A sample catalog by its path in the repository, so its pictures are found beside it.
    private func catalog(_ name: String) -> String {
        "'" + PackageRoot.url.appendingPathComponent("Resources/\(name)").path + "'"
    }

    /// The detail view's part of each line of `screen`: inside the pane whose left border is
    /// at column `ruleColumn` (after it and a blank, before its right border), right-trimmed;
    /// the pane's top and bottom borders left out.
    private func detail(_ screen: [String], ruleColumn: Int = 50) -> [String] {
        screen.filter { Self.isPaneSide(Array($0), at: ruleColumn) }.map { line in
            var column = 0
            var rest = Substring(line)
            while column < ruleColumn + 2, let first = rest.first {
                column += Self.columns(of: first)
                rest = rest.dropFirst()
            }
            return String(rest).replacingOccurrences(of: #"\s*│?\s*$"#, with: "", options: .regularExpression)
        }
    }

    /// The character of `line` that starts at terminal column `column`, if one does.
    private static func character(of line: [Character], atColumn column: Int) -> Character? {
        var at = 0
        for character in line {
            if at == column { return character }
            at += columns(of: character)
            if at > column { return nil }
        }
        return nil
    }

    /// Whether `line` has the pane's left border (`│`, not a corner) at `column`.
    private static func isPaneSide(_ line: [Character], at column: Int) -> Bool {
        character(of: line, atColumn: column) == "│"
    }

    /// Whether `line` has the pane's left edge (a side or a corner) at `column`.
    private static func isPaneEdge(_ line: [Character], at column: Int) -> Bool {
        character(of: line, atColumn: column).map { "│╭╰┌└".contains($0) } ?? false
    }

    /// The columns a character of the sample catalogs takes: 2 for emoji and East Asian wide
    /// characters (`capture-pane` writes no filler after them), else 1.
    private static func columns(of character: Character) -> Int {
        let value = character.unicodeScalars.first!.value
        let wide = value >= 0x1F000 || (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value)
        return wide ? 2 : 1
    }

    /// Opens the detail view of `name`'s first item in a `width`×`height` pane and waits for `shown`.
    private func openDetail(_ arguments: String, width: Int = 100, height: Int = 30, environment: String = "COLORTERM=truecolor",
                            until shown: String) throws -> TmuxPane {
        let pane = try TmuxPane.browsing(arguments, width: width, height: height, environment: environment)
        try pane.sendKeys("F2")
        try pane.waitFor("the detail view") { $0.contains { $0.contains(shown) } }
        return pane
    }

    @Test func f2ShowsEveryFieldOfTheCoffeeAndItsPictureInColour() throws {
        let pane = try openDetail(catalog("coffee.json"), until: "image   images/espresso.png")
        // The picture arrives from the background: many 24-bit colours right of the rule.
        var pictureColours = Set<String>()
        try pane.waitUntil("the picture's colours") {
            let lines = TestPicture.cells(of: try pane.captureWithEscapes())
            pictureColours = Set(lines.prefix(20).flatMap { $0.dropFirst(52) }.flatMap { [$0.foreground, $0.background] }
                .compactMap { $0 }.filter { $0.hasPrefix("38;2;") || $0.hasPrefix("48;2;") })
            return pictureColours.count > 50
        }
        let screen = try pane.capture()
        let shown = detail(screen)
        let nameRow = try #require(shown.firstIndex(of: "Espresso"), "\(Screen.fenced(screen))")
        #expect(nameRow >= 10, "the picture comes first, large: \(Screen.fenced(screen))")
        #expect(Array(shown[nameRow...].prefix(7)) == [
            "Espresso",
            "A short, intense shot with a hazelnut crema.",
            "",
            "label   hot",
            "detail  €2.20",
            "image   images/espresso.png",
            "",
        ], "\(Screen.fenced(screen))")
        // The picture's rows are as wide as the view: block symbols from the first column to the last.
        let pictureRows = shown[..<(nameRow - 1)].filter { $0.contains("▄") || $0.contains("▀") }
        #expect(pictureRows.count >= 10)
        #expect(pictureRows.contains { $0.count >= 46 }, "\(Screen.fenced(screen))")
        // The list keeps the left half, its rule beside it.
        #expect(screen.allSatisfy { Self.isPaneEdge(Array($0), at: 50) }, "\(Screen.fenced(screen))")
        #expect(Screen.selectedName(in: screen) == "Espresso")
    }

    @Test func theDetailFollowsTheSelectionAndF2AgainClosesIt() throws {
        let pane = try openDetail(catalog("coffee.json"), until: "image   images/espresso.png")
        try pane.sendKeys("Down")
        var screen = try pane.waitFor("Ristretto selected") { Screen.selectedName(in: $0) == "Ristretto" }
        #expect(!screen.contains { $0.contains("images/espresso.png") })
        #expect(detail(screen).joined(separator: " ").contains("The first half of an espresso shot: less"), "\(Screen.fenced(screen))")
        try pane.sendKeys("F2")
        screen = try pane.waitFor("the detail view closed") { $0.filter { Self.isPaneEdge(Array($0), at: 50) }.count < $0.count / 2 }
        // The list has the whole width again: the selected card's frame reaches the right part.
        #expect(screen.contains { $0.hasPrefix("┃▶Ristretto") && $0.count >= 80 }, "\(Screen.fenced(screen))")
        #expect(screen.filter { Self.isPaneEdge(Array($0), at: 50) }.count < screen.count / 2, "no rule left: \(Screen.fenced(screen))")
    }

    @Test func anAccountShowsItsAmountAndAJourneyStepItsTags() throws {
        let accounts = try openDetail(catalog("accounts.json"), environment: "COLORTERM=truecolor LC_ALL=C.UTF-8", until: "amount  ")
        var shown = detail(try accounts.capture())
        #expect(shown.prefix(6) == ["🏦 Current account", "Main account for salary and bills.", "",
                                    "label   Giro", "detail  DE89 3704 0044 0532 0130 00", "amount  €2,431.57"], "\(shown)")
        let journey = try openDetail(catalog("itinerary.json"), until: "time    07:10")
        try journey.sendKeys("Down")
        _ = try journey.waitFor("Feldmoching's detail") { $0.contains { $0.contains("time    07:22") } }
        shown = detail(try journey.capture())
        #expect(shown.prefix(9) == ["🚉 Feldmoching", "S1 towards Ostbahnhof, platform 2.", "", "label   Train", "detail  07:22",
                                    "time    07:22", "tags    ╭──╮", "        │S1│", "        ╰──╯"], "\(shown)")
    }

    @Test func aRecordsOtherKeysAreListedByPath() throws {
        let pane = try openDetail(catalog("users.json"), until: "location.city")
        let shown = detail(try pane.capture(), ruleColumn: 50)
        #expect(shown.prefix(6) == ["Ada Lovelace", "", "login          ada", "id             1", "site_admin     false",
                                    "location.city  London"], "\(shown)")
    }

    @Test func withoutPicturesOrWithAMissingOneTheRestIsShown() throws {
        let noImages = try openDetail("--no-images " + catalog("coffee.json"), until: "image   images/espresso.png")
        var shown = detail(try noImages.capture())
        #expect(shown.prefix(2) == ["Espresso", "A short, intense shot with a hazelnut crema."], "\(shown)")
        let missing = Array(#"[{"name": "Ghost", "summary": "Its picture is gone.", "image": "gone.png"}]"#.utf8)
        let pane = try TmuxPane.browsing("ghost.json", width: 100, height: 30, files: ["ghost.json": missing], environment: "COLORTERM=truecolor")
        try pane.sendKeys("F2")
        let screen = try pane.waitFor("the missing picture's notice") { $0.contains { $0.contains("picture cannot be shown") } }
        shown = detail(screen)
        #expect(shown.contains("Ghost") && shown.contains("image   gone.png"), "\(Screen.fenced(screen))")
        #expect(shown.contains { $0.contains("gone") && $0.hasPrefix("│") }, "the placeholder names it: \(Screen.fenced(screen))")
    }

    @Test func aResizeKeepsTheDetailBesideTheListAndTheTerminalIsRestoredAfter() throws {
        let pane = try openDetail(catalog("coffee.json"), until: "image   images/espresso.png")
        try pane.resize(width: 120, height: 30)
        var screen = try pane.waitFor("the wider split", timeout: .seconds(20)) { $0.count == 30 && $0.allSatisfy { Self.isPaneEdge(Array($0), at: 60) } }
        #expect(Screen.selectedName(in: screen) == "Espresso")
        try pane.resize(width: 70, height: 24)
        screen = try pane.waitFor("the narrower split", timeout: .seconds(20)) { $0.count == 24 && $0.allSatisfy { Self.isPaneEdge(Array($0), at: 35) } }
        #expect(Screen.selectedName(in: screen) == "Espresso")
        try pane.sendKeys("Down")
        try pane.waitFor("Ristretto selected") { Screen.selectedName(in: $0) == "Ristretto" }
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "Ristretto\n")
        try expectRestored(result, in: pane)
    }

    /// An X10 mouse report of `button` at 0-based `x`, `y` (64/65 the wheel, 0 a press, 3 a release).
    private func report(button: Int, x: Int, y: Int) -> String {
        "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + x))) + String(UnicodeScalar(UInt8(33 + y)))
    }

    @Test func theWheelOverTheViewScrollsItAndAClickThereSelectsNothing() throws {
        // 60×5: the view inside its border (26 columns) shows 3 of its 8 lines, so it scrolls by up to 5.
        let pane = try openDetail("--no-images " + catalog("coffee.json"), width: 60, height: 5, until: "Espresso")
        var screen = try pane.capture()
        #expect(detail(screen, ruleColumn: 30).last?.hasSuffix("▼ more") == true, "\(Screen.fenced(screen))")
        try pane.type(report(button: 65, x: 40, y: 1) + report(button: 65, x: 40, y: 1))
        screen = try pane.waitFor("the view scrolled") { detail($0, ruleColumn: 30).first?.hasPrefix("detail  €2.20") == true }
        #expect(detail(screen, ruleColumn: 30).first?.hasSuffix("▲") == true, "\(Screen.fenced(screen))")
        try pane.type(report(button: 0, x: 40, y: 1) + report(button: 3, x: 40, y: 1))
        try pane.type(report(button: 64, x: 40, y: 1) + report(button: 64, x: 40, y: 1))
        screen = try pane.waitFor("the view back at its top") { detail($0, ruleColumn: 30).first == "Espresso" }
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.stdout == "Espresso\n", "a click on the view chose nothing")
    }
}
